/**
 * PostgreSQL test files share one database, each in a schema of its own, and
 * run side by side. Kysely's migrator looks for its tables through an
 * introspection query over every schema of the database, which fails
 * ('schema "t_…" does not exist') when another file drops its schema in the
 * middle of it. Test set-ups therefore migrate, and drop schemas, while
 * holding one advisory lock: the two never overlap.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The advisory lock key of test schema changes (any constant, ours alone). */
const TEST_SCHEMA_LOCK = 7_340_112_903;

/** Runs `work` while holding the test schema lock on one of `admin`'s connections. */
export async function withTestSchemaLock<T>(admin: Db, work: () => Promise<T>): Promise<T> {
  return admin.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${TEST_SCHEMA_LOCK})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${TEST_SCHEMA_LOCK})`.execute(conn);
    }
  });
}
