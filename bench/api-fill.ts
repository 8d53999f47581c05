/**
 * The million-listing inventory of `npm run bench` (bench/api.ts): the real
 * catalogue and `count` listings spread over its variants and cities, with
 * prices that follow the model's price and age, 5% of them sold, all of one
 * bench dealer. Deterministic (a seeded PRNG), so every run measures the same
 * rows. Works on SQLite and PostgreSQL alike (batches of 500 rows).
 */
import { sql } from 'kysely';
import type { Db, DbKind } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { analyzeAfterBulkLoad } from '../src/server/db/planner-stats.ts';
import { seedCatalogue } from '../src/server/db/seed/catalogue.ts';

/** mulberry32: the same sequence for the same seed. */
function prng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const letter = (n: number) => String.fromCharCode(65 + (n % 26));
/** A distinct real-format number per row: GJ01AA0000, GJ01AA0001 ... (6.7 million before repeating). */
const carNumber = (j: number) => {
  const series = Math.floor(j / 10_000);
  return `GJ01${letter(Math.floor(series / 26))}${letter(series)}${String(j % 10_000).padStart(4, '0')}`;
};

/** Listings in `db` now. */
export async function listingCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('listings')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst()
    .catch(() => undefined);
  return Number(row?.n ?? 0);
}

/**
 * Migrates `db`, seeds the catalogue and inserts `count` listings, unless it
 * holds exactly that many already (a kept bench database). Answers the
 * seconds the fill took (0 when kept).
 */
export async function fillBenchInventory(db: Db, kind: DbKind, count: number): Promise<number> {
  await migrateToLatest(db);
  if ((await listingCount(db)) === count) return 0;
  if ((await listingCount(db)) > 0)
    throw new Error('the bench database holds other listings: delete it first');
  await seedCatalogue(db);
  const started = performance.now();
  const rand = prng(42);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const now = new Date().toISOString();
  await db
    .insertInto('dealers')
    .values({
      rand: 'BENCHDEALR',
      firm_name: 'Bench Motors',
      mobile: '9000000001',
      mobile2: null,
      address: 'CG Road',
      state_id: 1,
      city_id: 1,
      gps_link: null,
      created_at: now,
    })
    .execute();
  const variants = await db
    .selectFrom('variants')
    .innerJoin('models', 'models.id', 'variants.model_id')
    .select(['variants.id as variant_id', 'model_id', 'make_id', 'fuel_id', 'gear_id', 'price_max'])
    .execute();
  const cities = await db.selectFrom('cities').select(['id', 'state_id']).execute();
  const batch = 500;
  for (let i = 0; i < count; i += batch) {
    const rows = [];
    for (let j = i; j < Math.min(count, i + batch); j++) {
      const v = pick(variants);
      const c = pick(cities);
      const year = 2005 + Math.floor(rand() * 20);
      // Spread over the last year, so "newest first" has an order to keep.
      const at = new Date(Date.parse(now) - Math.floor(rand() * 365 * 86_400_000)).toISOString();
      rows.push({
        rand: `B${j.toString(36).padStart(9, '0')}`,
        car_number: carNumber(j),
        vehicle_type_id: 1,
        make_id: v.make_id,
        model_id: v.model_id,
        variant_id: v.variant_id,
        colour: 'White',
        fuel_id: v.fuel_id,
        gear_id: v.gear_id,
        model_year: year,
        km: Math.floor(rand() * 200_000),
        owner: 1 + Math.floor(rand() * 3),
        seats: 5,
        cc: '1.2',
        price: Math.max(50_000, Math.round((v.price_max * (year - 2000)) / 30 / 5000) * 5000),
        insurance: 'Nill' as const,
        insurance_type: null,
        insurance_end: null,
        sunroof: 'No' as const,
        feature_ids: '1,2,3',
        status: rand() < 0.05 ? ('Sold' as const) : ('UnSold' as const),
        state_id: c.state_id,
        city_id: c.id,
        address: null,
        dealer_id: 1,
        user_id: null,
        photo: null,
        shuffle: Math.floor(rand() * 2 ** 31),
        created_at: at,
        updated_at: at,
      });
    }
    await db.insertInto('listings').values(rows).execute();
  }
  // Planner statistics, as after any bulk load.
  await analyzeAfterBulkLoad(db, kind);
  return (performance.now() - started) / 1000;
}
