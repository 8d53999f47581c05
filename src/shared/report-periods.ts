/**
 * The periods of a dealership's lead reports (issue 43 part 5;
 * docs/decisions/041-lead-work.md): an IST week (Monday to Sunday) or
 * calendar month, as plain date arithmetic on "YYYY-MM-DD", and the lead
 * sources they count. Apart from the report's schema
 * (schemas/lead-reports.ts) so the Reports screen reads them without zod.
 */

export const REPORT_PERIODS = ['week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Where a lead came from: the car page's Best price or seller-details request, or another client. */
export const LEAD_SOURCES = ['price', 'contact', 'other'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

const DAY_MS = 86_400_000;

/** Whether `s` is a real calendar date YYYY-MM-DD. */
export function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const t = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
}

/**
 * The IST dates (inclusive, YYYY-MM-DD) of the `period` holding date `day`:
 * its week from Monday to Sunday, or its calendar month.
 */
export function reportRange(period: ReportPeriod, day: string): { from: string; to: string } {
  const t = Date.parse(`${day}T00:00:00Z`);
  const d = new Date(t);
  if (period === 'week') {
    const back = (d.getUTCDay() + 6) % 7;
    const from = new Date(t - back * DAY_MS);
    return {
      from: from.toISOString().slice(0, 10),
      to: new Date(from.getTime() + 6 * DAY_MS).toISOString().slice(0, 10),
    };
  }
  const from = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  const to = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/** The first day of the period before (`step` -1) or after (+1) the one starting `from`. */
export function shiftReport(period: ReportPeriod, from: string, step: -1 | 1): string {
  const t = Date.parse(`${from}T00:00:00Z`);
  if (period === 'week') return new Date(t + step * 7 * DAY_MS).toISOString().slice(0, 10);
  const d = new Date(t);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + step, 1))
    .toISOString()
    .slice(0, 10);
}
