/**
 * Cost sheets and sales (issue 45 parts 1 and 3; docs/decisions/044-cost-sheets.md):
 * what each of a dealer's cars cost (purchase, refurbishment, transport,
 * RTO, insurance, other; rupees, a date and a note each), the margin its
 * owner wants on it, and its sale (the buyer's name, mobile and address,
 * an optional ID, the price and payment mode, the RC transfer's stage) for
 * the papers and the profit. Never public. Frozen: change the schema with a
 * new migration. Runs on SQLite and PostgreSQL alike. A listing's removal
 * takes its rows with it.
 */
import type { Kysely } from 'kysely';
import { autoIncrementId } from './migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await autoIncrementId(db, db.schema.createTable('listing_costs'))
    .addColumn('listing_id', 'integer', (c) =>
      c.notNull().references('listings.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('spent_on', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('listing_costs_listing')
    .on('listing_costs')
    .columns(['listing_id', 'id'])
    .execute();
  await db.schema
    .createTable('listing_margins')
    .addColumn('listing_id', 'integer', (c) =>
      c.primaryKey().references('listings.id').onDelete('cascade'),
    )
    .addColumn('margin', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('listing_sales')
    .addColumn('listing_id', 'integer', (c) =>
      c.primaryKey().references('listings.id').onDelete('cascade'),
    )
    .addColumn('buyer_name', 'text', (c) => c.notNull())
    .addColumn('buyer_mobile', 'text', (c) => c.notNull())
    .addColumn('buyer_address', 'text', (c) => c.notNull())
    .addColumn('id_type', 'text')
    .addColumn('id_number', 'text')
    .addColumn('sale_price', 'integer', (c) => c.notNull())
    .addColumn('payment_mode', 'text', (c) => c.notNull())
    .addColumn('rc_stage', 'text', (c) => c.notNull())
    .addColumn('rc_changed_at', 'text', (c) => c.notNull())
    .addColumn('rc_reminded_at', 'text')
    .addColumn('sold_by', 'integer', (c) => c.notNull())
    .addColumn('sold_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_sales').execute();
  await db.schema.dropTable('listing_margins').execute();
  await db.schema.dropTable('listing_costs').execute();
}
