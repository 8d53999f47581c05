/**
 * The server's event-loop delay during the alerts bench (bench/alerts-digest.ts):
 * its /metrics (prom-client's default metrics, served with METRICS_TOKEN) read
 * once a second, and the largest delay and the p99 of each read (seconds in
 * the metrics, milliseconds here) kept by the phase the bench says it is in.
 * A large delay while the digests are made means the making holds the event
 * loop; a small one, with search latency high, points at the CPU or the
 * database instead (docs/benchmarks.md, alerts at scale).
 */

/** The max and p99 event-loop delays read in each phase, ms. */
export type LagByPhase = Record<string, { max: number[]; p99: number[] }>;

/** Reads `url`/metrics with `token` every second until stop(); `phase` names where the bench is. */
export function watchLoopLag(url: string, token: string) {
  const byPhase: LagByPhase = {};
  let phase = 'start';
  let stopped = false;
  const read = (text: string, name: string) => {
    const m = new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text);
    return m ? Number(m[1]) * 1000 : Number.NaN;
  };
  const loop = (async () => {
    while (!stopped) {
      await new Promise((r) => setTimeout(r, 1000));
      const text = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } })
        .then((r) => r.text())
        .catch(() => '');
      const entry = byPhase[phase] ?? { max: [], p99: [] };
      byPhase[phase] = entry;
      entry.max.push(read(text, 'nodejs_eventloop_lag_max_seconds'));
      entry.p99.push(read(text, 'nodejs_eventloop_lag_p99_seconds'));
    }
  })();
  return {
    setPhase(p: string) {
      phase = p;
    },
    async stop(): Promise<LagByPhase> {
      stopped = true;
      await loop;
      return byPhase;
    },
  };
}

/** One line per phase: the largest max delay and the median of the reads' max and p99, ms. */
export function lagLines(byPhase: LagByPhase): string[] {
  const median = (xs: number[]) => {
    const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
    return s.length ? s[Math.floor(s.length / 2)] : Number.NaN;
  };
  return Object.entries(byPhase).map(
    ([phase, { max, p99 }]) =>
      `  event-loop delay, ${phase.padEnd(14)} reads ${String(max.length).padStart(4)}: largest ${Math.max(...max.filter(Number.isFinite)).toFixed(0)} ms, median of each second's max ${median(max).toFixed(0)} ms, of p99 ${median(p99).toFixed(0)} ms`,
  );
}
