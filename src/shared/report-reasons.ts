/**
 * The reasons a buyer can give when reporting a car, by wire code, with the
 * words the Report dialog shows (docs/moderation.md#reports; the words in
 * src/shared/i18n/{lang}/labels.ts). Apart from the schema (schemas/report.ts)
 * so the car page's app lists them without zod.
 */
import {
  reportReasonAbusive,
  reportReasonAdvance,
  reportReasonCopied,
  reportReasonNotOwner,
  reportReasonSold,
  reportReasonStory,
  reportReasonUpi,
  reportReasonWrong,
} from '#messages/labels.ts';

export const REPORT_REASONS = {
  advance: reportReasonAdvance,
  upi: reportReasonUpi,
  story: reportReasonStory,
  copied: reportReasonCopied,
  notowner: reportReasonNotOwner,
  sold: reportReasonSold,
  wrong: reportReasonWrong,
  abusive: reportReasonAbusive,
} as const;

export type ReportReason = keyof typeof REPORT_REASONS;
