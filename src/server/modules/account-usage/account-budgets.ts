/**
 * Per-account budgets (issue 8; numbers and why: docs/decisions/008-abuse-budgets.md):
 * new listings per day (ACCOUNT_LISTINGS_PER_DAY, default 30) and uploaded
 * photos per hour (ACCOUNT_PHOTOS_PER_HOUR, default 200). Counted in the
 * database, so they hold across restarts, deletes and several servers.
 * Over budget: RetryLaterError, answered 429 with Retry-After (seconds).
 */
import { MSG } from '#shared/messages.ts';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import type { AccountAction } from '../../db/tables/account-tables.ts';
import { RetryLaterError } from '../../http/retry-later-error.ts';
import { lockUser, recordUsage, usageSince } from './account-usage.repository.ts';

/** One budget: at most `max` of `action` per `windowMs`. */
export interface AccountBudget {
  action: AccountAction;
  max: number;
  windowMs: number;
  message: string;
}

/** The budgets every account has. */
export interface AccountBudgets {
  listings: AccountBudget;
  photos: AccountBudget;
}

/** The listing and photo budgets of `limits`. */
export function accountBudgets(limits: Config['limits']): AccountBudgets {
  return {
    listings: {
      action: 'listing',
      max: limits.listingsPerDay,
      windowMs: 24 * 3_600_000,
      message: MSG.listingsPerDay,
    },
    photos: {
      action: 'photos',
      max: limits.photosPerHour,
      windowMs: 3_600_000,
      message: MSG.photosPerHour,
    },
  };
}

/**
 * Throws RetryLaterError when user `userId` cannot spend `amount` more of
 * `budget` at `now`. Without a lock: callers check early (before the costly
 * photo work), then spend under the lock with `spendAccountBudget`.
 */
export async function checkAccountBudget(
  db: Db,
  userId: number,
  budget: AccountBudget,
  amount: number,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - budget.windowMs).toISOString();
  const { used, oldest } = await usageSince(db, userId, budget.action, since);
  if (used + amount <= budget.max) return;
  const freeAt = oldest ? Date.parse(oldest) + budget.windowMs : now.getTime();
  throw new RetryLaterError(
    budget.message,
    Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
  );
}

/**
 * Inside the caller's transaction: locks the account, checks the budget
 * again and records `amount` of it, so the write and the count commit or
 * roll back together. Throws RetryLaterError when over budget.
 */
export async function spendAccountBudget(
  trx: Db,
  userId: number,
  budget: AccountBudget,
  amount: number,
  now: Date,
): Promise<void> {
  await lockUser(trx, userId);
  await checkAccountBudget(trx, userId, budget, amount, now);
  await recordUsage(trx, userId, budget.action, amount, now.toISOString());
}
