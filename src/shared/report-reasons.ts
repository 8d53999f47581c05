/**
 * The reasons a buyer can give when reporting a car, by wire code, with the
 * words the Report dialog shows (docs/moderation.md#reports). Apart from the
 * schema (schemas/report.ts) so the car page's app lists them without zod.
 */
export const REPORT_REASONS = {
  advance: 'Asked for advance or token money',
  upi: 'Sent a UPI collect request or QR code',
  story: 'Suspicious story (army posting, car at the airport, customs fee)',
  copied: 'Photos copied or price far below market',
  notowner: 'Seller is not the owner on the RC, or a loan is hidden',
  sold: 'Already sold',
  wrong: 'Wrong details',
  abusive: 'Abusive',
} as const;

export type ReportReason = keyof typeof REPORT_REASONS;
