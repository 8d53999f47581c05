/**
 * The hourly `listing-expiry` job (issue 25 part 3,
 * docs/moderation.md#fresh-listings), once per deployment: hides every car
 * for sale whose seller has not renewed it for LISTING_TTL_DAYS ('expired';
 * its seller renews it with one tap).
 */
import type { Db } from '../db/database.ts';
import { expireStale } from '../modules/renewals/renewals.repository.ts';
import type { JobHandler, JobLog, JobQueue } from './job-queue.ts';

export const LISTING_EXPIRY_JOB = 'listing-expiry';

const DAY_MS = 86_400_000;

/** The worker; `now` is the clock (tests move it). */
export function listingExpiryHandler(
  deps: { db: Db; ttlDays: number; log: Pick<JobLog, 'info'> },
  now: () => Date = () => new Date(),
): JobHandler<unknown> {
  return async () => {
    const at = now();
    const cutoff = new Date(at.getTime() - deps.ttlDays * DAY_MS).toISOString();
    const expired = await expireStale(deps.db, cutoff, at.toISOString());
    if (expired > 0) deps.log.info({ expired }, 'listings expired');
  };
}

/** Registers the worker and its hourly run. */
export async function registerListingExpiry(
  queue: JobQueue,
  deps: { db: Db; ttlDays: number; log: Pick<JobLog, 'info'> },
): Promise<void> {
  await queue.work(LISTING_EXPIRY_JOB, listingExpiryHandler(deps));
  await queue.scheduleHourly(LISTING_EXPIRY_JOB);
}
