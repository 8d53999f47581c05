/**
 * Stored car pages in every language (docs/decisions/016-stored-car-pages.md,
 * issue 26): car_pages is keyed by listing and language ('en', 'hi', 'gu'),
 * so a Hindi or Gujarati car page is kept like the English one. The stored
 * pages are a cache, so the table is made anew rather than copied. Frozen:
 * change the schema with a new migration. Runs on SQLite and PostgreSQL alike.
 */
import type { Kysely } from 'kysely';
import * as m0006 from './0006-stored-car-pages.ts';
import { isPostgres } from './migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('car_pages').execute();
  await db.schema
    .createTable('car_pages')
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('body_br', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('rendered_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('car_pages_pk', ['listing_id', 'lang'])
    .execute();
}

/** Back to 0006's table (one English page per listing). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('car_pages').execute();
  await m0006.up(db);
}
