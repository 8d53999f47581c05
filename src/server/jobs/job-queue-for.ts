/**
 * Picks the job queue for the database (docs/decisions/017-durable-jobs.md)
 * and registers CarSetu's jobs on it: the lead-notice worker, the duplicate
 * check (modules/duplicates) and the hourly purge.
 */

import type { Lang } from '#shared/i18n/lang.ts';
import type { Db, DbKind } from '../db/database.ts';
import {
  DUPLICATE_CHECK_JOB,
  duplicateCheckHandler,
} from '../modules/duplicates/duplicates.service.ts';
import type { RetentionDays } from '../modules/retention/retention.ts';
import type { MessageSender } from '../ports/message-sender.ts';
import { type AlertJobDeps, registerAlertJobs } from './alert-digest-job.ts';
import { BREACH_NOTICE_JOB, breachNoticeHandler } from './breach-notice-job.ts';
import { GRIEVANCE_ACK_JOB, grievanceAckHandler } from './grievance-ack-job.ts';
import type { JobLog, JobQueue } from './job-queue.ts';
import { LEAD_NOTICE_JOB, leadNoticeHandler } from './lead-notice-job.ts';
import { registerListingExpiry } from './listing-expiry-job.ts';
import { pgBossJobQueue } from './pg-boss-job-queue.ts';
import { PURGE_JOB, purgeHandler } from './purge-job.ts';
import { tableJobQueue } from './table-job-queue.ts';

/**
 * pg-boss's schema: `pgboss`, or `{pgSchema}_pgboss` beside a database schema
 * of our own (each test file's PostgreSQL schema gets its own queue).
 */
export function jobSchemaFor(pgSchema?: string): string {
  return pgSchema ? `${pgSchema}_pgboss` : 'pgboss';
}

/**
 * pg-boss on PostgreSQL (`databaseUrl` required), the `jobs` table on
 * SQLite. Not started: call start(), then registerJobs().
 */
export function jobQueueFor(options: {
  db: Db;
  kind: DbKind;
  databaseUrl?: string;
  pgSchema?: string;
  log?: JobLog;
  /** false: this process only queues jobs (no pg-boss maintenance or cron; RUN_JOBS=false). */
  background?: boolean;
}): JobQueue {
  if (options.kind === 'postgres') {
    if (!options.databaseUrl) throw new Error('a PostgreSQL job queue needs the database URL');
    return pgBossJobQueue({
      connectionString: options.databaseUrl,
      schema: jobSchemaFor(options.pgSchema),
      log: options.log,
      background: options.background,
    });
  }
  return tableJobQueue({ db: options.db, log: options.log, background: options.background });
}

/**
 * Registers the lead-notice, duplicate-check and purge workers, and schedules the
 * purge hourly; with `alerts`, the saved-search alert jobs too
 * (alert-digest-job.ts).
 */
export async function registerJobs(
  queue: JobQueue,
  deps: {
    db: Db;
    messageSender: MessageSender;
    log: JobLog;
    alerts?: Omit<AlertJobDeps, 'db' | 'sender' | 'log'>;
    /** Days leads and the operators' audit are kept (docs/privacy.md#retention); unset: the defaults. */
    retention?: RetentionDays;
    /** Listing expiry and its reminders: days a car stays listed, links' base URL; unset: none (tests). */
    renewals?: { ttlDays: number; publicUrl: string; templateLanguages?: readonly Lang[] };
  },
): Promise<void> {
  await queue.work(LEAD_NOTICE_JOB, leadNoticeHandler(deps.messageSender));
  await queue.work(GRIEVANCE_ACK_JOB, grievanceAckHandler(deps.messageSender));
  await queue.work(BREACH_NOTICE_JOB, breachNoticeHandler(deps.db, deps.messageSender));
  await queue.work(DUPLICATE_CHECK_JOB, duplicateCheckHandler(deps.db));
  await queue.work(PURGE_JOB, purgeHandler(deps.db, deps.log, undefined, deps.retention));
  await queue.scheduleHourly(PURGE_JOB);
  if (deps.renewals) {
    await registerListingExpiry(queue, {
      ...deps.renewals,
      db: deps.db,
      sender: deps.messageSender,
      log: deps.log,
    });
  }
  if (deps.alerts) {
    await registerAlertJobs(queue, {
      ...deps.alerts,
      db: deps.db,
      sender: deps.messageSender,
      log: deps.log,
    });
  }
}
