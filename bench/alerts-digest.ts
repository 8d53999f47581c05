/**
 * Alerts at scale (issue 42 part 4; part of `npm run bench`): the day's
 * saved-search digests of 100,000 buyers (3 saved searches each, alerts on)
 * on 1,000,000 listings, on PostgreSQL, made by the real server while its
 * search API is under load. Figures only: nothing passes or fails a build.
 *
 * 1. The database `carsetu_alerts_bench` on BENCH_PG_URL's server (default
 *    postgres://postgres@127.0.0.1:5432/test), seeded once and kept
 *    (bench/alerts-seed.ts; `--reseed` seeds it again), set to a digest
 *    morning (bench/alerts-day.ts). `--scale=0.1` runs a tenth of it (own
 *    database), for a quick look.
 * 2. A bare Fastify route (bench/baseline-server.ts) and the server as
 *    `npm start` runs it, each in its own process on the servers' CPU, and
 *    the load generator (bench/alerts-load.ts: autocannon) on the other.
 * 3. Search load in rounds of two windows: bench/api.ts's search calls
 *    (Gujarat's first and deepest pages, as served) with BENCH_CONNECTIONS
 *    (100) for 10 s: their rate as a share of the bare route's, and p50/p99,
 *    the figures issue 11's p99 target of 25 ms is about; then buyers' own
 *    searches (5,000 of the saved criteria, page 1 or 2, and one in twenty
 *    the typed queries of bench/keyword-queries.ts: mostly computed, not
 *    kept answers) 4 at a time for 20 s, what a buyer waits; then
 *    bench/api.ts's searches again sent at a set rate, BENCH_PACED_RATE
 *    (1,000) a second whatever the answers, for 10 s: the latency a visitor
 *    meets on a busy server that is not saturated, where the 25 ms goal is
 *    judged (docs/decisions/042-latency-at-a-set-rate.md). Two rounds quiet;
 *    then rounds while the digests are made and while they are sent.
 * 4. The digests are made the way production makes them: the `alert-digests`
 *    job, sent to the pg-boss queue with the hourly schedule's options (the
 *    schedule itself is taken off, so only this run makes them;
 *    ALERT_DIGEST_HOUR=0 so any hour is digest time), done by the jobs
 *    process (`npm run jobs`, pinned to the load generator's CPU) beside the
 *    server started with RUN_JOBS=false, as a PostgreSQL deployment runs
 *    them (docs/decisions/043-jobs-process.md); `--jobs=server` has the
 *    server do them itself, as before. Each digest is then sent through its
 *    `alert-digest` job with MESSAGE_SENDER=console and LOG_LEVEL=warn:
 *    built and marked sent, the lines not written.
 *    ALERT_DAILY_BUDGET is raised past the buyers.
 *    Watching the sending stops after BENCH_ALERTS_SEND_SECONDS (120).
 * 5. A local PostgreSQL runs on the load generator's CPU for the run
 *    (bench/postgres-pinning.ts; BENCH_PG_CPUS, `none` to leave it), so the
 *    server has its CPU to itself; each set-rate window's answers are also
 *    counted at the server, from its request-duration histogram
 *    (bench/server-answer-times.ts: the share within 25 ms, which no
 *    generator lateness reaches). The set-rate generator runs ahead of the
 *    rest on its CPU (nice -20; bench/cpu-pinning.ts' `ahead`,
 *    BENCH_LOAD_AHEAD=0 turns it off), so waiting behind PostgreSQL and the
 *    jobs process for the CPU is not counted as the server's latency.
 * Prints the making's time and buyers a second, the sending's, and search
 * p50/p99 quiet, while making and while sending; the results also go to
 * bench/.cache/alerts-<time>.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/database.ts';
import { rateMarkedModels } from '../src/server/modules/price-ratings/rate-models.ts';
import { startServer } from '../src/server/reliability/server-process.ts';
import { buyersSearches } from './alerts-buyer-searches.ts';
import { resetDigestDay } from './alerts-day.ts';
import { startJobsProcess } from './alerts-jobs.ts';
import type { LoadRequest } from './alerts-load.ts';
import { lagLines, watchLoopLag } from './alerts-loop-lag.ts';
import { printReport, type Report } from './alerts-report.ts';
import { loadRounds, type RoundsSetup } from './alerts-rounds.ts';
import { databaseName, prepareAlertsDatabase } from './alerts-seed.ts';
import { DigestWatch } from './alerts-watch.ts';
import { startBareServer } from './bare-server.ts';
import { cannon } from './cannon.ts';
import { LOAD_CPUS, launcherFor, loadAhead, pinningNote, SERVER_CPUS } from './cpu-pinning.ts';
import { cacheDir } from './pages-builds.ts';
import { killChildrenOnExit } from './pages-procs.ts';
import { pinLocalPostgres } from './postgres-pinning.ts';

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const SCALE = Number(arg('scale') ?? 1);
const scale = { listings: Math.round(1_000_000 * SCALE), buyers: Math.round(100_000 * SCALE) };
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BUYER_CONNECTIONS = 4;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** The set rate of the latency window, requests a second (docs/decisions/042-latency-at-a-set-rate.md). */
const PACED_RATE = Number(process.env.BENCH_PACED_RATE ?? 1000);
const PACED_CONNECTIONS = 50;
/** /metrics' token for the event-loop watch (bench/alerts-loop-lag.ts). */
const LAG_TOKEN = 'alerts-bench-metrics';
const SEND_SECONDS = Number(process.env.BENCH_ALERTS_SEND_SECONDS ?? 120);
const SEARCH = '/api/Carmaster/GetDetailsofcarsbySCCM_data';
const API_SECONDS = 10;
const BUYERS_SECONDS = 20;
/** The jobs process's priority: BENCH_JOBS_NICE (0 to 19; default 0: as the server's). */
const JOBS_NICE = Number(process.env.BENCH_JOBS_NICE ?? 0);
const NICE = JOBS_NICE > 0 ? ['/usr/bin/nice', '-n', String(JOBS_NICE)] : [];
/**
 * Where PostgreSQL runs, when it is on this machine: BENCH_PG_CPUS (taskset's
 * list; `none`: left where it is); default the load generator's CPU, so the
 * server has its CPU to itself (bench/postgres-pinning.ts).
 */
const PG_CPUS =
  process.env.BENCH_PG_CPUS === 'none' ? undefined : (process.env.BENCH_PG_CPUS ?? LOAD_CPUS);
/** Who does the jobs: the jobs process (default) or the server itself (`--jobs=server`). */
const JOBS_IN_SERVER = arg('jobs') === 'server';

killChildrenOnExit();
const t0 = performance.now();
const log = (line: string) =>
  console.log(`[${((performance.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${line}`);

log(
  `alerts at scale: ${scale.buyers.toLocaleString('en-IN')} buyers, ${scale.listings.toLocaleString('en-IN')} listings, PostgreSQL (${databaseName(scale)}); ${pinningNote()}`,
);
const seeded = await prepareAlertsDatabase(PG_URL, scale, {
  reseed: process.argv.includes('--reseed'),
  log,
});
log(
  seeded.seconds > 0 ? `seeded in ${seeded.seconds.toFixed(0)} s` : 'seed kept from an earlier run',
);
{
  const { db } = openDatabase({ databaseUrl: seeded.url, sqliteFile: '' });
  const rated = await rateMarkedModels(db);
  if (rated.models > 0)
    log(`rated ${rated.cars.toLocaleString('en-IN')} cars of ${rated.models} models`);
  await db.destroy();
}
const now = new Date();
await resetDigestDay(seeded.url, seeded.marker, now);
log('set to a digest morning: no digest today, every saved search seen up to yesterday');
const deepest = String(Math.floor(10_000 / 12));
const buyers = await buyersSearches(seeded.url, scale.buyers, SEARCH);
/** bench/api.ts's search calls: Gujarat's first and deepest pages. */
const apiCalls: LoadRequest[] = [
  { path: SEARCH, form: { nState: '1', pageindex: '1' } },
  { path: SEARCH, form: { nState: '1', pageindex: deepest } },
];

const baseline = await startBareServer('baseline-server.ts', '/baseline');
const bare = () => cannon(baseline.url, { path: '/baseline' }, CONNECTIONS, 10, 3);
const bareBefore = await bare();
log(`bare route: ${bareBefore.reqPerSec.toFixed(0)} req/s, p99 ${bareBefore.p99Ms} ms`);

const dataDir = path.join(cacheDir, `alerts-${databaseName(scale)}`);
fs.mkdirSync(dataDir, { recursive: true });
const settings = {
  LOG_LEVEL: 'warn',
  ALERT_DIGEST_HOUR: '0',
  ALERT_DAILY_BUDGET: String(10 * scale.buyers),
  LISTING_TTL_DAYS: '3650',
};
const pgPinning = pinLocalPostgres(seeded.url, PG_CPUS);
process.on('exit', () => pgPinning.restore());
log(pgPinning.note);
const server = await startServer({
  dataDir,
  databaseUrl: seeded.url,
  env: { ...settings, METRICS_TOKEN: LAG_TOKEN, RUN_JOBS: String(JOBS_IN_SERVER) },
  readyTimeoutMs: 600_000,
  launcher: launcherFor(SERVER_CPUS),
});
process.on('exit', () => server.child.kill('SIGKILL'));
const watch = new DigestWatch(seeded.url, now);
const jobs = JOBS_IN_SERVER
  ? undefined
  : startJobsProcess(
      {
        ...settings,
        DATA_DIR: dataDir,
        DATABASE_URL: seeded.url,
        MESSAGE_SENDER: 'console',
        SEED_DEMO: 'false',
        TEST_MOBILE: '',
      },
      [...NICE, ...launcherFor(LOAD_CPUS)],
    );
log(
  JOBS_IN_SERVER
    ? 'jobs done by the server itself (--jobs=server)'
    : `jobs done by their own process (npm run jobs) on CPU ${LOAD_CPUS ?? 'any'}${NICE.length ? `, at ${NICE.join(' ')}` : ''}`,
);
const setup: RoundsSetup = {
  serverUrl: server.url,
  metricsToken: LAG_TOKEN,
  searchPath: SEARCH,
  apiCalls,
  buyers,
  connections: CONNECTIONS,
  buyerConnections: BUYER_CONNECTIONS,
  pacedRate: PACED_RATE,
  pacedConnections: PACED_CONNECTIONS,
  apiSeconds: API_SECONDS,
  buyersSeconds: BUYERS_SECONDS,
  cacheDir,
  log,
};
const rounds = (count: number, done: () => Promise<boolean>, warmup = false) =>
  loadRounds(setup, count, done, warmup);
let lag: ReturnType<typeof watchLoopLag> | undefined;
const report: Partial<Report> = {
  scale,
  seedSeconds: seeded.seconds,
  connections: CONNECTIONS,
  buyerConnections: BUYER_CONNECTIONS,
  pacedRate: PACED_RATE,
  jobs: JOBS_IN_SERVER ? 'server' : 'process',
  postgres: pgPinning.note,
  generator: loadAhead
    ? 'ahead of the rest on its CPU (nice -20, its session too)'
    : 'at normal priority (BENCH_LOAD_AHEAD=0, or not permitted)',
  loadAverage: os.loadavg(),
};
try {
  await watch.start();
  if (jobs) await watch.awaitWorkers(120_000);
  log(`server up (${server.url}); warming up`);
  await rounds(1, async () => false, true);
  lag = watchLoopLag(server.url, LAG_TOKEN);
  lag.setPhase('quiet');
  report.quiet = await rounds(2, async () => false);
  lag.setPhase('making');
  log("quiet rounds done; the day's digests start now");

  const triggeredAt = Date.now();
  const jobId = await watch.trigger();
  let madeAt = 0;
  let lastLog = Date.now();
  report.making = await rounds(Number.POSITIVE_INFINITY, async () => {
    const p = await watch.progress();
    if (Date.now() - lastLog > 30_000) {
      lastLog = Date.now();
      log(
        `made ${p.made.toLocaleString('en-IN')}, queued to send ${p.queued.toLocaleString('en-IN')}`,
      );
    }
    // Done: the job says so, or (should it outlive its expiry, pg-boss counts it failed while it runs on)
    // one of the last buyers has today's digest and every digest is queued to send.
    const job = await watch.job(jobId);
    const last = p.made > 0 && p.queued >= p.made && (await watch.toldAny(scale.buyers - 10));
    if (!madeAt && (job.state === 'completed' || last)) madeAt = Date.now();
    return madeAt > 0;
  });
  const job = await watch.job(jobId);
  const made = await watch.progress();
  report.made = {
    digests: made.made,
    seconds: (madeAt - triggeredAt) / 1000,
    jobState: job.state,
    jobSeconds:
      job.startedOn && job.completedOn
        ? (job.completedOn.getTime() - job.startedOn.getTime()) / 1000
        : undefined,
  };
  log(
    `made ${made.made.toLocaleString('en-IN')} digests in ${report.made.seconds.toFixed(0)} s; sending`,
  );
  lag?.setPhase('sending');
  const sendStart = Date.now();
  report.sending = await rounds(Number.POSITIVE_INFINITY, async () => {
    const p = await watch.progress();
    return p.pending === 0 || Date.now() - sendStart > SEND_SECONDS * 1000;
  });
  const sent = await watch.progress();
  report.sent = { ...sent, seconds: (Date.now() - sendStart) / 1000 };
  await server.kill('SIGTERM');
  await jobs?.stop();
  report.bare = [bareBefore, await bare()];
  report.loadAverage = [...(report.loadAverage ?? []), ...os.loadavg()];
  const lagByPhase = await lag?.stop();
  printReport(report as Report, log);
  if (lagByPhase) for (const line of lagLines(lagByPhase)) console.log(line);
  const out = path.join(cacheDir, `alerts-${new Date().toISOString().replaceAll(':', '-')}.json`);
  const { quiet: _q, making: _m, sending: _s, ...figures } = report;
  Object.assign(figures, { eventLoopLagMs: lagByPhase });
  fs.writeFileSync(out, JSON.stringify(figures, null, 2));
  log(`figures in ${path.relative(process.cwd(), out)}`);
} catch (err) {
  if (jobs && !jobs.alive()) log(`the jobs process ended early:\n${jobs.stderrTail()}`);
  throw err;
} finally {
  await watch.stop();
  await jobs?.stop();
  await server.kill('SIGTERM');
  await baseline.stop();
  pgPinning.restore();
}
