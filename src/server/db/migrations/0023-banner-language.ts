/**
 * A Home banner in one language (issue 26: the buyer's language everywhere):
 * banners.lang is 'en', 'hi' or 'gu' for a banner whose picture is written
 * in that language, shown on that language's Home only; null (every banner
 * before this migration) shows on every language's Home. Frozen: change the
 * schema with a new migration. Runs on SQLite and PostgreSQL alike.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('banners').addColumn('lang', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('banners').dropColumn('lang').execute();
}
