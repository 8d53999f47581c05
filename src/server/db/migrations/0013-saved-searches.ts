/**
 * Saved searches (issue 24 part 1, docs/product.md#saved-searches). Frozen:
 * change the schema with a new migration. Runs on SQLite and PostgreSQL
 * alike.
 *
 * - saved_searches: a signed-in buyer's searches, at most 10 each: a name,
 *   the search's criteria as the search call takes them (JSON), paused or
 *   not, and `seen_listing_id`, the newest listing id when the buyer last
 *   heard of its matches (at saving; later, at each digest): newer matches
 *   are new. A user's list by (user_id, id); an account's removal cascades.
 */
import type { Kysely } from 'kysely';
import { autoIncrementId } from './migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await autoIncrementId(db, db.schema.createTable('saved_searches'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('criteria', 'text', (c) => c.notNull())
    .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seen_listing_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_searches_user')
    .on('saved_searches')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_searches').execute();
}
