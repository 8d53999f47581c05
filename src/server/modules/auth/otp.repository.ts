/**
 * OTP challenges and the per-number lock (docs/product.md#sign-in). Times are
 * ISO 8601 strings (UTC); every function takes `db` first, a transaction fits
 * too.
 */
import type { Db } from '../../db/database.ts';
import type { OtpChallengeStatus } from '../../db/tables/account-tables.ts';

/**
 * Serialises OTP sends for `mobile` until the surrounding transaction ends:
 * makes the number's otp_mobiles row if missing, then updates it (a row lock
 * on PostgreSQL; SQLite runs one transaction at a time anyway).
 */
export async function lockMobile(db: Db, mobile: string, nowIso: string): Promise<void> {
  await db
    .insertInto('otp_mobiles')
    .values({ mobile, created_at: nowIso })
    .onConflict((oc) => oc.column('mobile').doNothing())
    .execute();
  await db
    .updateTable('otp_mobiles')
    .set((eb) => ({ mobile: eb.ref('mobile') }))
    .where('mobile', '=', mobile)
    .execute();
}

/** Challenges made for `mobile` at or after `sinceIso`, oldest first (index otp_challenges_mobile_created). */
export async function challengesSince(
  db: Db,
  mobile: string,
  sinceIso: string,
): Promise<{ created_at: string; status: OtpChallengeStatus }[]> {
  return db
    .selectFrom('otp_challenges')
    .select(['created_at', 'status'])
    .where('mobile', '=', mobile)
    .where('created_at', '>=', sinceIso)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Every number's challenges made at or after `sinceIso` (index
 * otp_challenges_created): how many, and when the oldest was made (ISO, or
 * null when none). The deployment-wide OTP send budget counts these.
 */
export async function allChallengesSince(
  db: Db,
  sinceIso: string,
): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('otp_challenges')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('created_at', '>=', sinceIso)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ?? null };
}

export interface NewChallenge {
  mobile: string;
  codeHash: string;
  salt: string;
  createdAt: string;
  expiresAt: string;
}

/** Closes the number's open challenges as 'replaced' and stores `c` as the open one; answers its id. */
export async function openChallenge(db: Db, c: NewChallenge): Promise<number> {
  await db
    .updateTable('otp_challenges')
    .set({ status: 'replaced', closed_at: c.createdAt })
    .where('mobile', '=', c.mobile)
    .where('status', '=', 'open')
    .execute();
  const row = await db
    .insertInto('otp_challenges')
    .values({
      mobile: c.mobile,
      code_hash: c.codeHash,
      salt: c.salt,
      status: 'open',
      attempts: 0,
      created_at: c.createdAt,
      expires_at: c.expiresAt,
      closed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks challenge `id` 'failed' (its message could not be sent). */
export async function markChallengeFailed(db: Db, id: number, nowIso: string): Promise<void> {
  await db
    .updateTable('otp_challenges')
    .set({ status: 'failed', closed_at: nowIso })
    .where('id', '=', id)
    .execute();
}

/** Deletes the number's challenges made before `beforeIso`. */
export async function pruneChallenges(db: Db, mobile: string, beforeIso: string): Promise<void> {
  await db
    .deleteFrom('otp_challenges')
    .where('mobile', '=', mobile)
    .where('created_at', '<', beforeIso)
    .execute();
}

/** The newest challenge of `mobile` whose message went out (any status but 'failed'), or undefined. */
export async function latestChallenge(db: Db, mobile: string) {
  return db
    .selectFrom('otp_challenges')
    .select(['id', 'code_hash', 'salt', 'status', 'attempts', 'expires_at'])
    .where('mobile', '=', mobile)
    .where('status', '!=', 'failed')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Counts one wrong code against open challenge `id` while it has fewer than
 * `maxWrong`; answers the new count, or undefined when the challenge was no
 * longer open or already had `maxWrong` (a concurrent request got there first).
 */
export async function recordWrongCode(
  db: Db,
  id: number,
  maxWrong: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('otp_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('attempts', '<', maxWrong)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

/**
 * Marks open challenge `id` 'verified' if it is still open, unexpired at
 * `nowIso` and under `maxWrong`; true when this call did it (single use even
 * under concurrent requests).
 */
export async function consumeChallenge(
  db: Db,
  id: number,
  nowIso: string,
  maxWrong: number,
): Promise<boolean> {
  const result = await db
    .updateTable('otp_challenges')
    .set({ status: 'verified', closed_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('attempts', '<', maxWrong)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
