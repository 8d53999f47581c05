/**
 * Fresh listings (issue 25 part 3, docs/moderation.md#fresh-listings).
 * Frozen: change the schema with a new migration. Runs on SQLite and
 * PostgreSQL alike.
 *
 * - listings.renewed_at: when the seller last confirmed the car is for sale
 *   (ISO 8601). A new listing gets its insert time from the database (a
 *   trigger on SQLite, which cannot add a column with a computed default; a
 *   default on PostgreSQL), so no insert path has to know. Cars listed
 *   before this migration count from the migration: nobody's car expires on
 *   the day the rule arrives.
 * - A car not renewed for LISTING_TTL_DAYS is hidden with hidden_reason
 *   'expired' by the hourly job; index listings_status_renewed finds them.
 * - renewal_reminders: the "is it still for sale?" WhatsApp of one listing,
 *   one renewal (its renewed_at) and one lead time (7 or 1 days): at most
 *   one each (the primary key), with the hash of its link's token, its state
 *   ('sending', 'sent', 'failed') and times.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './migration-helpers.ts';

const PG_NOW = sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const SQLITE_NOW = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema.alterTable('listings').addColumn('renewed_at', 'text').execute();
  await sql`update listings set renewed_at = ${pg ? PG_NOW : SQLITE_NOW}`.execute(db);
  if (pg) {
    await sql`alter table listings alter column renewed_at set default ${PG_NOW}`.execute(db);
    await sql`alter table listings alter column renewed_at set not null`.execute(db);
  } else {
    await sql`
      CREATE TRIGGER listings_renewed_at AFTER INSERT ON listings
      WHEN NEW.renewed_at IS NULL
      BEGIN
        UPDATE listings SET renewed_at = ${SQLITE_NOW} WHERE id = NEW.id;
      END`.execute(db);
  }
  await db.schema
    .createIndex('listings_status_renewed')
    .on('listings')
    .columns(['status', 'renewed_at'])
    .execute();
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
  await db.schema.dropIndex('listings_status_renewed').execute();
  if (!isPostgres(db)) await sql`DROP TRIGGER listings_renewed_at`.execute(db);
  await db.schema.alterTable('listings').dropColumn('renewed_at').execute();
}
