/**
 * Submitting a lead (AddLeadQRCode; docs/product.md#home-and-search-calls,
 * #messages-and-errors, #privacy-and-abuse): find the car, refuse a sold or
 * unknown one, answer a repeat from the same mobile within LEAD_REPEAT_HOURS
 * with 'Lead Already Exists' (no new row), else store the lead (a dealer's:
 * assigned in turn to a sales executive, docs/decisions/041-lead-work.md)
 * and queue the notice to whoever works it (the assignee, else the dealer,
 * or the user who listed the car: their account's mobile) as a durable
 * `lead-notice` job (jobs/lead-notice-job.ts,
 * docs/decisions/017-durable-jobs.md), and for an assigned lead the check
 * that tells the owner when nobody acted on it in time.
 * Both answers carry the full seller profile so the Contact Dealer block can
 * show it.
 */

import { PRODUCT } from '#shared/brand.ts';
import { LEAD_REPEAT_HOURS } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import type { DealerProfile } from '#shared/schemas/car.ts';
import { LEAD_TYPE, type LeadRequest } from '#shared/schemas/lead.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { enqueueLeadNotice } from '../../jobs/lead-notice-job.ts';
import { langOf, NOTICE_WORDS } from '../../notices/notice-words.ts';
import { isMobileBlocked } from '../blocks/blocked-mobiles.repository.ts';
import { sellerProfilesOf } from '../cars/sellers.repository.ts';
import { noticeRecipient, queueEscalation } from '../lead-work/lead-notices.ts';
import { findLeadListing, insertLeadWithinRules, type LeadListing } from './leads.repository.ts';

const HOUR_MS = 3_600_000;

/** The lead call's `salesexecutiveId` as a team member's id; '0', blank or not a number: none (round-robin). */
function requestedAssignee(salesexecutiveId: string | undefined): number | undefined {
  const n = Number(salesexecutiveId);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

export interface LeadAnswer {
  Success: boolean;
  Message: string;
  Data: DealerProfile[];
}

/** The WhatsApp/console notice the seller receives for a new lead, in their language (`lang`, default English). */
export function leadNoticeText(listing: LeadListing, lead: LeadRequest, lang?: string): string {
  return NOTICE_WORDS[langOf(lang)].leadNotice({
    product: PRODUCT,
    name: lead.Name,
    mobile: lead.Contactno,
    car: listing.title,
    carNumber: listing.carNumber,
  });
}

/**
 * Handles one lead request at time `now`. Throws AppError 404 (unknown car),
 * 409 (sold car), or 429 when the buyer's mobile already reached
 * `deps.dailyCap` other sellers in the last 24 hours (LEAD_DAILY_CAP: one
 * number cannot harvest every seller's mobile and address). The seller's
 * notice is queued before the answer, so an acknowledged lead always has
 * one; a failure to queue it rejects (500) with the lead stored.
 */
export async function submitLead(
  deps: { db: Db; jobQueue: JobQueue; dailyCap: number; escalateMinutes: number },
  lead: LeadRequest,
  now: Date,
): Promise<LeadAnswer> {
  const { db } = deps;
  if (await isMobileBlocked(db, lead.Contactno)) throw new AppError(403, MSG.mobileBlocked);
  const listing = await findLeadListing(db, { rand: lead.Rand, carNumber: lead.Carno });
  if (!listing) throw new AppError(404, MSG.carNotFound);
  if (listing.status === 'Sold') throw new AppError(409, MSG.carSold);
  if (listing.status !== 'UnSold') throw new AppError(409, MSG.carUnavailable);

  const seller = { dealerId: listing.dealerId, userId: listing.userId };
  const outcome = await insertLeadWithinRules(
    db,
    {
      listingId: listing.id,
      dealerId: listing.dealerId,
      name: lead.Name,
      mobile: lead.Contactno,
      remarks: lead.nRemarks ?? `Lead from ${PRODUCT}`,
      leadType: lead.LeadType ?? LEAD_TYPE,
      createdAt: now.toISOString(),
    },
    seller,
    {
      repeatSinceIso: new Date(now.getTime() - LEAD_REPEAT_HOURS * HOUR_MS).toISOString(),
      capSinceIso: new Date(now.getTime() - 24 * HOUR_MS).toISOString(),
      cap: deps.dailyCap,
    },
    requestedAssignee(lead.salesexecutiveId),
  );
  if (outcome === 'capped') throw new AppError(429, MSG.leadDailyCap);
  const Data = await sellerProfilesOf(db, seller, listing.cityName, false);
  if (outcome === 'repeat') return { Success: false, Message: MSG.leadExists, Data };

  const to = await noticeRecipient(db, seller, outcome.assignee);
  if (to) {
    const text = leadNoticeText(listing, lead, to.lang);
    await enqueueLeadNotice(deps.jobQueue, { to: to.mobile, text });
  }
  if (outcome.assignee && listing.dealerId !== null) {
    await queueEscalation(
      deps,
      { id: outcome.id, dealerId: listing.dealerId },
      deps.escalateMinutes,
      now,
    );
  }
  return { Success: true, Message: MSG.leadSubmitted, Data };
}
