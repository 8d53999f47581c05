/**
 * Grievances (issue 44 part 5; docs/privacy.md#grievances): a complaint a
 * signed-in person files about how CarSetu handles their personal data or
 * anything else, with a ticket number to follow it by. Frozen: change the
 * schema with a new migration. Runs on SQLite and PostgreSQL alike.
 *
 * - grievances: the ticket (random, unique, "GRV-" and 6 letters or
 *   digits), the account, a category, the person's words, open or
 *   answered, when filed and answered, the answer and the operator who
 *   wrote it. An account's removal cascades.
 */
import type { Kysely } from 'kysely';
import { autoIncrementId } from './migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await autoIncrementId(db, db.schema.createTable('grievances'))
    .addColumn('ticket', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'integer')
    .execute();
  await db.schema
    .createIndex('grievances_user')
    .on('grievances')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('grievances_status')
    .on('grievances')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('grievances').execute();
}
