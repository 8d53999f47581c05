/**
 * Query-planner statistics. Without them SQLite guesses, and a search such as
 * make + fuel + price range walks the price index and sorts (144 ms on 200,000
 * listings) instead of walking the make index in id order (0.1 ms). PostgreSQL
 * keeps its own statistics (autovacuum); we only ANALYZE after bulk loads.
 */
import { sql } from 'kysely';
import type { Db, DbKind } from './database.ts';

/**
 * Recomputes statistics after a bulk load (seed, import). Seconds on a million
 * rows. On PostgreSQL only the tables of our own schema (a database-wide
 * ANALYZE reads every other schema's tables too), in a transaction of its own
 * without the statement timeout: a bulk load's statistics may take longer than
 * a request is allowed to.
 */
export async function analyzeAfterBulkLoad(db: Db, kind: DbKind): Promise<void> {
  if (kind !== 'postgres') {
    await sql`ANALYZE`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = 0`.execute(trx);
    const { rows } = await sql<{ name: string }>`
      select quote_ident(tablename) as name from pg_tables where schemaname = current_schema()`.execute(
      trx,
    );
    if (rows.length === 0) return;
    await sql.raw(`ANALYZE ${rows.map((row) => row.name).join(', ')}`).execute(trx);
  });
}

/**
 * On SQLite: refreshes statistics that are missing or stale now, and again every
 * `everyMs` (SQLite's advice for long-lived connections: PRAGMA optimize).
 * Answers a function that stops the timer. No-op on PostgreSQL.
 */
export async function keepPlannerStatsFresh(
  db: Db,
  kind: DbKind,
  everyMs = 3_600_000,
): Promise<() => void> {
  if (kind !== 'sqlite') return () => {};
  await sql`PRAGMA optimize=0x10002`.execute(db);
  const timer = setInterval(() => {
    sql`PRAGMA optimize`.execute(db).catch(() => {});
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
