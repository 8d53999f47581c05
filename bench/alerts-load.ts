/**
 * The alerts bench's load generator (bench/alerts-digest.ts): autocannon in
 * a process of its own, on the load generator's CPU (bench/cpu-pinning.ts),
 * sending a mix of search calls, each drawn at random from a list (so 100
 * connections do not ask the same thing in step), each connection its next
 * as soon as it has its answer, for a number of seconds or until SIGINT.
 * (No fixed rate: autocannon's sends each connection's share of a second in
 * one burst at the second's start.) Every 2xx answer's latency is written to a file (float32,
 * ms), so the bench can put windows together and take exact percentiles.
 *
 * Run as a script: `node bench/alerts-load.ts <spec.json>`; `runLoad` below
 * starts it and reads the result.
 */
import fs from 'node:fs';
import path from 'node:path';
import { nodeBinary } from '../src/server/reliability/server-process.ts';
import { LOAD_CPUS, pinned } from './cpu-pinning.ts';
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
  /** Where the latencies go. */
  latencyFile: string;
}

export interface LoadResult {
  seconds: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Latencies of the 2xx answers, ms. */
  latencies: Float32Array;
}

/** Starts the load process; `stop()` ends it early (SIGINT); `done` is its result. */
export function runLoad(spec: LoadSpec): { stop(): void; done: Promise<LoadResult> } {
  const specFile = `${spec.latencyFile}.spec.json`;
  fs.writeFileSync(specFile, JSON.stringify(spec));
  const child = spawnTracked(
    ...pinned(LOAD_CPUS, nodeBinary(), [path.join(repoRoot, 'bench', 'alerts-load.ts'), specFile]),
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
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

async function main(specFile: string): Promise<void> {
  const { default: autocannon } = await import('autocannon');
  const spec = JSON.parse(fs.readFileSync(specFile, 'utf8')) as LoadSpec;
  let seed = 12345;
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return spec.requests[seed % spec.requests.length];
  };
  const built = spec.requests.map((r) =>
    r.form
      ? {
          method: 'POST' as const,
          path: r.path,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(r.form).toString(),
        }
      : { method: 'GET' as const, path: r.path },
  );
  const index = new Map(spec.requests.map((r, i) => [r, i]));
  const latencies: number[] = [];
  const started = performance.now();
  const instance = autocannon(
    {
      url: spec.url,
      connections: spec.connections,
      duration: spec.seconds,
      timeout: 30,
      requests: [
        {
          setupRequest: (req: object) => ({ ...req, ...built[index.get(next()) ?? 0] }),
        },
      ],
    },
    (err, result) => {
      if (err) throw err;
      fs.writeFileSync(spec.latencyFile, Buffer.from(new Float32Array(latencies).buffer));
      console.log(
        JSON.stringify({
          seconds: (performance.now() - started) / 1000,
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        }),
      );
    },
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  process.once('SIGINT', () => instance.stop());
}

if (import.meta.main) await main(process.argv[2] as string);
