/**
 * The alerts bench's load generator (bench/alerts-digest.ts): autocannon in
 * a process of its own, on the load generator's CPU (bench/cpu-pinning.ts),
 * sending a mix of search calls, each drawn at random from a list (so 100
 * connections do not ask the same thing in step), for a number of seconds or
 * until SIGINT: either closed (autocannon: each connection its next as soon
 * as it has its answer, the server's capacity) or, with `rate`, open at a
 * set rate (undici: one request every 1/rate s whatever the answers, each
 * timed from when it was due, so a server falling behind shows in the
 * latencies instead of slowing the load; autocannon's own rate sends each
 * connection's share of a second in one burst at the second's start). A
 * set-rate generator runs ahead of the rest on its CPU (cpu-pinning.ts'
 * `ahead`), so its own wait for the CPU is not counted as the server's.
 * Every 2xx answer's latency is written to a file (float32, ms), so the
 * bench can put windows together and take exact percentiles.
 *
 * Run as a script: `node bench/alerts-load.ts <spec.json>`; `runLoad` below
 * starts it and reads the result.
 */
import fs from 'node:fs';
import path from 'node:path';
import { nodeBinary } from '../src/server/reliability/server-process.ts';
import { ahead, LOAD_CPUS, pinned, raiseSession } from './cpu-pinning.ts';
import { repoRoot } from './pages-builds.ts';
import { spawnTracked } from './pages-procs.ts';

export interface LoadRequest {
  path: string;
  /** Form fields (POSTed form-encoded); absent: GET. */
  form?: Record<string, string>;
}

export interface LoadSpec {
  url: string;
  connections: number;
  seconds: number;
  requests: LoadRequest[];
  /** Requests a second, sent open-loop (absent: closed, as fast as answered). */
  rate?: number;
  /** Where the latencies go. */
  latencyFile: string;
}

export interface LoadResult {
  seconds: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Set rate only: how late the generator sent (p99, largest; ms), counted in the latencies. */
  sentLate?: { p99Ms: number; maxMs: number };
  /** Latencies of the 2xx answers, ms. */
  latencies: Float32Array;
}

/** Starts the load process; `stop()` ends it early (SIGINT); `done` is its result. */
export function runLoad(spec: LoadSpec): { stop(): void; done: Promise<LoadResult> } {
  const specFile = `${spec.latencyFile}.spec.json`;
  fs.writeFileSync(specFile, JSON.stringify(spec));
  const [command, args] = pinned(LOAD_CPUS, nodeBinary(), [
    path.join(repoRoot, 'bench', 'alerts-load.ts'),
    specFile,
  ]);
  const launch: [string, string[]] = spec.rate ? ahead(command, args) : [command, args];
  const child = spawnTracked(...launch, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (spec.rate) raiseSession(child.pid);
  let out = '';
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  const done = new Promise<LoadResult>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited ${code}`));
      const summary = JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
      const bytes = fs.readFileSync(spec.latencyFile);
      fs.rmSync(spec.latencyFile, { force: true });
      fs.rmSync(specFile, { force: true });
      const latencies = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
      resolve({ ...summary, latencies: latencies.slice() });
    });
  });
  return { stop: () => child.kill('SIGINT'), done };
}

/** The `q` quantile (0..1) of sorted `xs`. */
export function quantile(xs: Float32Array, q: number): number {
  if (xs.length === 0) return Number.NaN;
  return xs[Math.min(xs.length - 1, Math.floor(q * xs.length))];
}

/** Several windows' latencies, one sorted array. */
export function merged(results: LoadResult[]): Float32Array {
  const all = new Float32Array(results.reduce((n, r) => n + r.latencies.length, 0));
  let at = 0;
  for (const r of results) {
    all.set(r.latencies, at);
    at += r.latencies.length;
  }
  return all.sort();
}

type Built = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

async function main(specFile: string): Promise<void> {
  const spec = JSON.parse(fs.readFileSync(specFile, 'utf8')) as LoadSpec;
  let seed = 12345;
  const built: Built[] = spec.requests.map((r) =>
    r.form
      ? {
          method: 'POST' as const,
          path: r.path,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(r.form).toString(),
        }
      : { method: 'GET' as const, path: r.path },
  );
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return built[seed % built.length] as Built;
  };
  const started = performance.now();
  const result = spec.rate ? await openLoop(spec, next) : await closedLoop(spec, next);
  fs.writeFileSync(spec.latencyFile, Buffer.from(new Float32Array(result.latencies).buffer));
  const { latencies: _l, ...summary } = result;
  console.log(JSON.stringify({ seconds: (performance.now() - started) / 1000, ...summary }));
}

type Sent = {
  requests: number;
  non2xx: number;
  errors: number;
  latencies: number[];
  /** Open loop only: how late the generator itself sent requests (p99 and largest, ms). */
  sentLate?: { p99Ms: number; maxMs: number };
};

/** autocannon: each connection sends its next request as soon as it has its answer. */
async function closedLoop(spec: LoadSpec, next: () => Built): Promise<Sent> {
  const { default: autocannon } = await import('autocannon');
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        duration: spec.seconds,
        timeout: 30,
        requests: [{ setupRequest: (req: object) => ({ ...req, ...next() }) }],
      },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          latencies,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
    process.once('SIGINT', () => instance.stop());
  });
}

/** undici: request n is sent at n/rate s (connections: the pool's size), timed from then. */
async function openLoop(spec: LoadSpec, next: () => Built): Promise<Sent> {
  const { Pool } = await import('undici');
  const pool = new Pool(spec.url, { connections: spec.connections });
  const rate = spec.rate as number;
  const out: Sent = { requests: 0, non2xx: 0, errors: 0, latencies: [] };
  let stopped = false;
  process.once('SIGINT', () => {
    stopped = true;
  });
  const inFlight = new Set<Promise<void>>();
  // Lateness of the generator's own sends: a late send counts in the latency (it is timed from
  // when it was due), so a starved generator would pass for a slow server.
  const late: number[] = [];
  const start = performance.now();
  while (!stopped && performance.now() - start < spec.seconds * 1000) {
    const due = Math.floor(((performance.now() - start) * rate) / 1000);
    while (out.requests < due) {
      const dueAt = start + (out.requests * 1000) / rate;
      late.push(performance.now() - dueAt);
      out.requests += 1;
      const p = pool.request({ ...next(), headersTimeout: 30_000 }).then(
        async (res) => {
          await res.body.dump();
          if (res.statusCode >= 200 && res.statusCode < 300)
            out.latencies.push(performance.now() - dueAt);
          else out.non2xx += 1;
        },
        () => {
          out.errors += 1;
        },
      );
      inFlight.add(p);
      p.finally(() => inFlight.delete(p));
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inFlight);
  await pool.close();
  late.sort((a, b) => a - b);
  out.sentLate = {
    p99Ms: late[Math.floor(0.99 * (late.length - 1))] ?? 0,
    maxMs: late.at(-1) ?? 0,
  };
  return out;
}

if (import.meta.main) await main(process.argv[2] as string);
