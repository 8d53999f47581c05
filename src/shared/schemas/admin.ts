/**
 * The operators' console API (issue 25 part 2, docs/moderation.md#console):
 * what each action takes (always a reason, kept in the audit) and what the
 * console reads back.
 */
import { z } from 'zod';
import { envelope } from './api.ts';
import { LISTING_ANSWER_STATUSES } from './car.ts';
import { leadMobile, requiredText } from './fields.ts';

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
export const ReportQueueAnswerSchema = envelope(z.array(ReportedCarSchema));

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
