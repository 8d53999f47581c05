/**
 * Reads every row of a large table a batch at a time, by ascending id
 * (a keyset seek on the primary key), and lets other work run between
 * batches. On SQLite each query runs synchronously on the server's one
 * event loop: a single read of a million listings at start-up held every
 * request for about 3 s. In batches of `size` rows, no request waits for
 * more than one batch (a few milliseconds).
 *
 * `read(afterId, limit)` answers up to `limit` rows with an id above
 * `afterId`, in ascending id order; the rows are yielded one by one.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

export async function* inIdBatches<T extends { id: number }>(
  read: (afterId: number, limit: number) => Promise<T[]>,
  size = 2000,
): AsyncGenerator<T> {
  let afterId = 0;
  for (;;) {
    const rows = await read(afterId, size);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    afterId = Number(last.id);
    await nextTurn();
  }
}

/**
 * For a query that filters (most rows do not match): `read(afterId,
 * throughId)` answers the matching rows with afterId < id <= throughId, a
 * range of `span` ids at a time up to `maxId`, with other work let in
 * between ranges. Each query reads at most `span` rows by primary key,
 * however few match.
 */
export async function* inIdRanges<T>(
  maxId: number,
  read: (afterId: number, throughId: number) => Promise<T[]>,
  span = 5000,
): AsyncGenerator<T> {
  for (let afterId = 0; afterId < maxId; afterId += span) {
    yield* await read(afterId, afterId + span);
    await nextTurn();
  }
}
