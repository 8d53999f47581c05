/**
 * Query-planner statistics. Without them SQLite guesses, and a search such as
 * make + fuel + price range walks the price index and sorts (144 ms on 200,000
 * listings) instead of walking the make index in id order (0.1 ms). PostgreSQL
 * keeps its own statistics (autovacuum); we only ANALYZE after bulk loads.
 */
import { sql } from 'kysely';
import type { Db, DbKind } from './database.ts';

/** Recomputes statistics after a bulk load (seed, import). Seconds on a million rows. */
export async function analyzeAfterBulkLoad(db: Db): Promise<void> {
  await sql`ANALYZE`.execute(db);
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
