/**
 * A Home banner's words as text (accessibility): banners.alt_text is what its
 * picture says ("Find your next car: Hundreds of used cars from dealers near
 * you"), the image's alt for screen readers and search engines; null (every
 * banner before this migration) leaves the generic "CarSetu offer 1 of 4".
 * Frozen: change the schema with a new migration. Runs on SQLite and
 * PostgreSQL alike.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('banners').addColumn('alt_text', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('banners').dropColumn('alt_text').execute();
}
