/**
 * The figures of the alerts bench (bench/alerts-digest.ts): the making's and
 * the sending's times, and the search API's p50/p99 and rate quiet, while
 * the digests are made and while they are sent, each load window's
 * latencies put together (exact percentiles), the 100-connection rate as a
 * share of the bare Fastify route's; then the goal of issue 42 part 4
 * (within 10 minutes; p99 under 25 ms for bench/api.ts's searches at a set
 * rate: docs/decisions/042-latency-at-a-set-rate.md).
 */

import { type LoadResult, merged, quantile } from './alerts-load.ts';
import type { DigestProgress } from './alerts-watch.ts';
import type { CannonResult } from './cannon.ts';
import { type AnswerCounts, shareWithin25Ms } from './server-answer-times.ts';

export interface Windows {
  /** bench/api.ts's search calls with 100 connections. */
  api: LoadResult[];
  /** Buyers' saved searches, a few at a time. */
  buyers: LoadResult[];
  /** bench/api.ts's search calls at a set rate (open loop). */
  paced: LoadResult[];
  /** The server's own count of the set-rate windows' answers (bench/server-answer-times.ts). */
  pacedAtServer: AnswerCounts[];
}

export interface Report {
  scale: { listings: number; buyers: number };
  seedSeconds: number;
  connections: number;
  buyerConnections: number;
  /** Requests a second of the paced window. */
  pacedRate: number;
  /** Who did the jobs: the jobs process (npm run jobs) or the server itself. */
  jobs: 'process' | 'server';
  /** Where PostgreSQL ran (bench/postgres-pinning.ts). */
  postgres: string;
  /** How the set-rate generator ran on its CPU (bench/cpu-pinning.ts' `ahead`). */
  generator: string;
  /** os.loadavg() at the start and at the end (other work on the machine). */
  loadAverage: number[];
  quiet: Windows;
  making: Windows;
  sending: Windows;
  made: { digests: number; seconds: number; jobState: string; jobSeconds?: number };
  sent: DigestProgress & { seconds: number };
  /** The bare route before and after the run. */
  bare: CannonResult[];
  /** Filled by printReport: the table's figures. */
  figures?: Record<string, Figures>;
}

export interface Figures {
  requests: number;
  seconds: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failed: number;
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-IN', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '-';

export function figuresOf(windows: LoadResult[]): Figures {
  const all = merged(windows);
  const seconds = windows.reduce((s, w) => s + w.seconds, 0);
  const requests = windows.reduce((s, w) => s + w.requests, 0);
  return {
    requests,
    seconds,
    reqPerSec: requests / Math.max(seconds, 0.001),
    p50Ms: quantile(all, 0.5),
    p99Ms: quantile(all, 0.99),
    maxMs: all.length ? all[all.length - 1] : Number.NaN,
    failed: windows.reduce((s, w) => s + w.non2xx + w.errors, 0),
  };
}

export function printReport(r: Report, log: (line: string) => void): void {
  const bareRate = r.bare.reduce((s, b) => s + b.reqPerSec, 0) / r.bare.length;
  const buyersPerSec = r.scale.buyers / r.made.seconds;
  console.log(
    `\nAlerts at scale: ${fmt(r.scale.buyers)} buyers with alerts on (3 saved searches each), ${fmt(r.scale.listings)} listings, PostgreSQL`,
  );
  console.log(
    `  making: ${fmt(r.made.digests)} digests for ${fmt(r.scale.buyers)} buyers in ${fmt(r.made.seconds, 1)} s (${fmt(buyersPerSec)} buyers/s); the alert-digests job: ${r.made.jobState}${r.made.jobSeconds === undefined ? '' : ` in ${fmt(r.made.jobSeconds, 1)} s`}`,
  );
  const s = r.sent;
  console.log(
    `  sending: ${fmt(s.sent)} sent, ${fmt(s.skipped)} skipped, ${fmt(s.failed)} failed, ${fmt(s.pending)} still to send after ${fmt(s.seconds)} s (${fmt(s.sent / s.seconds)} a second)`,
  );
  console.log(
    `  bare Fastify route, ${r.connections} connections: ${fmt(r.bare[0].reqPerSec)} req/s before, ${fmt(r.bare[1]?.reqPerSec ?? Number.NaN)} after; p99 ${r.bare[0].p99Ms} ms`,
  );
  console.log(
    `\n  ${'search API'.padEnd(46)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'of bare'.padStart(8)} ${'failed'.padStart(7)}`,
  );
  r.figures = {};
  for (const [phase, w] of [
    ['quiet', r.quiet],
    ['while making', r.making],
    ['while sending', r.sending],
  ] as const) {
    for (const [kind, label] of [
      ['api', `bench/api.ts's searches, ${r.connections} conn.`],
      ['buyers', `buyers' searches, ${r.buyerConnections} at a time`],
      ['paced', `bench/api.ts's searches, ${fmt(r.pacedRate)}/s set`],
    ] as const) {
      const f = figuresOf(w[kind]);
      r.figures[`${kind}, ${phase}`] = f;
      const share = kind === 'api' ? `${fmt((100 * f.reqPerSec) / bareRate, 1)}%` : '';
      console.log(
        `  ${`${label}, ${phase}`.padEnd(46)} ${fmt(f.reqPerSec).padStart(8)} ${fmt(f.p50Ms, 1).padStart(7)} ${fmt(f.p99Ms, 1).padStart(7)} ${fmt(f.maxMs, 0).padStart(7)} ${share.padStart(8)} ${String(f.failed).padStart(7)}`,
      );
    }
  }
  const api = r.figures['api, while making'];
  const paced = r.figures['paced, while making'];
  const buyers = r.figures['buyers, while making'];
  const buyersQuiet = r.figures['buyers, quiet'];
  console.log(
    `\n  load average (other work on the machine): ${r.loadAverage.map((l) => fmt(l, 1)).join(', ')} (1, 5, 15 min at the start, then at the end)`,
  );
  log('Goal (issue 42 part 4):');
  const check = (ok: boolean, what: string) => console.log(`  ${ok ? 'pass' : 'FAIL'}  ${what}`);
  check(
    r.made.seconds <= 600,
    `the day's digests made within 10 minutes (${fmt(r.made.seconds)} s)`,
  );
  check(
    paced.p99Ms < 25,
    `search p99 under 25 ms while they are made (bench/api.ts's searches at ${fmt(r.pacedRate)} a second): ${fmt(paced.p99Ms, 1)} ms`,
  );
  const atServer = (w: Windows) => {
    const { total, share } = shareWithin25Ms(w.pacedAtServer);
    return `${fmt(100 * share, 2)}% of ${fmt(total)}`;
  };
  const makingAtServer = shareWithin25Ms(r.making.pacedAtServer);
  check(
    makingAtServer.share >= 0.99,
    `the same at the server (its own answer times, no generator lateness: p99 under 25 ms when 99% answer within it): ${atServer(r.making)} within 25 ms while made; quiet ${atServer(r.quiet)}, while sending ${atServer(r.sending)}`,
  );
  console.log(`        ${r.postgres}; set-rate generator ${r.generator}`);
  console.log(
    `        at capacity (${r.connections} connections, no target): p99 ${fmt(api.p99Ms, 1)} ms while made`,
  );
  console.log(
    `        buyers' own searches (computed) p99 ${fmt(buyers.p99Ms, 1)} ms while made, ${fmt(buyersQuiet.p99Ms, 1)} ms quiet (no target)`,
  );
}
