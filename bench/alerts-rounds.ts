/**
 * The alerts bench's load windows (bench/alerts-digest.ts): rounds of
 * bench/api.ts's searches at capacity (`connections`, 100), the buyers' own
 * searches (4 at a time) and bench/api.ts's searches at a set rate
 * (`pacedRate`, open loop; docs/decisions/042-latency-at-a-set-rate.md),
 * each set-rate window also counted at the server
 * (bench/server-answer-times.ts). Each load runs in a process of its own
 * (bench/alerts-load.ts).
 */
import path from 'node:path';
import { type LoadRequest, runLoad } from './alerts-load.ts';
import type { Windows } from './alerts-report.ts';
import { answerCounts, between } from './server-answer-times.ts';

/** What the windows send, where, and for how long (seconds). */
export interface RoundsSetup {
  serverUrl: string;
  /** /metrics' token (the server's answer counts). */
  metricsToken: string;
  /** The search API's path, counted at the server. */
  searchPath: string;
  apiCalls: LoadRequest[];
  buyers: LoadRequest[];
  connections: number;
  buyerConnections: number;
  pacedRate: number;
  pacedConnections: number;
  apiSeconds: number;
  buyersSeconds: number;
  /** Where the latency files go. */
  cacheDir: string;
  log(line: string): void;
}

/**
 * Rounds of the three load windows until `done()` (asked every second) or
 * `count` rounds; a window running when `done()` turns true is cut there.
 * A `warmup` round's windows are shorter and say nothing.
 */
export async function loadRounds(
  setup: RoundsSetup,
  count: number,
  done: () => Promise<boolean>,
  warmup = false,
): Promise<Windows> {
  const windows: Windows = { api: [], buyers: [], paced: [], pacedAtServer: [] };
  const specs = [
    [
      'api',
      {
        connections: setup.connections,
        seconds: warmup ? 3 : setup.apiSeconds,
        requests: setup.apiCalls,
      },
    ],
    [
      'buyers',
      {
        connections: setup.buyerConnections,
        seconds: warmup ? 10 : setup.buyersSeconds,
        requests: setup.buyers,
      },
    ],
    [
      'paced',
      {
        connections: setup.pacedConnections,
        seconds: warmup ? 3 : setup.apiSeconds,
        requests: setup.apiCalls,
        rate: setup.pacedRate,
      },
    ],
  ] as const;
  const atServer = () => answerCounts(setup.serverUrl, setup.metricsToken, setup.searchPath);
  let over = false;
  for (let i = 0; i < count && !over; i++) {
    for (const [kind, spec] of specs) {
      if (over) break;
      const before = kind === 'paced' ? await atServer() : undefined;
      const load = runLoad({
        url: setup.serverUrl,
        ...spec,
        latencyFile: path.join(setup.cacheDir, `alerts-latency-${process.pid}-${kind}`),
      });
      let running = true;
      const watcher = (async () => {
        while (running && !over) {
          await new Promise((r) => setTimeout(r, 1000));
          if (running && (await done())) {
            over = true;
            load.stop();
          }
        }
      })();
      const result = await load.done;
      running = false;
      await watcher;
      windows[kind].push(result);
      if (before) windows.pacedAtServer.push(between(before, await atServer()));
      if (result.sentLate && !warmup) {
        setup.log(
          `  set-rate window: the generator sent late by p99 ${result.sentLate.p99Ms.toFixed(1)} ms, at most ${result.sentLate.maxMs.toFixed(0)} ms`,
        );
      }
    }
  }
  return windows;
}
