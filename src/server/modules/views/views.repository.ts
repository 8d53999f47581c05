/**
 * The counted car page views (issue 12 item 3; docs/decisions/021-counted-views.md):
 * `listing_views` holds one row per listing and Indian day. The counter
 * (view-counter.ts) adds its buffered counts here every few seconds; sellers'
 * pages read the totals.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Views counted for one car (its public Rand) on one Indian day (YYYY-MM-DD). */
export interface ViewsOfDay {
  rand: string;
  day: string;
  views: number;
}

/** Rands or ids per query: well under SQLite's and PostgreSQL's limits on parameters. */
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Adds `counts` to `listing_views`: resolves the rands to listing ids in one
 * query, then one upsert that adds to the day's row (`views = views +
 * excluded.views`); per 500 rands when there are more. Rands of no listing
 * (deleted since) are dropped. Answers the views written. Throws on a
 * database error (then nothing of that chunk is written; a listing deleted
 * between the two queries fails its chunk with a foreign-key error).
 */
export async function addViews(db: Db, counts: ViewsOfDay[]): Promise<number> {
  let written = 0;
  for (const part of chunks(counts)) {
    const rands = [...new Set(part.map((c) => c.rand))];
    const listings = await db
      .selectFrom('listings')
      .select(['id', 'rand'])
      .where('rand', 'in', rands)
      .execute();
    const idOf = new Map(listings.map((l) => [l.rand, l.id]));
    // One row per listing and day (an upsert may not touch a row twice).
    const rows = new Map<string, { listing_id: number; day: string; views: number }>();
    for (const { rand, day, views } of part) {
      const id = idOf.get(rand);
      if (id === undefined || views <= 0) continue;
      const key = `${id} ${day}`;
      const row = rows.get(key) ?? { listing_id: id, day, views: 0 };
      row.views += views;
      rows.set(key, row);
    }
    if (rows.size === 0) continue;
    await db
      .insertInto('listing_views')
      .values([...rows.values()])
      .onConflict((oc) =>
        oc
          .columns(['listing_id', 'day'])
          .doUpdateSet({ views: sql<number>`listing_views.views + excluded.views` }),
      )
      .execute();
    for (const row of rows.values()) written += row.views;
  }
  return written;
}

/**
 * Total views of each listing in `listingIds`, all days together or the
 * Indian days from `fromDay` (YYYY-MM-DD) on, for the sellers' stats (My
 * Vehicles, a dealer's workspace, a car's price guidance). Every asked id is in
 * the answer, 0 when never viewed. The caller checks the listings are the
 * seller's: this reads any. Throws on a database error.
 */
export async function viewsByListing(
  db: Db,
  listingIds: number[],
  fromDay?: string,
): Promise<Map<number, number>> {
  const totals = new Map<number, number>(listingIds.map((id) => [id, 0]));
  for (const ids of chunks([...totals.keys()])) {
    let q = db
      .selectFrom('listing_views')
      .select(['listing_id', (eb) => eb.fn.sum<number | string>('views').as('views')])
      .where('listing_id', 'in', ids);
    if (fromDay !== undefined) q = q.where('day', '>=', fromDay);
    const rows = await q.groupBy('listing_id').execute();
    for (const row of rows) totals.set(row.listing_id, Number(row.views));
  }
  return totals;
}
