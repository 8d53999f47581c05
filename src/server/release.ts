/**
 * The release step (issue 11): migrate, then seed an empty database, while
 * holding the release lock, so instances started together, or
 * `npm run migrate` run beside them, never race. On PostgreSQL the lock is a
 * session advisory lock held on one pooled connection while the work runs on
 * the others (so the pool needs at least two connections); on SQLite one
 * process owns the file, and SQLite serialises its writes itself.
 */
import { sql } from 'kysely';
import type { Db, DbKind } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedOnFirstStart } from './db/seed/seed-on-first-start.ts';
import type { PhotoStorage } from './ports/photo-storage.ts';

/** The advisory lock key of the release step (any constant 64-bit number, ours alone). */
const RELEASE_LOCK_KEY = 4_927_310_511;

/** Raised when another instance held the release lock longer than the wait's limit. */
export class ReleaseLockTimeoutError extends Error {}

/**
 * Runs `work` while holding the release lock (PostgreSQL); at once on SQLite.
 * Waits for the lock up to `lockTimeoutMs` milliseconds (0: no limit), whatever
 * the connection's statement timeout; raises ReleaseLockTimeoutError past it.
 */
export async function withReleaseLock<T>(
  db: Db,
  kind: DbKind,
  work: () => Promise<T>,
  lockTimeoutMs = 0,
): Promise<T> {
  if (kind !== 'postgres') return work();
  return db.connection().execute(async (conn) => {
    // Session settings on the lock's own connection, reset before it returns to the pool.
    await sql`set statement_timeout = 0`.execute(conn);
    await sql.raw(`set lock_timeout = ${Math.trunc(lockTimeoutMs)}`).execute(conn);
    try {
      await sql`select pg_advisory_lock(${RELEASE_LOCK_KEY})`.execute(conn);
    } catch (err) {
      await resetSessionTimeouts(conn);
      if ((err as { code?: string }).code !== '55P03') throw err; // lock_not_available
      throw new ReleaseLockTimeoutError(
        `another instance held the release lock for over ${lockTimeoutMs} ms (PG_RELEASE_LOCK_TIMEOUT_MS)`,
      );
    }
    await resetSessionTimeouts(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${RELEASE_LOCK_KEY})`.execute(conn);
    }
  });
}

async function resetSessionTimeouts(conn: Db): Promise<void> {
  await sql`reset statement_timeout`.execute(conn);
  await sql`reset lock_timeout`.execute(conn);
}

/** Migrates `db` to the latest schema and seeds it when empty (the demo when `demo`), under the release lock. */
export async function migrateAndSeed(
  db: Db,
  kind: DbKind,
  storage: PhotoStorage,
  options: {
    demo: boolean;
    log: (message: string) => void;
    pgSchema?: string;
    /** Longest wait for another instance's release step, milliseconds; 0 or absent: no limit. */
    lockTimeoutMs?: number;
  },
): Promise<void> {
  await withReleaseLock(
    db,
    kind,
    async () => {
      await migrateToLatest(db, options.pgSchema);
      await seedOnFirstStart(db, storage, { ...options, kind });
    },
    options.lockTimeoutMs,
  );
}
