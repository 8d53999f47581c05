/**
 * Dealers' logos (issue 45 part 5; docs/decisions/046-showroom-pages.md):
 * dealers.logo, the photo-storage key of the logo an owner uploads for the
 * showroom page ("dealers/{Rand}/logo-{random}.jpg", a 192 x 192 px JPEG
 * with its WebP beside it; null: none). Frozen: change the schema with a new
 * migration. Runs on SQLite and PostgreSQL alike.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dealers').addColumn('logo', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dealers').dropColumn('logo').execute();
}
