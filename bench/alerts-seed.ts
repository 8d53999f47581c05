/**
 * The database of the alerts bench (bench/alerts-digest.ts, issue 42 part 4),
 * on PostgreSQL: one of its own per scale (`carsetu_alerts_bench` at full
 * scale, 1,000,000 listings and 100,000 buyers), migrated, with the real
 * catalogue, then the listings (bench/alerts-listings.ts) in the places
 * below (half in 26 big cities, half over every city), then the buyers
 * (bench/alerts-buyers.ts).
 *
 * The table bench_alerts_seed is the marker of a whole seed. A database
 * without it (new, or a seed cut short) is dropped and seeded again; with it
 * nothing is seeded. `--reseed` (or dropping the database) starts afresh.
 */
import pg from 'pg';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { hasCatalogue, seedCatalogue } from '../src/server/db/seed/catalogue.ts';
import { createRng } from '../src/server/db/seed/demo/prng.ts';
import { seedBuyers } from './alerts-buyers.ts';
import { seedListings } from './alerts-listings.ts';

export interface AlertsScale {
  listings: number;
  buyers: number;
}

/** Bumped when the seed changes shape: a database of another version is seeded again. */
const SEED_VERSION = 2;
/** The listings were listed over this many days before the seed, one day's worth new since the last digest. */
export const LISTING_DAYS = 56;
const BIG_CITIES = [
  'Ahmedabad',
  'Surat',
  'Vadodara',
  'Rajkot',
  'Mumbai',
  'Pune',
  'Thane',
  'Nagpur',
  'New Delhi',
  'Bengaluru',
  'Chennai',
  'Hyderabad',
  'Kolkata',
  'Jaipur',
  'Lucknow',
  'Chandigarh',
  'Indore',
  'Bhopal',
  'Kochi',
  'Coimbatore',
  'Gurugram',
  'Noida',
  'Ghaziabad',
  'Ludhiana',
  'Patna',
  'Visakhapatnam',
];

/** What the marker keeps: the scale, and the newest listing id of the day before the seed's end. */
export interface SeedMarker {
  listings: number;
  buyers: number;
  /** The newest listing id one day before the last listing: every saved search's "seen" mark at a run's start. */
  seenCut: number;
  seededAt: string;
}

/** A place a listing or a buyer is in. */
export interface Place {
  stateId: number;
  cityId: number;
  city: string;
}

export const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** `adminUrl` with the database `name`. */
export function urlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function databaseName(scale: AlertsScale): string {
  return scale.buyers === 100_000 && scale.listings === 1_000_000
    ? 'carsetu_alerts_bench'
    : `carsetu_alerts_bench_${scale.buyers}_${scale.listings}`;
}

async function readMarker(url: string): Promise<SeedMarker | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select listings, buyers, seen_cut as "seenCut", seeded_at as "seededAt"
         from bench_alerts_seed where version = $1`,
      [SEED_VERSION],
    );
    return rows[0] as SeedMarker | undefined;
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

/**
 * The bench database of `scale`, seeded (kept from an earlier run when its
 * marker says so): its URL, its marker, and the seconds seeding took (0 kept).
 */
export async function prepareAlertsDatabase(
  adminUrl: string,
  scale: AlertsScale,
  options: { reseed: boolean; log: (line: string) => void },
): Promise<{ url: string; marker: SeedMarker; seconds: number }> {
  const name = databaseName(scale);
  const url = urlOf(adminUrl, name);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists =
      (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    const kept = exists && !options.reseed ? await readMarker(url) : undefined;
    if (kept && kept.listings === scale.listings && kept.buyers === scale.buyers) {
      return { url, marker: kept, seconds: 0 };
    }
    if (exists) await admin.query(`drop database ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const started = performance.now();
  const { db } = openDatabase({ databaseUrl: url, sqliteFile: '' });
  try {
    await migrateToLatest(db);
    if (!(await hasCatalogue(db))) await seedCatalogue(db);
  } finally {
    await db.destroy();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    await client.query(`set maintenance_work_mem = '512MB'`);
    const seededAt = new Date();
    const places = await placesOf(client);
    await seedListings(client, scale.listings, places, seededAt, options.log);
    const seenCut = Number(
      (
        await client.query(
          `select coalesce(max(id), 0) as id from listings where created_at <= $1`,
          [new Date(seededAt.getTime() - 86_400_000).toISOString()],
        )
      ).rows[0].id,
    );
    await seedBuyers(client, { ...scale, places, seededAt, log: options.log });
    options.log('analyzing');
    await client.query('analyze');
    await client.query(`create table bench_alerts_seed (version integer, listings integer,
      buyers integer, seen_cut integer, seeded_at text)`);
    await client.query('insert into bench_alerts_seed values ($1, $2, $3, $4, $5)', [
      SEED_VERSION,
      scale.listings,
      scale.buyers,
      seenCut,
      seededAt.toISOString(),
    ]);
    const marker = { ...scale, seenCut, seededAt: seededAt.toISOString() };
    return { url, marker, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

/** 4,000 places: half in the big cities, half over every city of the catalogue. */
async function placesOf(client: pg.Client): Promise<Place[]> {
  const { rows } = await client.query<{ id: number; state_id: number; name: string }>(
    'select id, state_id, name from cities order by id',
  );
  const big = rows.filter((c) => BIG_CITIES.includes(c.name));
  const rng = createRng(7);
  return Array.from({ length: 4_000 }, (_, i) => {
    const c = i % 2 === 0 && big.length > 0 ? rng.pick(big) : rng.pick(rows);
    return { stateId: c.state_id, cityId: c.id, city: c.name };
  });
}
