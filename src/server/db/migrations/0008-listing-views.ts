/**
 * Counted car page views (issue 12 item 3; docs/decisions/021-counted-views.md).
 * Frozen: change the schema with a new migration. Runs on SQLite and
 * PostgreSQL alike.
 *
 * - listing_views: how many visitors opened a listing's page (or its details
 *   API answer) on one Indian day, one row per listing and day. `day` is the
 *   Asia/Kolkata date, YYYY-MM-DD; `views` counts each visitor once a day.
 *   Nothing about the visitors is kept. A listing's removal cascades to its rows.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_views')
    .addColumn('listing_id', 'integer', (c) =>
      c.notNull().references('listings.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_views_pk', ['listing_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_views').execute();
}
