/**
 * The background work of a deployment: every job's worker and the hourly
 * schedules (jobs/job-queue-for.ts, lead-work-jobs.ts; docs/decisions/017-durable-jobs.md)
 * and the fair-price ratings sweep (docs/decisions/032-price-ratings.md). The
 * server runs it itself unless `RUN_JOBS=false`; then `npm run jobs`
 * (jobs-main.ts) runs it in a process of its own, so the day's alert digests
 * and other long jobs never hold up a request
 * (docs/decisions/043-jobs-process.md).
 */
import type { Config } from './config/config.ts';
import type { Db } from './db/database.ts';
import type { JobLog, JobQueue } from './jobs/job-queue.ts';
import { registerJobs } from './jobs/job-queue-for.ts';
import { registerLeadWorkJobs } from './modules/lead-work/lead-work-jobs.ts';
import { startRatingsSweep } from './modules/price-ratings/ratings-sweep.ts';
import type { MessageSender } from './ports/message-sender.ts';

export interface BackgroundWorkDeps {
  config: Config;
  db: Db;
  /** Started; its workers are registered here. */
  jobQueue: JobQueue;
  messageSender: MessageSender;
  log: JobLog;
}

/** Registers every worker and schedule, and starts the ratings sweep; answers a function that stops the sweep. */
export async function startBackgroundWork(deps: BackgroundWorkDeps): Promise<() => void> {
  const { config, db, jobQueue, messageSender, log } = deps;
  await registerJobs(jobQueue, {
    db,
    messageSender,
    log,
    retention: config.retention,
    renewals: {
      ttlDays: config.listingTtlDays,
      publicUrl: config.publicUrl,
      templateLanguages: config.whatsapp.templateLanguages,
    },
    alerts: {
      publicUrl: config.publicUrl,
      digestHour: config.alerts.digestHour,
      dailyBudget: config.alerts.dailyBudget,
      templateLanguages: config.whatsapp.templateLanguages,
    },
  });
  await registerLeadWorkJobs(jobQueue, {
    db,
    sender: messageSender,
    log,
    escalateMinutes: config.limits.leadEscalateMinutes,
    publicUrl: config.publicUrl,
    templateLanguages: config.whatsapp.templateLanguages,
  });
  return startRatingsSweep(db, config.priceRatingSweepSeconds, log);
}
