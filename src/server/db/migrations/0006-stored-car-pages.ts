/**
 * Stored car pages (docs/decisions/016-stored-car-pages.md). Frozen: change
 * the schema with a new migration. Runs on SQLite and PostgreSQL alike.
 *
 * - car_pages: the last server-rendered page of a listing, one row per
 *   listing. `version` names what it was rendered from (the listing's status,
 *   update time, photo and share card, and the build); `body_br` is the whole
 *   HTML document, brotli-compressed; `rendered_at` an ISO time.
 */
import type { Kysely } from 'kysely';
import { isPostgres } from './migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('car_pages')
    .addColumn('listing_id', 'integer', (c) => c.primaryKey().references('listings.id'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('body_br', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('rendered_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('car_pages').execute();
}
