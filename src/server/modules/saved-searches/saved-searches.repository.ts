/**
 * A buyer's saved searches (migration 0013, docs/product.md#saved-searches):
 * every read and change is scoped to the user, so another user's id is
 * simply not found.
 */
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SavedSearchRow } from '../../db/tables/account-tables.ts';

export type SavedSearchRecord = Selectable<SavedSearchRow>;

/** The newest listing id (0 without listings): a new search's matches are those after it. */
export async function newestListingId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('listings')
    .select(sql<number>`max(id)`.as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** User `userId`'s saved searches, newest first. */
export function savedSearchesOf(db: Db, userId: number): Promise<SavedSearchRecord[]> {
  return db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

/** User `userId`'s saved search `id`, or undefined (another user's too). */
export function savedSearchOf(
  db: Db,
  userId: number,
  id: number,
): Promise<SavedSearchRecord | undefined> {
  return db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Saves a search for `userId` unless they already keep `limit`: in one
 * transaction, so two saves at once cannot pass the limit. Answers the new
 * row, or undefined at the limit.
 */
export async function insertSavedSearch(
  db: Db,
  row: { userId: number; name: string; criteria: string; seenListingId: number; nowIso: string },
  limit: number,
): Promise<SavedSearchRecord | undefined> {
  return db.transaction().execute(async (trx) => {
    // Lock the user's row so concurrent saves of one account queue up (PostgreSQL; SQLite writes one at a time).
    await trx
      .updateTable('users')
      .set({ last_login_at: sql`last_login_at` })
      .where('id', '=', row.userId)
      .execute();
    const count = await trx
      .selectFrom('saved_searches')
      .select(sql<number>`count(*)`.as('n'))
      .where('user_id', '=', row.userId)
      .executeTakeFirst();
    if (Number(count?.n ?? 0) >= limit) return undefined;
    return trx
      .insertInto('saved_searches')
      .values({
        user_id: row.userId,
        name: row.name,
        criteria: row.criteria,
        paused: 0,
        seen_listing_id: row.seenListingId,
        created_at: row.nowIso,
        updated_at: row.nowIso,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Changes user `userId`'s search `id`; answers the row as it is now, or undefined when not theirs. */
export async function updateSavedSearch(
  db: Db,
  userId: number,
  id: number,
  change: { name?: string; paused?: boolean; nowIso: string },
): Promise<SavedSearchRecord | undefined> {
  return db
    .updateTable('saved_searches')
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.paused === undefined ? {} : { paused: change.paused ? 1 : 0 }),
      updated_at: change.nowIso,
    })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes user `userId`'s search `id`; false when not theirs. */
export async function deleteSavedSearch(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_searches')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
