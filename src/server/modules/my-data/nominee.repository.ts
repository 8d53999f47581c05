/**
 * The account's nominee (issue 44 part 4; docs/privacy.md#nominee): one row
 * per account in `nominees` (migration 0031), written over when changed.
 */
import type { Db } from '../../db/database.ts';

/** The nominee of user `userId` on the wire (Since: ISO time of the last change), or null. */
export async function nomineeOf(
  db: Db,
  userId: number,
): Promise<{ Name: string; Mobile: string; Since: string } | null> {
  const row = await db
    .selectFrom('nominees')
    .select(['name', 'mobile', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { Name: row.name, Mobile: row.mobile, Since: row.updated_at } : null;
}

/** Names (or renames) user `userId`'s nominee at `nowIso`. */
export async function saveNominee(
  db: Db,
  userId: number,
  nominee: { name: string; mobile: string },
  nowIso: string,
): Promise<void> {
  await db
    .insertInto('nominees')
    .values({ user_id: userId, ...nominee, created_at: nowIso, updated_at: nowIso })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...nominee, updated_at: nowIso }))
    .execute();
}

/** Removes user `userId`'s nominee (none: nothing changes). */
export async function removeNominee(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('nominees').where('user_id', '=', userId).execute();
}
