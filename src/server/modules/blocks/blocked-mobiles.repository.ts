/**
 * Blocked mobiles (docs/moderation.md#blocks, migration 0016): a mobile an
 * operator blocked cannot sign in, send leads or report, and its listings
 * are hidden. Read by auth, leads and reports; written by the console.
 */
import type { Db } from '../../db/database.ts';

/** True when `mobile` (ten digits) is blocked. */
export async function isMobileBlocked(db: Db, mobile: string): Promise<boolean> {
  const row = await db
    .selectFrom('blocked_mobiles')
    .select('mobile')
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  return row !== undefined;
}

/** The block of `mobile`, or undefined. */
export async function findBlock(db: Db, mobile: string) {
  return db
    .selectFrom('blocked_mobiles')
    .selectAll()
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

/** Blocks `mobile`; false when it already was. */
export async function insertBlock(
  db: Db,
  row: { mobile: string; reason: string; blockedBy: number; nowIso: string },
): Promise<boolean> {
  const result = await db
    .insertInto('blocked_mobiles')
    .values({
      mobile: row.mobile,
      reason: row.reason,
      blocked_by: row.blockedBy,
      created_at: row.nowIso,
    })
    .onConflict((oc) => oc.column('mobile').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Unblocks `mobile`; false when it was not blocked. */
export async function deleteBlock(db: Db, mobile: string): Promise<boolean> {
  const result = await db
    .deleteFrom('blocked_mobiles')
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Blocked mobiles, newest first (at most `limit`). */
export async function listBlocks(db: Db, limit: number) {
  return db
    .selectFrom('blocked_mobiles')
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
