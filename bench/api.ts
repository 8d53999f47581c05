/**
 * `npm run bench`: the public API under load next to a bare Fastify route,
 * on a million listings, on SQLite and on PostgreSQL. Figures only: nothing
 * here passes or fails a build.
 *
 * For each database of BENCH_DB (default `sqlite,postgres`):
 * 1. fills BENCH_LISTINGS listings (default 1,000,000; bench/api-fill.ts), or
 *    reuses them: SQLite in bench/.cache/api-sqlite-<n>/, PostgreSQL in the
 *    database `carsetu_bench_<n>` on BENCH_PG_URL's server (default
 *    postgres://postgres@127.0.0.1:5432/test);
 * 2. starts the server as `npm start` runs it (`node src/server/server.ts`,
 *    its own process), and asks one request at a time for 10 s while its
 *    start-up photo housekeeping reads the inventory (bench/startup-stall.ts);
 * 3. drives each endpoint with autocannon in a process of its own
 *    (bench/cannon.ts): BENCH_CONNECTIONS (100) connections, 3 s warm-up, then
 *    BENCH_SECONDS (10) measured; then a lookup with 10 connections while the
 *    deepest search page runs with the rest, at the same time;
 * 4. does it again with the server started with API_CACHE_SECONDS=0: every
 *    answer computed (docs/decisions/018-kept-answers.md), though Pageindex
 *    pages still start from their remembered positions (decision 019).
 * BENCH_MODES (`served,cold`) picks steps 3 and 4 or one of them.
 * The baseline, a bare Fastify route (bench/baseline-server.ts), runs in its
 * own process in the same run. Prints req/s, p50 and p99 of each endpoint,
 * its share of the baseline, and the targets of issue 11 item 7; then the
 * keyword queries beside the plain search (bench/keyword-queries.ts) and
 * issue 23's target for them.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/server/db/database.ts';
import { rateMarkedModels } from '../src/server/modules/price-ratings/rate-models.ts';
import { startServer } from '../src/server/reliability/server-process.ts';
import { fillBenchInventory } from './api-fill.ts';
import { startBareServer } from './bare-server.ts';
import { type CannonRequest, type CannonResult, cannon } from './cannon.ts';
import { launcherFor, pinningNote, SERVER_CPUS } from './cpu-pinning.ts';
import {
  checkKeywordTarget,
  type KeywordRow,
  measureKeywords,
  printKeywordRows,
} from './keyword-queries.ts';
import { cacheDir } from './pages-builds.ts';
import { killChildrenOnExit } from './pages-procs.ts';
import { startupStall } from './startup-stall.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** Seconds of single requests right after start, while the photo housekeeping runs. */
const STALL_SECONDS = 10;
const WARMUP = 3;
const KINDS = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',').map((k) => k.trim());
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The deepest page a user can reach: 10,000 results (MAX_PAGED_RESULTS), 12 a page. */
const DEEPEST_PAGE = String(Math.floor(10_000 / 12));
const SEARCH = '/api/Carmaster/GetDetailsofcarsbySCCM_data';

killChildrenOnExit();

interface Row {
  name: string;
  result: CannonResult;
  /** The bare route, measured just before this endpoint. */
  baseline: CannonResult;
}

/** The database of `kind`, filled: the server's settings for it. */
async function prepare(kind: string): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = path.join(cacheDir, `api-${kind}-${LISTINGS}`);
  fs.mkdirSync(dataDir, { recursive: true });
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const name = `carsetu_bench_${LISTINGS}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const { db, kind: dbKind } = openDatabase({
    databaseUrl,
    sqliteFile: path.join(dataDir, 'carsetu.sqlite'),
  });
  const seconds = await fillBenchInventory(db, dbKind, LISTINGS);
  console.log(
    seconds > 0
      ? `${kind}: filled ${LISTINGS.toLocaleString('en-IN')} listings in ${seconds.toFixed(0)} s`
      : `${kind}: ${LISTINGS.toLocaleString('en-IN')} listings kept from an earlier run`,
  );
  // The fair-price ratings as a running server keeps them (docs/decisions/032-price-ratings.md),
  // made here so the servers measured below have none left to make.
  const t0 = performance.now();
  const rated = await rateMarkedModels(db);
  if (rated.models > 0) {
    console.log(
      `${kind}: rated ${rated.cars.toLocaleString('en-IN')} cars of ${rated.models} models in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
  await db.destroy();
  return { dataDir, databaseUrl };
}

/** The endpoints measured, given an unsold car's Rand. */
function endpoints(rand: string): Record<string, CannonRequest> {
  return {
    'make lookup (companydata)': { path: '/api/Common/companydata' },
    'home page 1': { path: '/api/Carmaster/GetRandomly2Car_cars?Pageindex=1' },
    'search page 1 (Gujarat)': { path: SEARCH, form: { nState: '1', pageindex: '1' } },
    [`search page ${DEEPEST_PAGE} (Gujarat, deepest)`]: {
      path: SEARCH,
      form: { nState: '1', pageindex: DEEPEST_PAGE },
    },
    'car details': { path: `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${rand}` },
  };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-IN', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function printRows(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  console.log(
    `${'endpoint'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'bare/s'.padStart(8)} ${'of bare'.padStart(8)} ${'non-2xx'.padStart(8)}`,
  );
  for (const { name, result: r, baseline } of rows) {
    console.log(
      `${name.padEnd(40)} ${fmt(r.reqPerSec).padStart(8)} ${fmt(r.p50Ms, 1).padStart(7)} ${fmt(r.p99Ms, 1).padStart(7)} ${fmt(baseline.reqPerSec).padStart(8)} ${`${fmt((100 * r.reqPerSec) / baseline.reqPerSec, 1)}%`.padStart(8)} ${String(r.non2xx + r.errors).padStart(8)}`,
    );
  }
}

/** The bare route measured now: taken next to each endpoint, so both see the machine as it is. */
const bare = () => cannon(baseline.url, { path: '/baseline' }, CONNECTIONS, SECONDS, WARMUP);

console.log(`processes: ${pinningNote()}`);
const baseline = await startBareServer('baseline-server.ts', '/baseline');
const first = await bare();
console.log(
  `bare Fastify route: ${fmt(first.reqPerSec)} req/s, p50 ${first.p50Ms} ms, p99 ${first.p99Ms} ms (${CONNECTIONS} connections, ${SECONDS} s); measured again before each endpoint`,
);
/** Each database is measured as served, and with no kept answers (every answer computed). */
const ALL_MODES: [string, Record<string, string>, string][] = [
  ['as served', {}, 'served'],
  ['no kept answers (API_CACHE_SECONDS=0)', { API_CACHE_SECONDS: '0' }, 'cold'],
];
/** BENCH_MODES: `served`, `cold` or both (default). */
const MODES = ALL_MODES.filter(([, , id]) =>
  (process.env.BENCH_MODES ?? 'served,cold').split(',').includes(id),
);
const byRun: Record<string, Row[]> = {};
const keywordRuns: Record<string, KeywordRow[]> = {};
for (const kind of KINDS) {
  const settings = await prepare(kind);
  for (const [mode, env] of MODES) {
    const server = await startServer({
      ...settings,
      env: { LOG_LEVEL: 'warn', ...env },
      readyTimeoutMs: 600_000,
      launcher: launcherFor(SERVER_CPUS),
    });
    try {
      const stall = await startupStall(server, STALL_SECONDS);
      console.log(
        `\n${kind}, ${mode}: start-up housekeeping, ${stall.requests} requests one at a time in the first ${STALL_SECONDS} s: longest wait ${fmt(stall.maxMs)} ms, p99 ${fmt(stall.p99Ms, 1)} ms`,
      );
      byRun[`${kind}, ${mode}`] = await measure(server.url);
      printRows(
        `${kind}, ${mode}: ${LISTINGS.toLocaleString('en-IN')} listings, ${CONNECTIONS} connections`,
        byRun[`${kind}, ${mode}`],
      );
      keywordRuns[`${kind}, ${mode}`] = await measureKeywords(server.url, CONNECTIONS, SECONDS);
      printKeywordRows(
        `${kind}, ${mode}: keyword search beside the plain search (issue 23 part 1)`,
        keywordRuns[`${kind}, ${mode}`] ?? [],
        CONNECTIONS,
      );
    } finally {
      await server.kill('SIGTERM');
    }
  }
}
printTargets(byRun);
console.log('\nTargets (issue 23 part 1):');
for (const [run, rows] of Object.entries(keywordRuns)) {
  if (run.endsWith('no kept answers (API_CACHE_SECONDS=0)')) checkKeywordTarget(run, rows);
}

/** Every endpoint in turn, then a lookup while the deepest page runs. */
async function measure(url: string): Promise<Row[]> {
  const home = (await (
    await fetch(`${url}/api/Carmaster/GetRandomly2Car_cars?Pageindex=1`)
  ).json()) as { Data: { Rand: string }[] };
  const rows: Row[] = [];
  const list = endpoints(home.Data[0]?.Rand ?? '');
  for (const [name, request] of Object.entries(list)) {
    const baseline = await bare();
    rows.push({ name, baseline, result: await cannon(url, request, CONNECTIONS, SECONDS, WARMUP) });
  }
  // A lookup while the deepest page runs: does one slow query hold the others up?
  const deep = list[`search page ${DEEPEST_PAGE} (Gujarat, deepest)`];
  const [, lookup] = await Promise.all([
    cannon(url, deep, Math.max(CONNECTIONS - 10, 1), SECONDS, WARMUP),
    cannon(url, { path: '/api/Common/companydata' }, 10, SECONDS, WARMUP),
  ]);
  rows.push({
    name: 'make lookup, deepest page running',
    result: lookup,
    baseline: rows[0].baseline,
  });
  return rows;
}

function printTargets(runs: Record<string, Row[]>): void {
  console.log('\nTargets (issue 11, item 7):');
  for (const [kind, rows] of Object.entries(runs)) {
    const row = (prefix: string) => rows.find((r) => r.name.startsWith(prefix));
    const get = (prefix: string) => row(prefix)?.result;
    const check = (label: string, ok: boolean, detail: string) =>
      console.log(`  ${kind}: ${ok ? 'pass' : 'FAIL'}  ${label} (${detail})`);
    for (const name of ['search page 1', 'home page 1']) {
      const measured = row(name);
      if (!measured) continue;
      const r = measured.result;
      const share = r.reqPerSec / measured.baseline.reqPerSec;
      check(
        `${name} at least 40% of the bare route, p99 at most 25 ms`,
        share >= 0.4 && r.p99Ms <= 25,
        `${fmt(100 * share, 1)}%, p99 ${r.p99Ms} ms`,
      );
    }
    const details = get('car details');
    if (details) check('car details p99 at most 25 ms', details.p99Ms <= 25, `${details.p99Ms} ms`);
    const first = get('search page 1');
    const deepest = get(`search page ${DEEPEST_PAGE}`);
    if (first && deepest) {
      const ratio = deepest.p50Ms / Math.max(first.p50Ms, 0.001);
      check('deepest page within 1.2x of page 1 (p50)', ratio <= 1.2, `${fmt(ratio, 2)}x`);
    }
    const alone = get('make lookup (companydata)');
    const busy = get('make lookup, deepest');
    if (alone && busy)
      console.log(
        `  ${kind}: lookup p99 ${alone.p99Ms} ms alone, ${busy.p99Ms} ms with the deepest page running`,
      );
  }
  for (const [mode] of MODES) {
    const sqlite = runs[`sqlite, ${mode}`];
    const postgres = runs[`postgres, ${mode}`];
    if (!sqlite || !postgres) continue;
    for (const { name, result } of postgres) {
      const other = sqlite.find((r) => r.name === name)?.result;
      if (!other) continue;
      const share = result.reqPerSec / Math.max(other.reqPerSec, 0.001);
      console.log(
        `  ${mode}: PostgreSQL ${share >= 0.6 ? 'pass' : 'FAIL'}  ${name}: ${fmt(100 * share, 0)}% of SQLite's rate (target at least 60%)`,
      );
    }
  }
}
