/**
 * Working a dealership's leads (issue 43 parts 2 to 4;
 * docs/decisions/041-lead-work.md). Frozen: change the schema with a new
 * migration. Runs on SQLite and PostgreSQL alike.
 *
 * - leads.status now holds the lead's stage: 'new', 'contacted', 'visit'
 *   (visit or test drive booked), 'negotiating', 'won' or 'lost'; the old
 *   'closed' becomes 'lost' with the reason 'other'.
 * - leads.lost_reason, leads.next_follow_up_at (ISO 8601, UTC),
 *   leads.first_contact_at and leads.first_contact_user_id (speed to lead),
 *   leads.last_note (the newest note, for the lists; every note is an event).
 * - leads_dealer_follow_up, leads_assignee_follow_up: an owner's and a
 *   person's leads by follow-up time, with their stage (the Today queue and
 *   its counts, from the index alone); leads_dealer_id and
 *   leads_dealer_status: a dealership's leads newest first, and its new ones
 *   (the inbox and its count, for a dealer with 10,000 leads).
 * - lead_events: every change to a lead (who, when, what), never updated.
 * - dealer_staff.last_lead_at: when a person was last given a new lead (the
 *   turn of round-robin assignment).
 * - dealers.hours_open, hours_close ('HH:MM', IST) and open_days (the
 *   weekdays, 0 = Sunday, as digits): when a lead nobody acted on is
 *   escalated to the owner; dealers.reply_minutes, the median minutes to a
 *   lead's first contact over the last 30 days (null under 10 such leads),
 *   kept by an hourly job for the car pages' "Usually replies within".
 * - follow_up_consents: a person's WhatsApp "day's follow-ups at 9:30"
 *   consent (on or off, the wording, when and how it changed) and the IST
 *   day of the last message sent.
 */
import type { Kysely } from 'kysely';
import { autoIncrementId } from './migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('leads').set({ status: 'lost' }).where('status', '=', 'closed').execute();
  await db.schema.alterTable('leads').addColumn('lost_reason', 'text').execute();
  await db
    .updateTable('leads')
    .set({ lost_reason: 'other' })
    .where('status', '=', 'lost')
    .execute();
  await db.schema.alterTable('leads').addColumn('next_follow_up_at', 'text').execute();
  await db.schema.alterTable('leads').addColumn('first_contact_at', 'text').execute();
  await db.schema.alterTable('leads').addColumn('first_contact_user_id', 'integer').execute();
  await db.schema.alterTable('leads').addColumn('last_note', 'text').execute();
  await db.schema
    .createIndex('leads_dealer_follow_up')
    .on('leads')
    .columns(['dealer_id', 'assignee_staff_id', 'next_follow_up_at', 'status'])
    .execute();
  await db.schema.createIndex('leads_dealer_id').on('leads').columns(['dealer_id', 'id']).execute();
  await db.schema
    .createIndex('leads_dealer_status')
    .on('leads')
    .columns(['dealer_id', 'status'])
    .execute();
  await db.schema
    .createIndex('leads_assignee_follow_up')
    .on('leads')
    .columns(['assignee_staff_id', 'next_follow_up_at', 'status'])
    .execute();

  await autoIncrementId(db, db.schema.createTable('lead_events'))
    .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('actor_user_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lead_events_lead')
    .on('lead_events')
    .columns(['lead_id', 'id'])
    .execute();

  await db.schema.alterTable('dealer_staff').addColumn('last_lead_at', 'text').execute();
  await db.schema
    .alterTable('dealers')
    .addColumn('hours_open', 'text', (c) => c.notNull().defaultTo('09:30'))
    .execute();
  await db.schema
    .alterTable('dealers')
    .addColumn('hours_close', 'text', (c) => c.notNull().defaultTo('19:30'))
    .execute();
  await db.schema
    .alterTable('dealers')
    .addColumn('open_days', 'text', (c) => c.notNull().defaultTo('0123456'))
    .execute();
  await db.schema.alterTable('dealers').addColumn('reply_minutes', 'integer').execute();

  await db.schema
    .createTable('follow_up_consents')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('messages_on', 'integer', (c) => c.notNull())
    .addColumn('consent_text', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addColumn('changed_via', 'text', (c) => c.notNull())
    .addColumn('last_sent_day', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('follow_up_consents').execute();
  await db.schema.alterTable('dealers').dropColumn('reply_minutes').execute();
  await db.schema.alterTable('dealers').dropColumn('open_days').execute();
  await db.schema.alterTable('dealers').dropColumn('hours_close').execute();
  await db.schema.alterTable('dealers').dropColumn('hours_open').execute();
  await db.schema.alterTable('dealer_staff').dropColumn('last_lead_at').execute();
  await db.schema.dropTable('lead_events').execute();
  await db.schema.dropIndex('leads_assignee_follow_up').execute();
  await db.schema.dropIndex('leads_dealer_status').execute();
  await db.schema.dropIndex('leads_dealer_id').execute();
  await db.schema.dropIndex('leads_dealer_follow_up').execute();
  await db.schema.alterTable('leads').dropColumn('last_note').execute();
  await db.schema.alterTable('leads').dropColumn('first_contact_user_id').execute();
  await db.schema.alterTable('leads').dropColumn('first_contact_at').execute();
  await db.schema.alterTable('leads').dropColumn('next_follow_up_at').execute();
  await db.schema.alterTable('leads').dropColumn('lost_reason').execute();
  await db
    .updateTable('leads')
    .set({ status: 'contacted' })
    .where('status', 'in', ['visit', 'negotiating'])
    .execute();
  await db
    .updateTable('leads')
    .set({ status: 'closed' })
    .where('status', 'in', ['lost', 'won'])
    .execute();
}
