/** Cities users add from the Profile screen (docs/product.md#client-profile, #profile-calls). */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Error raised by the database for a duplicate key (PostgreSQL 23505, SQLite
 * "UNIQUE constraint failed"); true for such an error.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return (
    e?.code === '23505' ||
    (typeof e?.message === 'string' && /UNIQUE constraint failed/.test(e.message))
  );
}

/**
 * Stores city `name` in state `stateId` unless the state already has a city
 * of that name in any letter case; answers the new id, or undefined for a
 * duplicate (also when a concurrent request stored it first).
 */
export async function insertCityUnlessExists(
  db: Db,
  stateId: number,
  name: string,
): Promise<number | undefined> {
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('cities')
        .select('id')
        .where('state_id', '=', stateId)
        .where(sql<string>`lower(name)`, '=', name.toLowerCase())
        .executeTakeFirst();
      if (existing) return undefined;
      const row = await trx
        .insertInto('cities')
        .values({ state_id: stateId, name })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}
