/**
 * The hourly `listing-expiry` job (issue 25 part 3,
 * docs/moderation.md#fresh-listings), once per deployment: hides every car
 * for sale whose seller has not renewed it for LISTING_TTL_DAYS ('expired';
 * its seller renews it with one tap), then sends the "is it still for
 * sale?" reminders due 7 days and 1 day before (modules/renewals), and the
 * dealers' RC transfer reminders 14 days after a sale (modules/sales).
 */
import type { Lang } from '#shared/i18n/lang.ts';
import type { Db } from '../db/database.ts';
import { sendRenewalReminders } from '../modules/renewals/reminders.service.ts';
import { expireStale } from '../modules/renewals/renewals.repository.ts';
import { sendRcReminders } from '../modules/sales/rc-reminders.ts';
import type { MessageSender } from '../ports/message-sender.ts';
import type { JobHandler, JobLog, JobQueue } from './job-queue.ts';

export const LISTING_EXPIRY_JOB = 'listing-expiry';

const DAY_MS = 86_400_000;

export interface ListingExpiryDeps {
  db: Db;
  ttlDays: number;
  sender: MessageSender;
  publicUrl: string;
  /** The languages of the renewal template Meta approved (default English only; issue 26). */
  templateLanguages?: readonly Lang[];
  log: Pick<JobLog, 'info'>;
}

/** The worker; `now` is the clock (tests move it). */
export function listingExpiryHandler(
  deps: ListingExpiryDeps,
  now: () => Date = () => new Date(),
): JobHandler<unknown> {
  return async () => {
    const at = now();
    const cutoff = new Date(at.getTime() - deps.ttlDays * DAY_MS).toISOString();
    const expired = await expireStale(deps.db, cutoff, at.toISOString());
    const reminded = await sendRenewalReminders(deps, at);
    const rcReminded = await sendRcReminders(deps, at);
    if (expired > 0 || reminded > 0 || rcReminded > 0)
      deps.log.info({ expired, reminded, rcReminded }, 'listings expired and reminded');
  };
}

/** Registers the worker and its hourly run. */
export async function registerListingExpiry(
  queue: JobQueue,
  deps: ListingExpiryDeps,
): Promise<void> {
  await queue.work(LISTING_EXPIRY_JOB, listingExpiryHandler(deps));
  await queue.scheduleHourly(LISTING_EXPIRY_JOB);
}
