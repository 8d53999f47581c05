/**
 * The release step (issue 11): migrate, then seed an empty database, while
 * holding the release lock, so instances started together, or
 * `npm run migrate` run beside them, never race. On PostgreSQL the lock is a
 * session advisory lock held on one pooled connection while the work runs on
 * the others (so the pool needs at least two connections); on SQLite one
 * process owns the file, and SQLite serialises its writes itself.
 */
import { sql } from 'kysely';
import type { PhotoStorage } from '../ports/photo-storage.ts';
import type { Db, DbKind } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedOnFirstStart } from './seed/seed-on-first-start.ts';

/** The advisory lock key of the release step (any constant 64-bit number, ours alone). */
const RELEASE_LOCK_KEY = 4_927_310_511;

/** Runs `work` while holding the release lock (PostgreSQL); at once on SQLite. */
export async function withReleaseLock<T>(db: Db, kind: DbKind, work: () => Promise<T>): Promise<T> {
  if (kind !== 'postgres') return work();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${RELEASE_LOCK_KEY})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${RELEASE_LOCK_KEY})`.execute(conn);
    }
  });
}

/** Migrates `db` to the latest schema and seeds it when empty (the demo when `demo`), under the release lock. */
export async function migrateAndSeed(
  db: Db,
  kind: DbKind,
  storage: PhotoStorage,
  options: { demo: boolean; log: (message: string) => void; pgSchema?: string },
): Promise<void> {
  await withReleaseLock(db, kind, async () => {
    await migrateToLatest(db, options.pgSchema);
    await seedOnFirstStart(db, storage, options);
  });
}
