/**
 * The Kysely instance: `node:sqlite` under DATA_DIR by default, PostgreSQL when
 * DATABASE_URL is set. Only repositories hold query code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { openNodeSqlite } from './node-sqlite-database.ts';
import { NamedStatementClient } from './pg-named-statements.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** postgres:// URL; when absent, SQLite at `sqliteFile`. */
  databaseUrl?: string;
  /** Path of the SQLite file, or ":memory:". */
  sqliteFile: string;
  /** PostgreSQL schema to use (tests isolate themselves in a fresh one). */
  pgSchema?: string;
  /** PostgreSQL: pool size (default 10) and statement time-out, milliseconds (default 15,000). */
  pg?: { poolMax: number; statementTimeoutMs: number };
  /**
   * PostgreSQL: false for test databases only: a commit does not wait for
   * its WAL flush (`synchronous_commit=off`; the server still never loses or
   * tears a committed transaction unless the machine itself crashes). Halves
   * write-heavy test files on a slow disk. Default true.
   */
  waitForWalFlush?: boolean;
  /**
   * PostgreSQL: told when an idle pooled connection fails (the server restarted,
   * a network cut). Without a listener the pool's 'error' event would end the
   * process; the pool replaces the connection on its next use.
   */
  onPoolError?: (err: Error) => void;
}

/** Opens the database described by `options`; call `db.destroy()` to close it. */
export function openDatabase(options: DatabaseOptions): {
  db: Db;
  kind: DbKind;
  /** PostgreSQL only: the connection pool (its gauges go to /metrics). */
  pool?: pg.Pool;
} {
  if (options.databaseUrl) {
    // int8 (count(*), sums) arrives as a string by default; our counts fit a JS number.
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    const settings = [`-c statement_timeout=${options.pg?.statementTimeoutMs ?? 15_000}`];
    if (options.pgSchema) settings.push(`-c search_path=${options.pgSchema}`);
    if (options.waitForWalFlush === false) settings.push('-c synchronous_commit=off');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.pg?.poolMax ?? 10,
      options: settings.join(' '),
      // Each parameterised query is planned once per connection (pg-named-statements.ts).
      Client: NamedStatementClient,
    });
    pool.on('error', (err) => options.onPoolError?.(err));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
      pool,
    };
  }
  if (options.sqliteFile !== ':memory:') {
    fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  }
  const database = openNodeSqlite(options.sqliteFile);
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), kind: 'sqlite' };
}
