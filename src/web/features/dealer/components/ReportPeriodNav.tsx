/**
 * The lead report's period (issue 43 part 5): the Week / Month switch, the
 * period's dates, and links to the previous and next period, all plain
 * links to addresses of /Dealer/Reports (report-period.ts) so Back and a
 * reload keep the view. There is no next period after the current one (its
 * place stays empty, so the previous link does not move).
 */
import {
  nextMonth,
  nextWeek,
  periodMonth,
  periodNavLabel,
  periodWeek,
  previousMonth,
  previousWeek,
} from '#messages/reports.ts';
import type { ReportPeriod } from '#shared/schemas/lead-reports.ts';
import { Link } from '#web/lib/links.tsx';
import { periodDates, periodSteps, type ReportView, reportViewHref } from '../report-period.ts';

const STEP_LINK =
  'inline-flex min-h-11 items-center gap-1 rounded-xl border border-ink-300 bg-white px-3 text-sm font-semibold text-ink-800 hover:bg-ink-50';

const PERIODS: { period: ReportPeriod; label: string }[] = [
  { period: 'week', label: periodWeek },
  { period: 'month', label: periodMonth },
];

/** The navigation of `view`, `today` the IST date. */
export function ReportPeriodNav({ view, today }: { view: ReportView; today: string }) {
  const { from, to, previous, next } = periodSteps(view, today);
  const week = view.period === 'week';
  return (
    <nav aria-label={periodNavLabel} className="mt-5">
      <ul className="inline-flex rounded-xl bg-ink-100 p-1">
        {PERIODS.map(({ period, label }) => {
          const current = period === view.period;
          return (
            <li key={period}>
              <Link
                to={reportViewHref(period, view.day, today)}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold ${
                  current
                    ? 'bg-white text-primary-700 shadow-sm'
                    : 'text-ink-700 hover:text-ink-900'
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="mt-4 text-xl font-semibold text-ink-900">
        {periodDates(from, to)}
      </p>
      <div className="mt-3 flex items-center justify-between gap-2">
        <Link to={reportViewHref(view.period, previous, today)} className={STEP_LINK}>
          <span aria-hidden="true">‹</span>
          {week ? previousWeek : previousMonth}
        </Link>
        {next ? (
          <Link to={reportViewHref(view.period, next, today)} className={STEP_LINK}>
            {week ? nextWeek : nextMonth}
            <span aria-hidden="true">›</span>
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
