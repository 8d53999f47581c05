/**
 * Duplicate photos and numbers flagged for the operators (issue 25 part 4,
 * docs/decisions/036-duplicate-photos.md). Frozen: change the schema with a
 * new migration. Runs on SQLite and PostgreSQL alike.
 *
 * - listing_photos.phash: the 64-bit perceptual hash of every stored photo
 *   (16 hex digits, photos/phash.ts; a listing's main photo is also its
 *   first Exterior row, so this covers every photo); null for photos stored
 *   before this migration.
 * - listing_flags: one listing that looks like another seller's live
 *   listing: `kind` 'photo' (a photo within Hamming distance 8 of one of
 *   theirs; `distance` the closest) or 'car_number' (the same number,
 *   written differently; `distance` null), the other listing (set null when
 *   it is deleted), when; resolved by an operator (who, when, `resolution`).
 *   A listing is flagged once per other listing and kind (unique index): an
 *   operator's resolution stands when the check runs again. The open ones,
 *   oldest first, are the console's flagged list.
 */
import type { Kysely } from 'kysely';
import { autoIncrementId } from './migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listing_photos').addColumn('phash', 'text').execute();

  await autoIncrementId(db, db.schema.createTable('listing_flags'))
    .addColumn('listing_id', 'integer', (c) =>
      c.notNull().references('listings.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('other_listing_id', 'integer', (c) =>
      c.references('listings.id').onDelete('set null'),
    )
    .addColumn('distance', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'integer')
    .addColumn('resolution', 'text')
    .execute();
  await db.schema
    .createIndex('listing_flags_pair')
    .on('listing_flags')
    .columns(['listing_id', 'other_listing_id', 'kind'])
    .unique()
    .execute();
  await db.schema
    .createIndex('listing_flags_open')
    .on('listing_flags')
    .columns(['resolved_at', 'created_at'])
    .execute();
  // Deleting a listing sets its flags' other_listing_id to null: found through this index.
  await db.schema
    .createIndex('listing_flags_other')
    .on('listing_flags')
    .column('other_listing_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_flags').execute();
  await db.schema.alterTable('listing_photos').dropColumn('phash').execute();
}
