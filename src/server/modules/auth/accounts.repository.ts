/** Users and their access tokens (tokens stored as SHA-256 hashes; docs/product.md#sign-in). */
import type { Lang } from '#shared/i18n/lang.ts';
import type { Db } from '../../db/database.ts';

/**
 * The id of the user with `mobile`, made on first sign-in together with its
 * profile row; `last_login_at` becomes `nowIso` and `lang` the language
 * signed in from (issue 26: their WhatsApp messages' language) either way. The new profile
 * is empty, or, when `mobile` is a dealer's registered mobile, filled from
 * the oldest such dealer: firm name, country, state, city and address
 * (docs/decisions/025-dealer-workspace.md), so a dealer is not stopped by
 * the profile prompt on a first sign-in; when `mobile` is in a dealership's
 * team, from that person (their name) and their dealership's place
 * (docs/decisions/040-dealer-team.md).
 */
export async function ensureUser(
  db: Db,
  mobile: string,
  nowIso: string,
  lang: Lang = 'en',
): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({ mobile, created_at: nowIso, last_login_at: nowIso, lang })
    .onConflict((oc) => oc.column('mobile').doUpdateSet({ last_login_at: nowIso, lang }))
    .returning('id')
    .executeTakeFirstOrThrow();
  const dealer =
    (await db
      .selectFrom('dealers as d')
      .innerJoin('states as s', 's.id', 'd.state_id')
      .select(['d.firm_name', 'd.address', 'd.state_id', 'd.city_id', 's.country_id'])
      .where('d.mobile', '=', mobile)
      .orderBy('d.id')
      .limit(1)
      .executeTakeFirst()) ??
    (await db
      .selectFrom('dealer_staff as t')
      .innerJoin('dealers as d', 'd.id', 't.dealer_id')
      .innerJoin('states as s', 's.id', 'd.state_id')
      .select(['t.name as firm_name', 'd.address', 'd.state_id', 'd.city_id', 's.country_id'])
      .where('t.mobile', '=', mobile)
      .where('t.removed_at', 'is', null)
      .limit(1)
      .executeTakeFirst());
  await db
    .insertInto('profiles')
    .values({
      user_id: user.id,
      name: dealer?.firm_name ?? '',
      country_id: dealer?.country_id ?? null,
      state_id: dealer?.state_id ?? null,
      city_id: dealer?.city_id ?? null,
      address: dealer?.address ?? '',
      updated_at: nowIso,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return user.id;
}

export interface NewAccessToken {
  tokenHash: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
}

/** Stores a new access token. */
export async function insertAccessToken(db: Db, t: NewAccessToken): Promise<void> {
  await db
    .insertInto('access_tokens')
    .values({
      token_hash: t.tokenHash,
      user_id: t.userId,
      created_at: t.createdAt,
      expires_at: t.expiresAt,
      revoked_at: null,
    })
    .execute();
}

/** The token with `tokenHash` if unrevoked and unexpired at `nowIso`: its id and user; else undefined. */
export async function findLiveToken(
  db: Db,
  tokenHash: string,
  nowIso: string,
): Promise<{ tokenId: number; userId: number } | undefined> {
  const row = await db
    .selectFrom('access_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return row ? { tokenId: row.id, userId: row.user_id } : undefined;
}

/** Revokes token `tokenId` at `nowIso` (a revoked token stays revoked). */
export async function revokeToken(db: Db, tokenId: number, nowIso: string): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: nowIso })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Account `userId`'s mobile (ten digits), or undefined. */
export async function findUserMobile(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('mobile')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.mobile;
}

/** Revokes every live token of the accounts of `mobile` (a blocked mobile: docs/moderation.md). */
export async function revokeTokensOfMobile(db: Db, mobile: string, nowIso: string): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: nowIso })
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('users').select('id').where('mobile', '=', mobile),
    )
    .where('revoked_at', 'is', null)
    .execute();
}
