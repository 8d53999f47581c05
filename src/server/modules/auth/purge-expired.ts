/**
 * Housekeeping for sign-in rows nobody can use any more: access tokens that
 * expired or were revoked over a day ago, login tickets past their expiry,
 * and OTP challenges older than a day (the per-number send limit looks back
 * one hour, so older challenges count for nothing). Run hourly by server.ts.
 */
import type { Db } from '../../db/database.ts';

const DAY_MS = 86_400_000;

/** Deletes the rows described above as of `now`; answers how many of each went. */
export async function purgeExpiredSignInRows(
  db: Db,
  now: Date,
): Promise<{ tokens: number; tickets: number; challenges: number }> {
  const nowIso = now.toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const tokens = await db
    .deleteFrom('access_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
    .executeTakeFirst();
  const tickets = await db
    .deleteFrom('login_tickets')
    .where('expires_at', '<', nowIso)
    .executeTakeFirst();
  const challenges = await db
    .deleteFrom('otp_challenges')
    .where('created_at', '<', dayAgo)
    .executeTakeFirst();
  return {
    tokens: Number(tokens.numDeletedRows),
    tickets: Number(tickets.numDeletedRows),
    challenges: Number(challenges.numDeletedRows),
  };
}
