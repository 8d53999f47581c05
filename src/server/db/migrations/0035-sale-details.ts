/**
 * What the sale papers were missing (issue 45 parts 3 and 4;
 * docs/decisions/044-cost-sheets.md#sales): dealers.gstin, the dealership's
 * GSTIN for its invoice and delivery note (null: none; set by an owner,
 * never public), and listing_sales.engine_number and chassis_number, the
 * sold car's numbers as on its RC for Forms 29 and 30, the invoice, the
 * delivery note and the register of vehicles (null: not given). Frozen:
 * change the schema with a new migration. Runs on SQLite and PostgreSQL alike.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dealers').addColumn('gstin', 'text').execute();
  await db.schema.alterTable('listing_sales').addColumn('engine_number', 'text').execute();
  await db.schema.alterTable('listing_sales').addColumn('chassis_number', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listing_sales').dropColumn('chassis_number').execute();
  await db.schema.alterTable('listing_sales').dropColumn('engine_number').execute();
  await db.schema.alterTable('dealers').dropColumn('gstin').execute();
}
