/**
 * The operators' console API (issue 25 part 2, docs/moderation.md#console):
 * what each action takes (always a reason, kept in the audit) and what the
 * console reads back.
 */
import { z } from 'zod';
import { envelope } from './api.ts';
import { LISTING_ANSWER_STATUSES } from './car.ts';
import { blankToUndefined, leadMobile, MAX_ID, requiredText } from './fields.ts';

/** Rows a page of the console's report queue and dealer list holds; the next page is asked with Show more. */
export const CONSOLE_PAGE_SIZE = 100;

/** Why an operator acts: required, kept in the audit. */
export const auditReason = requiredText(300);
const reason = auditReason;

/** Hide or restore a car. */
export const CarActionSchema = z.object({ Rand: requiredText(64), reason });
export type CarAction = z.infer<typeof CarActionSchema>;

/** Block or unblock a mobile (an account's, or anyone's). */
export const MobileActionSchema = z.object({ Mobileno: leadMobile, reason });
export type MobileAction = z.infer<typeof MobileActionSchema>;

export const ReportedCarSchema = z.object({
  Rand: z.string(),
  Title: z.string(),
  Path: z.string(),
  Status: z.enum(LISTING_ANSWER_STATUSES),
  /** Why it is hidden: 'reports', 'operator' or 'blocked'; null while for sale. */
  HiddenReason: z.string().nullable(),
  /** Rupees. */
  Price: z.number(),
  /** Open reports, each from a different mobile. */
  Reporters: z.number().int(),
  /** Open reports by reason code (REPORT_REASONS). */
  Reasons: z.record(z.string(), z.number().int()),
  Remarks: z.array(z.string()),
  /** The oldest open report's time, ISO 8601. */
  Oldest: z.string(),
});
export type ReportedCar = z.infer<typeof ReportedCarSchema>;

/**
 * Where a page of the report queue ended (its order: the oldest open report,
 * then the car's id): the last car's oldest open report (ISO 8601) and id.
 */
export interface ReportQueuePosition {
  oldest: string;
  id: number;
}

const ReportQueueTuple = z.tuple([
  z.literal('r'),
  z.iso.datetime(),
  z.number().int().min(1).max(MAX_ID),
]);

const base64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The JSON `cursor` holds as base64url, or undefined when it holds none. */
function cursorJson(cursor: string): unknown {
  if (!/^[\w-]+$/.test(cursor)) return undefined;
  try {
    return JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return undefined;
  }
}

/**
 * The report queue's `NextCursor` for a page that ended at `p`: opaque to
 * clients (base64url of a small JSON tuple, as the search's cursors are:
 * docs/decisions/002-search-pagination.md).
 */
export function reportQueueCursor(p: ReportQueuePosition): string {
  return base64url(JSON.stringify(['r', p.oldest, p.id]));
}

/**
 * GET /api/Admin/Reports: `cursor`, the previous page's NextCursor, pages on
 * (parsed to its position; blank: the first page). Anything else answers 400
 * 'cursor: Invalid cursor'.
 */
export const ReportQueueQuerySchema = z.object({
  cursor: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Invalid cursor' })
      .max(200, 'Invalid cursor')
      .transform((cursor, ctx): ReportQueuePosition => {
        const tuple = ReportQueueTuple.safeParse(cursorJson(cursor));
        if (!tuple.success) {
          ctx.addIssue({ code: 'custom', message: 'Invalid cursor' });
          return z.NEVER;
        }
        return { oldest: tuple.data[1], id: tuple.data[2] };
      })
      .optional(),
  ),
});

/** A page of the report queue, the longest-waiting first; NextCursor asks for the next (null at the end). */
export const ReportQueueAnswerSchema = envelope(
  z.object({ Reports: z.array(ReportedCarSchema), NextCursor: z.string().nullable() }),
);
export type ReportQueuePage = z.infer<typeof ReportQueueAnswerSchema>['Data'];

export const HiddenCarSchema = z.object({
  Rand: z.string(),
  Title: z.string(),
  Path: z.string(),
  /** 'reports', 'operator' or 'blocked'. */
  HiddenReason: z.string().nullable(),
  /** Rupees. */
  Price: z.number(),
  /** ISO 8601. */
  HiddenAt: z.string(),
});
export type HiddenCar = z.infer<typeof HiddenCarSchema>;
export const HiddenCarsAnswerSchema = envelope(z.array(HiddenCarSchema));

/** A listing the duplicate check flagged (docs/decisions/036-duplicate-photos.md). */
export const FlagSchema = z.object({
  id: z.number().int(),
  /** 'photo' or 'car_number'. */
  Kind: z.string(),
  /** A photo's Hamming distance (0 to 8); null for a number. */
  Distance: z.number().int().nullable(),
  At: z.string(),
  Rand: z.string(),
  Title: z.string(),
  Status: z.enum(LISTING_ANSWER_STATUSES),
  /** The seller's mobile (ten digits, for the operator to act on) and name. */
  SellerMobile: z.string().nullable(),
  SellerName: z.string().nullable(),
  /** The other seller's listing it looks like; null once deleted. */
  OtherRand: z.string().nullable(),
});
export type Flag = z.infer<typeof FlagSchema>;
export const FlagsAnswerSchema = envelope(z.array(FlagSchema));

/** Close a flag: `hide` 'true' also hides the flagged car. */
export const FlagActionSchema = z.object({
  id: z.coerce.number().int().positive(),
  hide: z.enum(['true', 'false']).default('false'),
  reason,
});

export const AuditRowSchema = z.object({
  id: z.number().int(),
  /** Masked (98XXXXXX10). */
  Operator: z.string(),
  Action: z.string(),
  Subject: z.string(),
  Reason: z.string(),
  Before: z.string().nullable(),
  After: z.string().nullable(),
  At: z.string(),
});
export type AuditRow = z.infer<typeof AuditRowSchema>;
export const AuditAnswerSchema = envelope(z.array(AuditRowSchema));

export const BlockRowSchema = z.object({
  /** Masked (98XXXXXX10). */
  Mobile: z.string(),
  Reason: z.string(),
  At: z.string(),
});
export const BlocksAnswerSchema = envelope(z.array(BlockRowSchema));
