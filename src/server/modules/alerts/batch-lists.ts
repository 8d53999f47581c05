/**
 * List lengths for the daily run's batch queries (run-digests.ts). On
 * PostgreSQL each query text is prepared once per connection, and at most
 * 500 texts a connection (db/pg-named-statements.ts, decision 020): an
 * `IN (...)`, `CASE` or `VALUES` list of every length would be a text of its
 * own and use that up for the requests sharing the pool. Lists padded to a
 * power of two (with their last item again, which changes no answer), and
 * rows written in power-of-two chunks, keep a query to a dozen texts.
 */

/** `xs` padded to a power-of-two length with its last item. */
export function padded<T>(xs: readonly T[]): T[] {
  if (xs.length === 0) return [];
  let n = 1;
  while (n < xs.length) n *= 2;
  return [...xs, ...Array<T>(n - xs.length).fill(xs[xs.length - 1] as T)];
}

/** `xs` cut into power-of-two lengths, longest first (100 items: 64, 32 and 4). */
export function powerOfTwoChunks<T>(xs: readonly T[]): T[][] {
  const chunks: T[][] = [];
  let at = 0;
  while (at < xs.length) {
    let n = 1;
    while (n * 2 <= xs.length - at) n *= 2;
    chunks.push(xs.slice(at, at + n));
    at += n;
  }
  return chunks;
}
