/**
 * `npm run load`: the read side under load, as figures (nothing is timed or
 * asserted but the error count). Starts the real server in a separate
 * process (`node src/server/server.ts`) on a temporary DATA_DIR with the demo
 * seed (the first start seeds 300+ listings with photos; LOAD_DATA_DIR=<folder>
 * keeps and reuses one; DATABASE_URL is passed on), then drives it from this
 * process with one autocannon instance: LOAD_CONNECTIONS (default 200)
 * connections, each cycling through Home (every page), search, car details
 * and the lookups in equal shares (bench/load-requests.ts), measured for
 * LOAD_SECONDS (default 60) s after LOAD_WARMUP_SECONDS (default 15) s of
 * warm-up on the same connections. Prints requests/s, p50/p99 latency,
 * errors, timeouts and non-2xx answers per group and overall, what the
 * warm-up saw, and the server's memory; exits 1 when a measured request
 * failed or answered other than 2xx (expected: none; these read routes carry
 * no rate limit). Then the baseline, a bare Fastify route in a third process
 * (bench/baseline-server.ts), gets the same connections, warm-up and
 * duration, and CarSetu's rate is printed as a share of it.
 *
 * Why the warm-up: 200 connections opened at once saturate the server, and a
 * saturated Node process accepts new connections late (a plain Node HTTP
 * server does the same), so some connections wait seconds for their first
 * answer; that is start-up, not the steady state, so requests sent during
 * the warm-up are reported apart, however late they are answered.
 */

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, nodeBinary, startServer } from '../src/server/reliability/server-process.ts';
import { type Request, requestGroups } from './load-requests.ts';

// autocannon's timers log a TimeoutNegativeWarning now and then under load: noise here.
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.name !== 'TimeoutNegativeWarning') console.warn(warning);
});

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WARMUP = Number(process.env.LOAD_WARMUP_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const keepData = process.env.LOAD_DATA_DIR !== undefined;
const dataDir = process.env.LOAD_DATA_DIR
  ? path.resolve(process.env.LOAD_DATA_DIR)
  : fs.mkdtempSync(path.join(os.tmpdir(), 'carsetu-load-'));

interface Tally {
  requests: number;
  latencies: number[];
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
}

const newTally = (): Tally => ({
  requests: 0,
  latencies: [],
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  statuses: {},
});

/** What a client of the autocannon instance shows `setupClient`: its events and the request in flight. */
interface LoadClient {
  on(event: 'response', listener: (status: number, bytes: number, ms: number) => void): void;
  on(event: 'timeout' | 'connError', listener: () => void): void;
  requestIterator: { currentRequest: { group?: string } };
}

/** Drives the server; answers per group, measured after the warm-up, and the warm-up's own tally. */
async function drive(url: string, groups: Record<string, Request[]>) {
  const names = Object.keys(groups);
  const longest = Math.max(...names.map((n) => groups[n].length));
  const requests: (Request & { group: string })[] = [];
  for (let i = 0; i < longest; i++) {
    for (const name of names)
      requests.push({ ...groups[name][i % groups[name].length], group: name });
  }
  const tallies: Record<string, Tally> = Object.fromEntries(names.map((n) => [n, newTally()]));
  const warmup = newTally();
  let measureFrom = Number.POSITIVE_INFINITY;
  let measureTo = Number.POSITIVE_INFINITY;
  /** The tally of a request sent at `sentAt` (ms): the warm-up's, its group's, or none after the end. */
  const tallyOf = (client: LoadClient, sentAt = Date.now()): Tally | undefined => {
    if (sentAt < measureFrom) return warmup;
    if (sentAt > measureTo) return undefined;
    return tallies[client.requestIterator.currentRequest.group ?? ''];
  };
  const setupClient = (client: LoadClient) => {
    client.on('response', (status, _bytes, ms) => {
      const t = tallyOf(client, Date.now() - ms);
      if (!t) return;
      t.requests += 1;
      t.latencies.push(ms);
      if (status < 200 || status > 299) {
        t.non2xx += 1;
        t.statuses[status] = (t.statuses[status] ?? 0) + 1;
      }
    });
    client.on('timeout', () => {
      const t = tallyOf(client);
      if (t) {
        t.timeouts += 1;
        t.errors += 1;
      }
    });
    client.on('connError', () => {
      const t = tallyOf(client);
      if (t) t.errors += 1;
    });
  };
  measureFrom = Date.now() + WARMUP * 1000;
  measureTo = measureFrom + SECONDS * 1000;
  await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: WARMUP + SECONDS,
        requests,
        timeout: 30,
        setupClient: setupClient as unknown as autocannon.Options['setupClient'],
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
  });
  return { tallies, warmup };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function row(name: string, t: Tally, seconds: number): string {
  const sorted = t.latencies.sort((a, b) => a - b);
  const cells = [
    name.padEnd(8),
    String(Math.round(t.requests / seconds)).padStart(7),
    percentile(sorted, 50).toFixed(1).padStart(7),
    percentile(sorted, 99).toFixed(1).padStart(7),
    String(Math.round(sorted.at(-1) ?? 0)).padStart(7),
    String(t.errors).padStart(7),
    String(t.timeouts).padStart(9),
    String(t.non2xx).padStart(8),
  ];
  const codes = Object.keys(t.statuses).length ? `  ${JSON.stringify(t.statuses)}` : '';
  return cells.join(' ') + codes;
}

function add(into: Tally, t: Tally): void {
  into.requests += t.requests;
  into.latencies.push(...t.latencies);
  into.errors += t.errors;
  into.timeouts += t.timeouts;
  into.non2xx += t.non2xx;
  for (const [code, n] of Object.entries(t.statuses)) {
    into.statuses[code] = (into.statuses[code] ?? 0) + n;
  }
}

/** Starts bench/baseline-server.ts on a free port; answers its URL and a stop function. */
async function startBaseline(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(nodeBinary(), [path.join(import.meta.dirname, 'baseline-server.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('baseline ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

function serverRssMiB(pid: number | undefined): string {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return `${Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)} MiB`;
  } catch {
    return 'unknown';
  }
}

console.log(`starting the server on ${dataDir} (the first start seeds the demo inventory)...`);
const started = performance.now();
const server = await startServer({
  dataDir,
  databaseUrl: process.env.DATABASE_URL,
  env: { SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
  readyTimeoutMs: 600_000,
});
try {
  const ready = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`server pid ${server.child.pid} ready in ${ready} s at ${server.url}`);
  const groups = await requestGroups(server.url);
  const names = Object.keys(groups);
  console.log(
    `load: ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${SECONDS} s measured; each connection cycles through ${names.map((n) => `${n} (${groups[n].length} requests)`).join(', ')} in equal shares`,
  );
  const { tallies, warmup } = await drive(server.url, groups);
  const overall = newTally();
  for (const name of names) add(overall, tallies[name]);
  console.log('group      req/s  p50 ms  p99 ms  max ms  errors  timeouts  non-2xx');
  for (const name of names) console.log(row(name, tallies[name], SECONDS));
  console.log(row('overall', overall, SECONDS));
  console.log(row('warm-up', warmup, WARMUP));
  console.log(`server RSS after the run: ${serverRssMiB(server.child.pid)}`);
  await server.kill('SIGTERM');

  const baseline = await startBaseline();
  try {
    const bare = (await drive(baseline.url, { baseline: [{ method: 'GET', path: '/baseline' }] }))
      .tallies.baseline;
    console.log(row('baseline', bare, SECONDS));
    const ratio = ((100 * overall.requests) / Math.max(1, bare.requests)).toFixed(1);
    console.log(
      `CarSetu overall: ${ratio}% of a bare Fastify route's rate (${Math.round(overall.requests / SECONDS)} vs ${Math.round(bare.requests / SECONDS)} req/s)`,
    );
  } finally {
    baseline.stop();
  }
  if (overall.errors + overall.non2xx > 0) {
    console.log('expected 0 errors and 0 non-2xx answers: NOT MET');
    process.exitCode = 1;
  } else {
    console.log('0 errors, 0 non-2xx answers (as expected)');
  }
} finally {
  await server.kill('SIGTERM');
  if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
}
