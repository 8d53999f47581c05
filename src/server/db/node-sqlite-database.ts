/**
 * Adapts `node:sqlite`'s DatabaseSync to the interface Kysely's SqliteDialect
 * expects: the `kysely-node-sqlite` package does not work on Node 24's
 * node:sqlite, so we keep this small adapter ourselves. Prepared statements
 * are reused per SQL text (an LRU of STATEMENT_CACHE_SIZE).
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

/**
 * Prepared statements kept per SQL text. Kysely sends the same few hundred
 * statements again and again (values travel as parameters), and preparing
 * one costs about as much as running a simple query.
 */
const STATEMENT_CACHE_SIZE = 500;

/** Opens (or creates) the SQLite file at `filename` (":memory:" for a throwaway database). */
export function openNodeSqlite(filename: string): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(filename);
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA synchronous = NORMAL');
  raw.exec('PRAGMA foreign_keys = ON');
  raw.exec('PRAGMA busy_timeout = 5000');
  const statements = new LRUCache<string, SqliteStatement>({ max: STATEMENT_CACHE_SIZE });
  const params = (p: ReadonlyArray<unknown>) => p as SQLInputValue[];
  const wrap = (stmt: StatementSync): SqliteStatement => ({
    reader: stmt.columns().length > 0,
    all: (p) => stmt.all(...params(p)),
    run: (p) => stmt.run(...params(p)),
    // A cursor holds its statement until it is done: each gets a statement of its own.
    iterate: (p) => raw.prepare(stmt.sourceSQL).iterate(...params(p)),
  });
  return {
    raw,
    close: () => {
      statements.clear();
      raw.close();
    },
    prepare(sql: string): SqliteStatement {
      let stmt = statements.get(sql);
      if (!stmt) {
        stmt = wrap(raw.prepare(sql));
        statements.set(sql, stmt);
      }
      return stmt;
    },
  };
}
