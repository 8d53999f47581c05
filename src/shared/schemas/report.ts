/**
 * Reporting a listing (issue 25 part 1, docs/moderation.md#reports): the
 * reasons a buyer can give, the form the car page's Report dialog checks and
 * the POST /api/Listing/Report body the route validates with the same rules.
 * A signed-out reporter gives their mobile; a signed-in one reports as their
 * account (the route takes the account's mobile).
 */
import { z } from 'zod';
import { chooseReason } from '#messages/validation.ts';
import { REPORT_REASONS, type ReportReason } from '../report-reasons.ts';
import { leadMobile, optionalText, requiredText } from './fields.ts';

export { REPORT_REASONS, type ReportReason };

const CODES = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

/** Shown when no reason is chosen. */
export const CHOOSE_REASON = chooseReason;

const reason = z.enum(CODES, { error: CHOOSE_REASON });
const remarks = optionalText(300);

/** The dialog's fields; `Mobileno` only when signed out (the route insists then). */
export const ReportFormSchema = z.object({ reason, remarks, Mobileno: leadMobile.optional() });
export type ReportForm = z.infer<typeof ReportFormSchema>;

export const ReportRequestSchema = z.object({
  Rand: requiredText(64),
  reason,
  remarks,
  /** Required when signed out; ignored when signed in. */
  Mobileno: leadMobile.optional(),
});
export type ReportRequest = z.infer<typeof ReportRequestSchema>;
