/**
 * `npm run bench`: speed and memory figures the project keeps.
 * 1. Fills a throwaway SQLite database with BENCH_LISTINGS listings (default
 *    200,000; set 1000000 for the million-listing check) spread over the real
 *    catalogue, and reports the fill time.
 * 2. Serves the real app (no web build needed) and drives each hot endpoint
 *    with autocannon for BENCH_SECONDS (default 5) at 20 connections:
 *    requests/s, p50/p99 latency (ms), and the server's RSS (MiB).
 * 3. Reports the gzip weight (bytes) of what Home loads from dist/web.
 * Figures only: nothing here passes or fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { analyzeAfterBulkLoad } from '../src/server/db/planner-stats.ts';
import { seedCatalogue } from '../src/server/db/seed/catalogue.ts';
import { consoleMessageSender } from '../src/server/ports/console-message-sender.ts';
import { diskPhotoStorage } from '../src/server/ports/disk-photo-storage.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 200_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carsetu-bench-'));
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

let seed = 42;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)] as T;
const letter = (n: number) => String.fromCharCode(65 + (n % 26));
/** A distinct real-format number per row: GJ01AA0000, GJ01AA0001 ... (6.7 million before repeating). */
const carNumber = (j: number) => {
  const series = Math.floor(j / 10_000);
  return `GJ01${letter(Math.floor(series / 26))}${letter(series)}${String(j % 10_000).padStart(4, '0')}`;
};

async function fill(): Promise<{ db: ReturnType<typeof openDatabase>['db']; sampleRand: string }> {
  const { db } = openDatabase({ sqliteFile: path.join(dataDir, 'bench.sqlite') });
  await migrateToLatest(db);
  await seedCatalogue(db);
  const started = performance.now();
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
      created_at: new Date().toISOString(),
    })
    .execute();
  const variants = await db
    .selectFrom('variants')
    .innerJoin('models', 'models.id', 'variants.model_id')
    .select(['variants.id as variant_id', 'model_id', 'make_id', 'fuel_id', 'gear_id', 'price_max'])
    .execute();
  const cities = await db.selectFrom('cities').select(['id', 'state_id']).execute();
  const now = new Date().toISOString();
  const batch = 500;
  for (let i = 0; i < LISTINGS; i += batch) {
    const rows = [];
    for (let j = i; j < Math.min(LISTINGS, i + batch); j++) {
      const v = pick(variants);
      const c = pick(cities);
      const year = 2005 + Math.floor(rand() * 20);
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
        created_at: now,
        updated_at: now,
      });
    }
    await db.insertInto('listings').values(rows).execute();
  }
  // What a server start does (PRAGMA optimize) for a database loaded outside the seed.
  await analyzeAfterBulkLoad(db);
  console.log(
    `filled ${LISTINGS.toLocaleString('en-IN')} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const sample = await db
    .selectFrom('listings')
    .select('rand')
    .where('status', '=', 'UnSold')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { db, sampleRand: sample.rand };
}

async function drive(
  url: string,
  label: string,
  init: Partial<autocannon.Options> = {},
): Promise<void> {
  const result = await autocannon({ url, connections: 20, duration: SECONDS, ...init });
  console.log(
    `${label.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}  rss ${mib(process.memoryUsage().rss)} MiB`,
  );
}

function homeWeight(): void {
  const dist = path.resolve('dist', 'web');
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) {
    console.log('dist/web missing: run `npm run build` for the page-weight figures');
    return;
  }
  const html = fs.readFileSync(index, 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string);
  let js = 0;
  let css = 0;
  for (const a of assets) {
    const gz = gzipSync(fs.readFileSync(path.join(dist, a))).length;
    if (a.endsWith('.js')) js += gz;
    if (a.endsWith('.css')) css += gz;
  }
  console.log(
    `Home entry: ${(js / 1024).toFixed(1)} KiB JS gzip, ${(css / 1024).toFixed(1)} KiB CSS gzip (index.html references; lazy chunks excluded)`,
  );
}

const { db, sampleRand } = await fill();
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const app = await buildApp({
  config,
  db,
  dbKind: 'sqlite',
  messageSender: consoleMessageSender({ info: () => {} }),
  photoStorage: diskPhotoStorage(path.join(dataDir, 'photos')),
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`server rss after start ${mib(process.memoryUsage().rss)} MiB`);
const form = (o: Record<string, string>) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(o).toString(),
});
await drive(`${address}/api/Common/companydata`, 'lookup companydata');
await drive(`${address}/api/Carmaster/GetRandomly2Car_cars?Pageindex=1`, 'home page 1');
await drive(
  `${address}/api/Carmaster/GetRandomly2Car_cars?Pageindex=500`,
  'home page 500 (offset)',
);
await drive(
  `${address}/api/Carmaster/GetDetailsofcarsbySCCM_data`,
  'search state=1 page 1',
  form({ nState: '1', pageindex: '1' }),
);
await drive(
  `${address}/api/Carmaster/GetDetailsofcarsbySCCM_data`,
  'search make+fuel+price page 1',
  form({
    companyid: '1',
    fueltypeid: '1',
    lowerprice: '200000',
    upperprice: '800000',
    pageindex: '1',
  }),
);
await drive(
  `${address}/api/Carmaster/GetDetailsofcarsbySCCM_data`,
  'search no state page 200 (offset)',
  form({ pageindex: '200' }),
);
await drive(
  `${address}/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${sampleRand}`,
  'car details',
);
await app.close();
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
homeWeight();
