/**
 * The seller's Enquiries inbox (issue 12 item 1; docs/decisions/022-enquiries-inbox.md):
 * the leads on a signed-in seller's cars, their status, the count of new
 * ones for the header, and each listing's views, leads and days listed for
 * My Vehicles. Additions to the spec's API under /api/Enquiries.
 */
import { z } from 'zod';
import { envelope } from './api.ts';
import { coercedId } from './fields.ts';
import { LEAD_STAGES, LOST_REASONS } from './lead-work.ts';

/** One lead as its seller sees it; CreatedAt is ISO 8601 (UTC), shown in IST. */
export const EnquirySchema = z.object({
  id: z.number().int(),
  Name: z.string(),
  /** The buyer's ten-digit mobile: shown only to the seller of the car asked about. */
  Mobile: z.string(),
  /** What the buyer asked for: the best price, or the seller's details. */
  Type: z.enum(['Price', 'Contact']),
  /** The lead's stage (lead-work.ts LEAD_STAGES). */
  Status: z.enum(LEAD_STAGES),
  LostReason: z.enum(LOST_REASONS).nullable(),
  /** When to follow up next (ISO 8601, UTC), or null. */
  NextFollowUp: z.string().nullable(),
  /** The team member it is assigned to (dealer_staff id), null: the owner. */
  AssigneeId: z.number().int().nullable(),
  /** Their name ('' for the owner, who the screen names in its own words). */
  AssigneeName: z.string(),
  /** When someone first called, sent a WhatsApp or moved its stage (ISO), or null. */
  FirstContactAt: z.string().nullable(),
  /** The newest note, or null. */
  LastNote: z.string().nullable(),
  CreatedAt: z.string(),
  Car: z.object({
    Rand: z.string(),
    /** The car page's path (paths.car). */
    Path: z.string(),
    Title: z.string(),
    /** Rupees. */
    Price: z.number(),
    CarStatus: z.string(),
    /** The main photo's 400 px WebP URL, or null. */
    Photo: z.string().nullable(),
  }),
});
export type Enquiry = z.infer<typeof EnquirySchema>;

/** Leads per page of the inbox. */
export const ENQUIRIES_PAGE_SIZE = 50;

/** GET /api/Enquiries/MyEnquiries: `before` (a lead id) pages to older leads. */
export const EnquiryListQuerySchema = z.object({
  before: coercedId('before must be a lead id', 'before must be a lead id').optional(),
});

/** Newest first; NextBefore continues the list (null at its end); NewCount counts every new lead. */
export const EnquiryListSchema = envelope(
  z.object({
    Enquiries: z.array(EnquirySchema),
    NewCount: z.number().int(),
    NextBefore: z.number().int().nullable(),
  }),
);
export type EnquiryList = z.infer<typeof EnquiryListSchema>['Data'];

/** GET /api/Enquiries/NewCount: the header's badge (TodayCount: the Today queue's length). */
export const EnquiryCountSchema = envelope(
  z.object({ NewCount: z.number().int(), TodayCount: z.number().int() }),
);

/** Most leads each part of the Today queue lists (its count counts them all). */
export const TODAY_PART_SIZE = 25;

/**
 * GET /api/Enquiries/Today: the caller's own open leads (assigned to them;
 * an owner's: those assigned to nobody) whose follow-up is overdue (oldest
 * first), due later today in IST (soonest first), and new ones with no
 * follow-up set (oldest first); Count is the header's number.
 */
export const TodaySchema = envelope(
  z.object({
    Overdue: z.array(EnquirySchema),
    Due: z.array(EnquirySchema),
    New: z.array(EnquirySchema),
    Counts: z.object({
      Overdue: z.number().int(),
      Due: z.number().int(),
      New: z.number().int(),
    }),
    Count: z.number().int(),
  }),
);
export type Today = z.infer<typeof TodaySchema>['Data'];

/** GET /api/Enquiries/ListingStats: per listing of the seller (carid), for My Vehicles. */
export const ListingStatsSchema = envelope(
  z.array(
    z.object({
      carid: z.number().int(),
      Views: z.number().int(),
      Leads: z.number().int(),
      /** Whole days since the car was listed. */
      DaysListed: z.number().int(),
    }),
  ),
);
export type ListingStats = z.infer<typeof ListingStatsSchema>['Data'];
