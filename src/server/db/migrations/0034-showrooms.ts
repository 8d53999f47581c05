/**
 * Dealers' showroom pages (issue 45 part 5; docs/decisions/046-showroom-pages.md):
 * dealers.about, the words an owner writes about the dealership for its
 * public page /dealer/{slug} (null: none yet). The page's other parts are
 * the dealer's own columns (firm, address, map link, working hours). Frozen:
 * change the schema with a new migration. Runs on SQLite and PostgreSQL alike.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dealers').addColumn('about', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dealers').dropColumn('about').execute();
}
