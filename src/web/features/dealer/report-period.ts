/**
 * The period a lead report shows (issue 43 part 5; docs/decisions/041-lead-work.md),
 * as /Dealer/Reports' address holds it: `?period=week|month&day=YYYY-MM-DD`,
 * `day` any IST day of the period, left out for the current one. So Back,
 * a reload and a shared link show the same report. Also the period's dates
 * in words ("30 Nov – 6 Dec 2026"). Weeks run Monday to Sunday in IST
 * (reportRange and shiftReport of the shared schema, as the server counts).
 */
import { dateRange, dayMonth, dayMonthYear } from '#messages/reports.ts';
import { paths } from '#shared/pages/paths.ts';
import { type ReportPeriod, reportRange, shiftReport } from '#shared/report-periods.ts';

/** What the address asks for: `day` undefined for the period holding today. */
export interface ReportView {
  period: ReportPeriod;
  day?: string;
}

/** The report's own address. */
export const REPORTS_PATH = `${paths.dealer}/Reports`;

/** Whether `s` is a calendar date YYYY-MM-DD. */
function isDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const t = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
}

/**
 * The view the search params ask for, `today` the IST date: week unless
 * `period` is month (any letter case); a `day` that is no date or after
 * today is left out (today's period), as is one inside today's period.
 */
export function readReportView(params: URLSearchParams, today: string): ReportView {
  const period: ReportPeriod = params.get('period')?.toLowerCase() === 'month' ? 'month' : 'week';
  const day = params.get('day') ?? '';
  if (!isDate(day) || day > today || isCurrent(period, day, today)) return { period };
  return { period, day };
}

/** Whether `day` falls in the `period` holding `today`. */
function isCurrent(period: ReportPeriod, day: string, today: string): boolean {
  return reportRange(period, day).from === reportRange(period, today).from;
}

/** The address of a view: the current period's without its `day`. */
export function reportViewHref(period: ReportPeriod, day: string | undefined, today: string) {
  const params = new URLSearchParams({ period });
  if (day && day <= today && !isCurrent(period, day, today)) params.set('day', day);
  return `${REPORTS_PATH}?${params}`;
}

/** The period's first and last IST dates, and the first days of the ones before and after (null: after is still to come). */
export function periodSteps(view: ReportView, today: string) {
  const { from, to } = reportRange(view.period, view.day ?? today);
  const next = shiftReport(view.period, from, 1);
  return {
    from,
    to,
    previous: shiftReport(view.period, from, -1),
    next: next <= today ? next : null,
  };
}

/** The parts of a date YYYY-MM-DD: day, month 0 to 11, year. */
function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [d ?? 1, (m ?? 1) - 1, y ?? 0];
}

/** A period's dates in words: "30 Nov – 6 Dec 2026", "1 – 31 Dec 2026", "29 Dec 2025 – 4 Jan 2026". */
export function periodDates(from: string, to: string): string {
  const [fd, fm, fy] = parts(from);
  const [td, tm, ty] = parts(to);
  const start = fy !== ty ? dayMonthYear(fd, fm, fy) : fm !== tm ? dayMonth(fd, fm) : String(fd);
  return dateRange(start, dayMonthYear(td, tm, ty));
}
