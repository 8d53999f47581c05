/**
 * The hourly `purge` job (docs/decisions/017-durable-jobs.md), run once per
 * deployment by the queue's hourly schedule: deletes sign-in rows nobody can
 * use any more (modules/auth/purge-expired.ts) and account-usage rows older
 * than a day (docs/decisions/008-abuse-budgets.md), anonymises old leads and
 * deletes the old operators' audit (modules/retention/retention.ts,
 * docs/privacy.md#retention).
 */
import type { Db } from '../db/database.ts';
import { pruneUsage } from '../modules/account-usage/account-usage.repository.ts';
import { purgeExpiredSignInRows } from '../modules/auth/purge-expired.ts';
import {
  applyRetention,
  DEFAULT_RETENTION,
  type RetentionDays,
} from '../modules/retention/retention.ts';
import type { JobHandler, JobLog } from './job-queue.ts';

export const PURGE_JOB = 'purge';

const DAY_MS = 86_400_000;

/** The worker; `now` is the clock (tests move it). A failure throws, so the queue retries it. */
export function purgeHandler(
  db: Db,
  log: Pick<JobLog, 'info'>,
  now: () => Date = () => new Date(),
  retention: RetentionDays = DEFAULT_RETENTION,
): JobHandler<unknown> {
  return async () => {
    const at = now();
    const [signIn, usage] = await Promise.all([
      purgeExpiredSignInRows(db, at),
      pruneUsage(db, new Date(at.getTime() - DAY_MS).toISOString()),
    ]);
    const kept = await applyRetention(db, at, retention);
    log.info({ ...signIn, usage, ...kept }, 'hourly purge done');
  };
}
