/**
 * Share cards (issue 9). Frozen: change the schema with a new migration.
 * Runs on SQLite and PostgreSQL alike.
 *
 * - listings.share_card: storage key of the listing's share card, the
 *   1200x630 JPEG a shared link shows (`cars/{listingRand}/card-{rand}.jpg`,
 *   a new name each time it is remade), or null while it has none.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('share_card', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listings').dropColumn('share_card').execute();
}
