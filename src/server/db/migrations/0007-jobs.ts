/**
 * Durable jobs (issue 11, item 3; docs/decisions/017-durable-jobs.md).
 * Frozen: change the schema with a new migration. Runs on SQLite and
 * PostgreSQL alike (PostgreSQL deployments queue through pg-boss in a schema
 * of its own; the table is there, and unused, so the schemas stay one).
 *
 * - jobs: one row per job of the table-backed queue (jobs/table-job-queue.ts):
 *   its name, JSON data, state (queued, active, completed, failed), tries so
 *   far and the retry policy, when it may run next (ISO), the last error,
 *   and an optional singleton key (unique: the hourly purge's
 *   `purge:{ISO hour}` is inserted once per hour however many processes try).
 */
import type { Kysely } from 'kysely';
import { autoIncrementId } from './migration-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await autoIncrementId(db, db.schema.createTable('jobs'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry_limit', 'integer', (c) => c.notNull())
    .addColumn('retry_delay_seconds', 'integer', (c) => c.notNull())
    .addColumn('retry_backoff', 'integer', (c) => c.notNull())
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('singleton_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('jobs_state_run_after')
    .on('jobs')
    .columns(['state', 'run_after'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_state_run_after').execute();
  await db.schema.dropTable('jobs').execute();
}
