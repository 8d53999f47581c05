/** Users and their access tokens (tokens stored as SHA-256 hashes; docs/product.md#sign-in). */
import type { Db } from '../../db/database.ts';

/**
 * The id of the user with `mobile`, made on first sign-in together with an
 * empty profile row; `last_login_at` becomes `nowIso` either way.
 */
export async function ensureUser(db: Db, mobile: string, nowIso: string): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({ mobile, created_at: nowIso, last_login_at: nowIso })
    .onConflict((oc) => oc.column('mobile').doUpdateSet({ last_login_at: nowIso }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('profiles')
    .values({
      user_id: user.id,
      name: '',
      country_id: null,
      state_id: null,
      city_id: null,
      address: '',
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
