/**
 * The seller's status of a lead (issue 12: the Enquiries inbox). Frozen:
 * change the schema with a new migration. Runs on SQLite and PostgreSQL alike.
 *
 * - leads.status: 'new' until the seller marks it 'contacted' or 'closed'
 *   (LEAD_STATUSES in src/shared/schemas/enquiry.ts); every existing lead
 *   starts as 'new'.
 * - leads_listing_status: the new leads of a seller's listings, counted for
 *   the header's badge without reading the leads themselves.
 * - dealers_mobile: a signed-in user's dealerships, found by their mobile.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('leads')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.schema
    .createIndex('leads_listing_status')
    .on('leads')
    .columns(['listing_id', 'status'])
    .execute();
  await db.schema.createIndex('dealers_mobile').on('dealers').column('mobile').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('dealers_mobile').execute();
  await db.schema.dropIndex('leads_listing_status').execute();
  await db.schema.alterTable('leads').dropColumn('status').execute();
}
