/**
 * How long a request waits while a server that has just started does its
 * start-up housekeeping (photo sweep, missing share cards and renditions;
 * src/server/server.ts). On SQLite every query runs on the one event loop,
 * so a scan of a large table stalls every request for as long as it takes.
 * Asks GET /healthz one request at a time for `seconds` right after the
 * server's first answer (startServer's readiness check, whose own wait
 * `firstAnswerMs` counts too), and answers the longest and the p99 wait, in ms.
 */
export async function startupStall(
  server: { url: string; firstAnswerMs: number },
  seconds: number,
): Promise<{ requests: number; maxMs: number; p99Ms: number }> {
  const waits: number[] = [server.firstAnswerMs];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const start = performance.now();
    await fetch(`${server.url}/healthz`).then((r) => r.arrayBuffer());
    waits.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  waits.sort((a, b) => a - b);
  return {
    requests: waits.length,
    maxMs: waits.at(-1) ?? 0,
    p99Ms: waits[Math.floor(0.99 * (waits.length - 1))] ?? 0,
  };
}
