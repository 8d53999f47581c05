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
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('listings_status_renewed').execute();
  if (!isPostgres(db)) await sql`DROP TRIGGER listings_renewed_at`.execute(db);
  await db.schema.alterTable('listings').dropColumn('renewed_at').execute();
}
