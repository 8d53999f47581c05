/**
 * The "is it still for sale?" reminders (issue 25 part 3,
 * docs/moderation.md#fresh-listings). Frozen: change the schema with a new
 * migration. Runs on SQLite and PostgreSQL alike.
 *
 * - renewal_reminders: the WhatsApp of one listing, one renewal (its
 *   renewed_at) and one lead time (7 or 1 days): at most one each (the
 *   primary key), with the hash of its link's token, its state ('sending',
 *   'sent', 'failed') and when it was made.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('renewal_reminders')
    .addColumn('listing_id', 'integer', (c) =>
      c.notNull().references('listings.id').onDelete('cascade'),
    )
    .addColumn('renewed_at', 'text', (c) => c.notNull())
    .addColumn('days_before', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('renewal_reminders_pk', ['listing_id', 'renewed_at', 'days_before'])
    .execute();
  await db.schema
    .createIndex('renewal_reminders_token')
    .on('renewal_reminders')
    .column('token_hash')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('renewal_reminders').execute();
}
