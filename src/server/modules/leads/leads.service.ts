/**
 * Submitting a lead (AddLeadQRCode; docs/product.md#home-and-search-calls,
 * #messages-and-errors, #privacy-and-abuse): find the car, refuse a sold or
 * unknown one, answer a repeat from the same mobile within LEAD_REPEAT_HOURS
 * with 'Lead Already Exists' (no new row), else store the lead and queue the
 * seller's notice (the dealer, or the user who listed the car: their
 * account's mobile) as a durable `lead-notice` job (jobs/lead-notice-job.ts,
 * docs/decisions/017-durable-jobs.md).
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
import { sellerContact, sellerProfilesOf } from '../cars/sellers.repository.ts';
import { findLeadListing, insertLeadWithinRules, type LeadListing } from './leads.repository.ts';

const HOUR_MS = 3_600_000;

export interface LeadAnswer {
  Success: boolean;
  Message: string;
  Data: DealerProfile[];
}

/** The WhatsApp/console notice the seller receives for a new lead, in their language (`lang`, default English). */
export function leadNoticeText(listing: LeadListing, lead: LeadRequest, lang?: string): string {
  return NOTICE_WORDS[langOf(lang)].leadNotice(
    PRODUCT,
    lead.Name,
    lead.Contactno,
    listing.title,
    listing.carNumber,
  );
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
  deps: { db: Db; jobQueue: JobQueue; dailyCap: number },
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
  );
  if (outcome === 'capped') throw new AppError(429, MSG.leadDailyCap);
  const Data = await sellerProfilesOf(db, seller, listing.cityName, false);
  if (outcome === 'repeat') return { Success: false, Message: MSG.leadExists, Data };

  const to = await sellerContact(db, seller);
  if (to) {
    const text = leadNoticeText(listing, lead, to.lang);
    await enqueueLeadNotice(deps.jobQueue, { to: to.mobile, text });
  }
  return { Success: true, Message: MSG.leadSubmitted, Data };
}
