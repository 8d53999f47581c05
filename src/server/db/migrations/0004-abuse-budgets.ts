/**
 * Abuse budgets (issue 8; docs/decisions/008-abuse-budgets.md). Frozen:
 * change the schema with a new migration. Runs on SQLite and PostgreSQL alike.
 *
 * - account_usage: one row per counted action of an account (a new listing,
 *   a batch of uploaded photos with its size in `amount`), so the per-account
 *   caps survive deletes, restarts and several servers. Pruned after a day.
 * - otp_challenges_created: the deployment-wide OTP send budget counts the
 *   challenges of the last 10 minutes.
 * - leads_mobile_created: the per-buyer daily lead cap counts a mobile's
 *   leads of the last day.
 */
import type { Kysely } from 'kysely';
import { autoIncrementId } from './migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await autoIncrementId(db, db.schema.createTable('account_usage'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_usage_user_action_created')
    .on('account_usage')
    .columns(['user_id', 'action', 'created_at'])
    .execute();
  await db.schema
    .createIndex('otp_challenges_created')
    .on('otp_challenges')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('leads_mobile_created')
    .on('leads')
    .columns(['mobile', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('leads_mobile_created').execute();
  await db.schema.dropIndex('otp_challenges_created').execute();
  await db.schema.dropTable('account_usage').execute();
}
