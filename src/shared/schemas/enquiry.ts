/**
 * The seller's Enquiries inbox (issue 12 item 1; docs/decisions/022-enquiries-inbox.md):
 * the leads on a signed-in seller's cars, their status, the count of new
 * ones for the header, and each listing's views, leads and days listed for
 * My Vehicles. Additions to the spec's API under /api/Enquiries.
 */
import { z } from 'zod';
import { leadStatusClosed, leadStatusContacted, leadStatusNew } from '#messages/labels.ts';
import { envelope } from './api.ts';
import { coercedId } from './fields.ts';

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** What the inbox shows for each status. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: leadStatusNew,
  contacted: leadStatusContacted,
  closed: leadStatusClosed,
};

/** One lead as its seller sees it; CreatedAt is ISO 8601 (UTC), shown in IST. */
export const EnquirySchema = z.object({
  id: z.number().int(),
  Name: z.string(),
  /** The buyer's ten-digit mobile: shown only to the seller of the car asked about. */
  Mobile: z.string(),
  /** What the buyer asked for: the best price, or the seller's details. */
  Type: z.enum(['Price', 'Contact']),
  Status: z.enum(LEAD_STATUSES),
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

/** POST /api/Enquiries/SetStatus: the lead and its new status. */
export const EnquiryStatusRequestSchema = z.object({
  id: coercedId('id is required', 'id must be a lead id'),
  Status: z.enum(LEAD_STATUSES, { error: 'Status must be new, contacted or closed' }),
});
export type EnquiryStatusRequest = z.infer<typeof EnquiryStatusRequestSchema>;

/** GET /api/Enquiries/NewCount: the header's badge. */
export const EnquiryCountSchema = envelope(z.object({ NewCount: z.number().int() }));

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
