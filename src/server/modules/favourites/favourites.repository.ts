/** Wishlist rows (docs/product.md#favourite): one per user and car, newest first. */
import type { Db } from '../../db/database.ts';

/** Whether listing `listingId` exists (any status). */
export async function listingExists(db: Db, listingId: number): Promise<boolean> {
  const row = await db
    .selectFrom('listings')
    .select('id')
    .where('id', '=', listingId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds car `listingId` to user `userId`'s wishlist at `nowIso`; a car already there keeps its place. */
export async function addFavourite(
  db: Db,
  userId: number,
  listingId: number,
  nowIso: string,
): Promise<void> {
  await db
    .insertInto('favourites')
    .values({ user_id: userId, listing_id: listingId, created_at: nowIso })
    .onConflict((oc) => oc.columns(['user_id', 'listing_id']).doNothing())
    .execute();
}

/** Removes car `listingId` from user `userId`'s wishlist (nothing to remove is fine). */
export async function removeFavourite(db: Db, userId: number, listingId: number): Promise<void> {
  await db
    .deleteFrom('favourites')
    .where('user_id', '=', userId)
    .where('listing_id', '=', listingId)
    .execute();
}

/** Car ids on user `userId`'s wishlist, newest favourite first (index favourites_user_id). */
export async function favouriteListingIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('favourites')
    .select('listing_id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => r.listing_id);
}
