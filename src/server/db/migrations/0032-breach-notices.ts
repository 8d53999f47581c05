/**
 * Breach notices (issue 44 part 7; docs/incident.md): what an operator sent
 * the people a personal data breach touched (DPDP Rules 2025, rule 7(1):
 * what happened, when, the likely consequences, what CarSetu did, what the
 * person can do, whom to contact), and to whom: one row per account, sent
 * on WhatsApp (sent_at) and read in the app (read_at). Frozen: change the
 * schema with a new migration. Runs on SQLite and PostgreSQL alike. An
 * account's removal takes its rows with it.
 */
import type { Kysely } from 'kysely';
import { autoIncrementId } from './migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await autoIncrementId(db, db.schema.createTable('breach_notices'))
    .addColumn('what_happened', 'text', (c) => c.notNull())
    .addColumn('occurred_on', 'text', (c) => c.notNull())
    .addColumn('consequences', 'text', (c) => c.notNull())
    .addColumn('measures', 'text', (c) => c.notNull())
    .addColumn('advice', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('breach_recipients')
    .addColumn('notice_id', 'integer', (c) =>
      c.notNull().references('breach_notices.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sent_at', 'text')
    .addColumn('read_at', 'text')
    .addPrimaryKeyConstraint('breach_recipients_pk', ['notice_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('breach_recipients_user')
    .on('breach_recipients')
    .columns(['user_id', 'notice_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('breach_recipients').execute();
  await db.schema.dropTable('breach_notices').execute();
}
