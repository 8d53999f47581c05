/**
 * What operators manage from the console (issue 25 part 2,
 * docs/moderation.md#banners-and-dealers). Frozen: change the schema with a
 * new migration. Runs on SQLite and PostgreSQL alike.
 *
 * - banners.hidden_at: when an operator took the banner off the Home slider
 *   (ISO 8601); null while it shows.
 * - dealers.deactivated_at: when an operator deactivated the dealership
 *   (ISO 8601); null while active. A deactivated dealer's cars for sale are
 *   hidden (listings.hidden_reason 'dealer') and its mobile is no longer a
 *   dealer's.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('banners').addColumn('hidden_at', 'text').execute();
  await db.schema.alterTable('dealers').addColumn('deactivated_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dealers').dropColumn('deactivated_at').execute();
  await db.schema.alterTable('banners').dropColumn('hidden_at').execute();
}
