/**
 * The saved-search alert jobs (docs/alerts.md, issue 24 part 5):
 * - `alert-digests`, hourly once per deployment: from ALERT_DIGEST_HOUR (IST)
 *   on, makes today's digests and queues each (modules/alerts/run-digests.ts);
 *   the hours after catch buyers who turned alerts on later, and digests a
 *   stopped server left pending.
 * - `alert-digest`: sends one digest, exactly once (send-digest.ts); retried
 *   on WhatsApp 5xx and 429.
 */

import type { Lang } from '#shared/i18n/lang.ts';
import { istHour } from '#shared/ist.ts';
import type { Db } from '../db/database.ts';
import type { DigestKey } from '../modules/alerts/digest.repository.ts';
import { ALERT_DIGEST_JOB, runDigests } from '../modules/alerts/run-digests.ts';
import { sendDigest } from '../modules/alerts/send-digest.ts';
import type { MessageSender } from '../ports/message-sender.ts';
import type { JobHandler, JobLog, JobQueue } from './job-queue.ts';

export { ALERT_DIGEST_JOB } from '../modules/alerts/run-digests.ts';
export const ALERT_RUN_JOB = 'alert-digests';

/**
 * Digests a process sends at once on pg-boss: that many workers, each polling while idle (WhatsApp's
 * Cloud API takes 80 messages a second).
 * One at a time, a day's 95,000 took hours (docs/benchmarks.md#alerts-at-scale-issue-42-part-4).
 * The daily budget still holds: a send is claimed before the day's taken ones are counted.
 */
export const ALERT_SENDS_AT_ONCE = 4;

export interface AlertJobDeps {
  db: Db;
  sender: MessageSender;
  publicUrl: string;
  /** IST hour from which the day's digests go out. */
  digestHour: number;
  dailyBudget: number;
  /** The languages of the alert template Meta approved (default English only; issue 26). */
  templateLanguages?: readonly Lang[];
  log: Pick<JobLog, 'info'>;
  now?: () => Date;
}

/** The hourly run: nothing before the digest hour. */
export function alertRunHandler(
  deps: AlertJobDeps,
  queue: Pick<JobQueue, 'sendMany'>,
): JobHandler<unknown> {
  return async () => {
    const now = deps.now?.() ?? new Date();
    if (istHour(now) < deps.digestHour) return;
    const queued = await runDigests({
      db: deps.db,
      publicUrl: deps.publicUrl,
      queue,
      now: () => now,
    });
    deps.log.info({ queued: queued.length }, 'alert digests queued');
  };
}

/** Sends one digest; a failure is rethrown so the queue decides (retry, or failed at once). */
export function alertDigestHandler(deps: AlertJobDeps): JobHandler<DigestKey> {
  return async (key) => {
    await sendDigest(deps, key);
  };
}

/** Registers both workers and the hourly run. */
export async function registerAlertJobs(queue: JobQueue, deps: AlertJobDeps): Promise<void> {
  await queue.work(ALERT_DIGEST_JOB, alertDigestHandler(deps), {
    concurrency: ALERT_SENDS_AT_ONCE,
  });
  await queue.work(ALERT_RUN_JOB, alertRunHandler(deps, queue));
  await queue.scheduleHourly(ALERT_RUN_JOB);
}
