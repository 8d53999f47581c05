/**
 * Adapts `node:sqlite`'s DatabaseSync to the interface Kysely's SqliteDialect
 * expects: the `kysely-node-sqlite` package does not work on Node 24's
 * node:sqlite, so we keep this ~20-line adapter ourselves.
 */
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Opens (or creates) the SQLite file at `filename` (":memory:" for a throwaway database). */
export function openNodeSqlite(filename: string): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(filename);
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA synchronous = NORMAL');
  raw.exec('PRAGMA foreign_keys = ON');
  raw.exec('PRAGMA busy_timeout = 5000');
  return {
    raw,
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      const stmt = raw.prepare(sql);
      const params = (p: ReadonlyArray<unknown>) => p as SQLInputValue[];
      return {
        reader: stmt.columns().length > 0,
        all: (p) => stmt.all(...params(p)),
        run: (p) => stmt.run(...params(p)),
        iterate: (p) => stmt.iterate(...params(p)),
      };
    },
  };
}
