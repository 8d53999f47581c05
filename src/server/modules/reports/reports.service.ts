/**
 * A buyer's report of a listing (issue 25 part 1, docs/moderation.md#reports):
 * refused for a blocked mobile (403), past REPORTS_PER_MOBILE_PER_DAY (429),
 * for a car that is not for sale (404 unknown, 409 sold or hidden); a second
 * report of the same car by the same mobile changes nothing and says so.
 * The REPORTS_TO_HIDE-th open report (each from a different mobile) hides
 * the car pending review, in the same transaction.
 */
import { MSG } from '#shared/messages.ts';
import type { ReportReason } from '#shared/schemas/report.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { isMobileBlocked } from '../blocks/blocked-mobiles.repository.ts';
import {
  findReportedListing,
  hideForReports,
  insertReport,
  openReportCount,
  reportsBySince,
} from './reports.repository.ts';

/** Open reports from different mobiles that hide a car until an operator looks. */
export const REPORTS_TO_HIDE = 3;
/** Reports one mobile may make in 24 hours. */
export const REPORTS_PER_MOBILE_PER_DAY = 5;

export interface ReportInput {
  rand: string;
  reason: ReportReason;
  remarks: string;
  /** Ten digits: the reporter's, their account's when signed in. */
  mobile: string;
  userId: number | null;
}

/** Records the report; answers the message to show ('Thank you ...' or 'already reported'). */
export async function submitReport(db: Db, input: ReportInput, now: Date): Promise<string> {
  if (await isMobileBlocked(db, input.mobile)) throw new AppError(403, MSG.mobileBlocked);
  const listing = await findReportedListing(db, input.rand);
  if (!listing) throw new AppError(404, MSG.carNotFound);
  if (listing.status === 'Sold') throw new AppError(409, MSG.carSold);
  if (listing.status !== 'UnSold') throw new AppError(409, MSG.carUnavailable);
  const since = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  if ((await reportsBySince(db, input.mobile, since)) >= REPORTS_PER_MOBILE_PER_DAY) {
    throw new AppError(429, MSG.tooManyReports);
  }
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const added = await insertReport(trx, { ...input, listingId: listing.id, nowIso });
    if (!added) return MSG.reportExists;
    if ((await openReportCount(trx, listing.id)) >= REPORTS_TO_HIDE) {
      await hideForReports(trx, listing.id, nowIso);
    }
    return MSG.reportSent;
  });
}
