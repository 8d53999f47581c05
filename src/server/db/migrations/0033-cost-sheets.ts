/**
 * Cost sheets (issue 45 part 1; docs/decisions/044-cost-sheets.md): what
 * each of a dealer's cars cost (purchase, refurbishment, transport, RTO,
 * insurance, other; rupees, a date and a note each) and the margin its
 * owner wants on it, for the net cost, the minimum price and, once sold,
 * the profit. Owners only; never public. Frozen: change the schema with a
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
    .addColumn('sold_price', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_margins').execute();
  await db.schema.dropTable('listing_costs').execute();
}
