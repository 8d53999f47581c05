/**
 * Home order (GetRandomly2Car_cars, docs/product.md#home-and-search-calls;
 * docs/decisions/002): unsold cars in a daily rotation of the
 * `(status, shuffle, id)` index. Segment A holds rows with shuffle >= pivot,
 * segment B rows with shuffle < pivot; the day's order is A ascending then B
 * ascending (ties by id), so pages never repeat or skip. Both segments are
 * range scans of listings_status_shuffle.
 */
import type { Db } from '../../db/database.ts';
import type { HomePosition } from './cursor.ts';

type Segment = 'A' | 'B';

/**
 * One segment of the day's order (exposed so a test can EXPLAIN it): segment
 * A = shuffle >= pivot, B = shuffle < pivot, ascending by (shuffle, id),
 * optionally after a position.
 */
export function segmentQuery(db: Db, pivot: number, segment: Segment, after?: HomePosition) {
  let q = db
    .selectFrom('listings')
    .select(['id', 'shuffle'])
    .where('status', '=', 'UnSold')
    .where('shuffle', segment === 'A' ? '>=' : '<', pivot);
  if (after) {
    q = q.where((eb) => eb(eb.refTuple('shuffle', 'id'), '>', eb.tuple(after.shuffle, after.id)));
  }
  return q.orderBy('shuffle').orderBy('id');
}

const toPositions = (pivot: number, rows: { id: number; shuffle: number }[]): HomePosition[] =>
  rows.map((r) => ({ pivot, wrapped: r.shuffle < pivot, shuffle: r.shuffle, id: r.id }));

/** Unsold rows in segment A (shuffle >= pivot): an index-only count, used by the OFFSET path. */
async function countSegmentA(db: Db, pivot: number): Promise<number> {
  const row = await db
    .selectFrom('listings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'UnSold')
    .where('shuffle', '>=', pivot)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Up to `limit` positions of the day's order that follow `after` (keyset,
 * no OFFSET; the pivot comes from the cursor so a walk begun yesterday ends
 * in yesterday's order).
 */
export async function homePositionsAfter(
  db: Db,
  after: HomePosition,
  limit: number,
): Promise<HomePosition[]> {
  const { pivot } = after;
  if (after.wrapped) {
    return toPositions(pivot, await segmentQuery(db, pivot, 'B', after).limit(limit).execute());
  }
  const a = await segmentQuery(db, pivot, 'A', after).limit(limit).execute();
  const b =
    a.length < limit
      ? await segmentQuery(db, pivot, 'B')
          .limit(limit - a.length)
          .execute()
      : [];
  return toPositions(pivot, [...a, ...b]);
}

/**
 * Up to `limit` positions of the day's order starting at row `offset` (0-based;
 * legacy `Pageindex` paging, OFFSET over the index).
 */
export async function homePositionsAt(
  db: Db,
  pivot: number,
  offset: number,
  limit: number,
): Promise<HomePosition[]> {
  const a = await segmentQuery(db, pivot, 'A').limit(limit).offset(offset).execute();
  if (a.length === limit) return toPositions(pivot, a);
  // A ended inside this page (B starts at 0) or before it (B starts at offset - |A|).
  const bOffset = a.length > 0 ? 0 : Math.max(0, offset - (await countSegmentA(db, pivot)));
  const b = await segmentQuery(db, pivot, 'B')
    .limit(limit - a.length)
    .offset(bOffset)
    .execute();
  return toPositions(pivot, [...a, ...b]);
}
