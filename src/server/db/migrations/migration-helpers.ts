/** Small helpers that keep migrations portable between SQLite and PostgreSQL. */
import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** True when `db` talks to PostgreSQL. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Adds an auto-incrementing integer `id` primary key: `serial` on PostgreSQL, `integer primary key autoincrement` on SQLite. */
export function autoIncrementId<T extends string>(
  db: Kysely<any>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
