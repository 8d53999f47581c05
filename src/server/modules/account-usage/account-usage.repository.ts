/** account_usage rows: what an account did that its budgets count (docs/decisions/008-abuse-budgets.md). */
import type { Db } from '../../db/database.ts';
import type { AccountAction } from '../../db/tables/account-tables.ts';

/** Locks user `userId`'s row until the transaction ends, so two requests of one account spend its budget one after the other. */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .execute();
}

/** Sum of `amount` of user `userId`'s `action` rows made at or after `sinceIso`, and the oldest such row's time. */
export async function usageSince(
  db: Db,
  userId: number,
  action: AccountAction,
  sinceIso: string,
): Promise<{ used: number; oldest: string | null }> {
  const row = await db
    .selectFrom('account_usage')
    .select((eb) => [eb.fn.sum<number>('amount').as('used'), eb.fn.min('created_at').as('oldest')])
    .where('user_id', '=', userId)
    .where('action', '=', action)
    .where('created_at', '>=', sinceIso)
    .executeTakeFirstOrThrow();
  return { used: Number(row.used ?? 0), oldest: row.oldest ?? null };
}

/** Records `amount` of `action` by user `userId` at `createdAt` (ISO). */
export async function recordUsage(
  db: Db,
  userId: number,
  action: AccountAction,
  amount: number,
  createdAt: string,
): Promise<void> {
  await db
    .insertInto('account_usage')
    .values({ user_id: userId, action, amount, created_at: createdAt })
    .execute();
}

/** Deletes usage rows made before `beforeIso` (no budget looks back that far); answers how many went. */
export async function pruneUsage(db: Db, beforeIso: string): Promise<number> {
  const result = await db
    .deleteFrom('account_usage')
    .where('created_at', '<', beforeIso)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
