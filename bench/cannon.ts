/**
 * One autocannon run in a process of its own (its CLI with --json), so the
 * load generator never shares a CPU with the server it measures. Used by
 * `npm run bench` (bench/api.ts) and `npm run bench:pages`
 * (bench/pages-html-json.ts).
 */
import path from 'node:path';
import { LOAD_CPUS, pinned } from './cpu-pinning.ts';
import { repoRoot } from './pages-builds.ts';
import { capture } from './pages-procs.ts';

export interface CannonRequest {
  /** Path and query, e.g. "/api/Common/companydata". */
  path: string;
  method?: 'GET' | 'POST';
  /** Form-encoded body (sent with its content type). */
  form?: Record<string, string>;
  /** More request headers. */
  headers?: Record<string, string>;
}

export interface CannonResult {
  path: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Bytes per answer as sent (compressed when asked), headers included. */
  bytesPerAnswer: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/**
 * Drives `base` + `request` with `connections` for `seconds` (after `warmup`
 * seconds on the same connections) and answers what autocannon measured.
 */
export async function cannon(
  base: string,
  request: CannonRequest,
  connections: number,
  seconds: number,
  warmup: number,
): Promise<CannonResult> {
  const cli = path.join(repoRoot, 'node_modules', 'autocannon', 'autocannon.js');
  const args = [cli, '--json', '-c', String(connections), '-d', String(seconds), '-t', '30'];
  for (const [name, value] of Object.entries(request.headers ?? {}))
    args.push('-H', `${name}=${value}`);
  if (request.form) {
    args.push('-m', 'POST', '-H', 'content-type=application/x-www-form-urlencoded');
    args.push('-b', new URLSearchParams(request.form).toString());
  } else if (request.method) args.push('-m', request.method);
  if (warmup > 0) args.push('--warmup', '[', '-c', String(connections), '-d', String(warmup), ']');
  args.push(`${base}${request.path}`);
  const out = await capture(...pinned(LOAD_CPUS, process.execPath, args), { cwd: repoRoot });
  // With a warm-up the CLI prints more than one line: the measured run's JSON is the last.
  const last =
    out
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .at(-1) ?? '{}';
  const r = JSON.parse(last) as {
    requests: { average: number; total: number };
    throughput: { total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    path: request.path,
    reqPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    bytesPerAnswer: r.throughput.total / Math.max(r.requests.total, 1),
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}
