/**
 * The server's own answer times for one route during a bench window, from
 * its /metrics request-duration histogram (src/server/metrics/metrics.ts:
 * `carsetu_http_request_duration_seconds`, Fastify's elapsed time from the
 * request read to the answer sent). Read before and after a window, the
 * difference counts the window's answers and how many took at most 25 ms:
 * a load generator sharing the machine's CPUs can be late by that much
 * itself (docs/benchmarks.md, alerts at scale), and its lateness does not
 * reach these counts. What they leave out: the time a request waits in the
 * kernel and the event loop before Fastify reads it.
 */

/** A route's 2xx answers so far, and those answered within the 25 ms bucket. */
export interface AnswerCounts {
  total: number;
  within25Ms: number;
}

/** Reads `url`/metrics (with `token`) and counts `route`'s 2xx answers. */
export async function answerCounts(
  url: string,
  token: string,
  route: string,
): Promise<AnswerCounts> {
  const text = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } })
    .then((r) => r.text())
    .catch(() => '');
  const counts = { total: 0, within25Ms: 0 };
  const bucket = /^carsetu_http_request_duration_seconds_bucket\{([^}]*)\} ([0-9.e+-]+)$/gm;
  for (const m of text.matchAll(bucket)) {
    const labels = m[1];
    if (!labels.includes(`route="${route}"`) || !/status="2\d\d"/.test(labels)) continue;
    if (labels.includes('le="+Inf"')) counts.total += Number(m[2]);
    if (labels.includes('le="0.025"')) counts.within25Ms += Number(m[2]);
  }
  return counts;
}

/** The answers between two reads. */
export function between(before: AnswerCounts, after: AnswerCounts): AnswerCounts {
  return { total: after.total - before.total, within25Ms: after.within25Ms - before.within25Ms };
}

/** The windows' answers put together, and the share answered within 25 ms (0..1; NaN: none). */
export function shareWithin25Ms(windows: (AnswerCounts | undefined)[]): {
  total: number;
  share: number;
} {
  const total = windows.reduce((s, w) => s + (w?.total ?? 0), 0);
  const within = windows.reduce((s, w) => s + (w?.within25Ms ?? 0), 0);
  return { total, share: total ? within / total : Number.NaN };
}
