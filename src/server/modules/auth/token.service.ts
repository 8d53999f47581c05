/**
 * POST /login (docs/product.md#sign-in-calls, #api-conventions):
 * an OAuth2-style password grant whose Password is VerifyOTP's login ticket.
 * Success makes the user (with an empty profile) on first sign-in and a new
 * access token: 32 random bytes, stored as a SHA-256 hash, valid 30 days.
 */

import type { Lang } from '#shared/i18n/lang.ts';
import { MSG } from '#shared/messages.ts';
import type { TokenError, TokenRequest, TokenResponse } from '#shared/schemas/auth.ts';
import { MOBILE_PATTERN } from '#shared/schemas/fields.ts';
import type { Db } from '../../db/database.ts';
import { isMobileBlocked } from '../blocks/blocked-mobiles.repository.ts';
import { ensureUser, insertAccessToken } from './accounts.repository.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './auth-limits.ts';
import { newOpaqueToken, OPAQUE_TOKEN_PATTERN, tokenHash } from './secrets.ts';
import { pruneLoginTickets, useLoginTicket } from './tickets.repository.ts';

/** The scope the web sends (docs/product.md#sign-in-calls); compared without regard to case. */
export const CLIENT_SCOPE = 'Clientlogin';

export type TokenOutcome =
  | { ok: true; body: TokenResponse }
  | { ok: false; status: 400; body: TokenError };

const refuse = (error: string, error_description: string): TokenOutcome => ({
  ok: false,
  status: 400,
  body: { error, error_description },
});

/**
 * Exchanges a login ticket for an access token at `now`. Refusals (HTTP 400):
 * `invalid_request` (no grant_type), `unsupported_grant_type` (not
 * 'password'), `invalid_scope` (a Scope other than Clientlogin),
 * `invalid_grant` 'The user name or password is incorrect.' (unknown,
 * expired or used ticket, or a ticket issued to another number). A refusal
 * changes no rows. `lang`: the language signed in from, kept as the user's
 * (their WhatsApp messages' language).
 */
export async function exchangeLoginTicket(
  db: Db,
  request: TokenRequest,
  now: Date,
  lang: Lang = 'en',
): Promise<TokenOutcome> {
  const grantType = request.grant_type?.trim();
  if (!grantType) return refuse('invalid_request', 'The grant_type parameter is required.');
  if (grantType !== 'password') {
    return refuse('unsupported_grant_type', 'Only grant_type=password is supported.');
  }
  const scope = request.Scope?.trim();
  if (scope && scope.toLowerCase() !== CLIENT_SCOPE.toLowerCase()) {
    return refuse('invalid_scope', `The scope must be ${CLIENT_SCOPE}.`);
  }
  const mobile = request.UserName?.trim() ?? '';
  const ticket = request.Password?.trim() ?? '';
  if (!MOBILE_PATTERN.test(mobile) || !OPAQUE_TOKEN_PATTERN.test(ticket)) {
    return refuse('invalid_grant', MSG.badCredentials);
  }

  if (await isMobileBlocked(db, mobile)) return refuse('invalid_grant', MSG.mobileBlocked);
  const nowIso = now.toISOString();
  const token = newOpaqueToken();
  const signedIn = await db.transaction().execute(async (trx) => {
    if (!(await useLoginTicket(trx, tokenHash(ticket), mobile, nowIso))) return false;
    const userId = await ensureUser(trx, mobile, nowIso, lang);
    await insertAccessToken(trx, {
      tokenHash: tokenHash(token),
      userId,
      createdAt: nowIso,
      expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString(),
    });
    // Tickets live 5 minutes; keep a day of them for support, drop the rest.
    await pruneLoginTickets(trx, new Date(now.getTime() - 24 * 3_600_000).toISOString());
    return true;
  });
  if (!signedIn) return refuse('invalid_grant', MSG.badCredentials);
  return {
    ok: true,
    body: { access_token: token, token_type: 'bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS },
  };
}
