/**
 * A load generator whose own cost does not grow with the answer's size, for
 * comparing answers of different sizes (the car page's HTML against its
 * JSON: bench/pages-html-json.ts). autocannon appends every body to a
 * string (its pipelined-requests queue), so it spends its CPU on bytes: on
 * this 2-core machine, a bare Fastify route sending the car page's 19.4 kB
 * brotli body answered autocannon 2,087 req/s and a 1.8 kB body 34,673
 * req/s, while undici's pool, which hands the bytes over without decoding
 * them, read the same routes at 14,430 and 26,246 req/s. This one keeps
 * `connections` requests in flight through an undici Pool, reads and drops
 * each body, and records every latency (milliseconds, from just before the
 * request to the body's end).
 *
 * Runs in a process of its own, like the autocannon runs (bench/cannon.ts):
 * `leanLoad()` starts this file, which prints its result as one JSON line.
 */
import path from 'node:path';
import { Pool } from 'undici';
import type { CannonRequest, CannonResult } from './cannon.ts';
import { LOAD_CPUS, pinned } from './cpu-pinning.ts';
import { repoRoot } from './pages-builds.ts';
import { capture } from './pages-procs.ts';

interface Job {
  base: string;
  request: CannonRequest;
  connections: number;
  seconds: number;
  warmup: number;
}

/** `sorted`'s `q` quantile (0..1), nearest rank. */
function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

async function drive(job: Job, seconds: number, record: boolean): Promise<CannonResult> {
  const { request } = job;
  const pool = new Pool(job.base, { connections: job.connections });
  const body = request.form ? new URLSearchParams(request.form).toString() : undefined;
  const headers = {
    ...request.headers,
    ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
  };
  const method = request.method ?? (body ? 'POST' : 'GET');
  const latencies: number[] = [];
  let bytes = 0;
  let errors = 0;
  let non2xx = 0;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const res = await pool.request({ path: request.path, method, headers, body });
        for await (const chunk of res.body) bytes += (chunk as Buffer).length;
        if (record) latencies.push(performance.now() - t0);
        if (res.statusCode < 200 || res.statusCode > 299) non2xx += 1;
      } catch {
        errors += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: job.connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  const sorted = Float64Array.from(latencies).sort();
  return {
    path: request.path,
    reqPerSec: latencies.length / elapsed,
    p50Ms: quantile(sorted, 0.5),
    p99Ms: quantile(sorted, 0.99),
    requests: latencies.length,
    // Bodies only (autocannon's figure also counts the headers).
    bytesPerAnswer: bytes / Math.max(latencies.length, 1),
    errors,
    timeouts: 0,
    non2xx,
  };
}

/**
 * Drives `base` + `request` with `connections` for `seconds` after `warmup`
 * seconds on a pool of its own, in a child process; answers what it
 * measured in autocannon's terms (bench/cannon.ts).
 */
export async function leanLoad(
  base: string,
  request: CannonRequest,
  connections: number,
  seconds: number,
  warmup: number,
): Promise<CannonResult> {
  const job: Job = { base, request, connections, seconds, warmup };
  const out = await capture(
    ...pinned(LOAD_CPUS, process.execPath, [import.meta.filename, JSON.stringify(job)]),
    {
      cwd: repoRoot,
    },
  );
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as CannonResult;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const job = JSON.parse(process.argv[2] ?? '{}') as Job;
  if (job.warmup > 0) await drive(job, job.warmup, false);
  console.log(JSON.stringify(await drive(job, job.seconds, true)));
}
