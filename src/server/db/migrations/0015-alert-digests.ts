/**
 * The daily alert of each buyer (issue 24 parts 2, 3 and 5,
 * docs/alerts.md). Frozen: change the schema with a new migration. Runs on
 * SQLite and PostgreSQL alike.
 *
 * - alert_digests: at most one a buyer a day (IST date; the primary key makes
 *   a second one impossible, however many servers run the digests): what it
 *   tells (JSON: the saved searches' new cars and the wishlist's price drops),
 *   its state ('pending', 'sending', 'sent', 'failed', 'skipped' over the
 *   daily budget), the hash of the opt-out link's token, and when it was made
 *   and sent. Also the base the next day's price drops are measured from.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alert_digests')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('stop_token_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addPrimaryKeyConstraint('alert_digests_pk', ['user_id', 'day'])
    .execute();
  await db.schema
    .createIndex('alert_digests_day_status')
    .on('alert_digests')
    .columns(['day', 'status'])
    .execute();
  await db.schema
    .createIndex('alert_digests_stop_token')
    .on('alert_digests')
    .column('stop_token_hash')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alert_digests').execute();
}
