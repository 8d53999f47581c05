/**
 * The lead reports screen, /Dealer/Reports (issue 43 part 5;
 * docs/decisions/041-lead-work.md): for one IST week (Monday to Sunday) or
 * calendar month, kept in the address (`?period=week|month&day=YYYY-MM-DD`,
 * report-period.ts), the funnel of the period's enquiries, enquiries per
 * car, per source, why they were lost and each person's figures, with the
 * period's CSV to download (GET /api/Dealer/Reports and Reports.csv). The
 * period's navigation stays while loading, on failure and when nothing
 * came in. Owners and managers only: anyone else is told so (the server
 * answers them 403), and a refused period (400) shows the server's message.
 */
import { useSearchParams } from 'react-router';
import {
  loadingReport,
  noEnquiriesMonth,
  noEnquiriesWeek,
  onlyOwnersReports,
  periodSummary,
  reportLoadFailed,
  reportsIntro,
  reportsTitle,
} from '#messages/reports.ts';
import { istDate } from '#shared/ist.ts';
import type { LeadReport } from '#shared/schemas/lead-reports.ts';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDealerMe } from '../api/dealer.ts';
import { useLeadReport } from '../api/reports.ts';
import { periodSteps, readReportView } from '../report-period.ts';
import { ReportCarsTable } from './ReportCarsTable.tsx';
import { ReportLostReasons, ReportSources } from './ReportCounts.tsx';
import { ReportDownload } from './ReportDownload.tsx';
import { ReportFunnel } from './ReportFunnel.tsx';
import { ReportPeopleTable } from './ReportPeopleTable.tsx';
import { ReportPeriodNav } from './ReportPeriodNav.tsx';
import { WorkspaceHeading } from './WorkspaceHeading.tsx';
import { WorkspaceRefusal } from './WorkspaceRefusal.tsx';

const BOX = 'rounded-2xl bg-white p-6 text-center text-ink-700 ring-1 ring-ink-200/70';

export function ReportsScreen() {
  const [params] = useSearchParams();
  const today = istDate(new Date());
  const view = readReportView(params, today);
  const report = useLeadReport(view.period, view.day);
  const me = useDealerMe();
  const firmName = me.data?.firmName;

  const error = report.error instanceof ApiError ? report.error : null;
  if (error?.status === 403) {
    const dealer = me.data != null;
    // In a dealership whose role does not see every enquiry, or in none (the server's message).
    return (
      <WorkspaceRefusal
        title={reportsTitle}
        reason={dealer ? onlyOwnersReports : error.message}
        dealer={dealer}
      />
    );
  }
  const data = report.data;
  const { from } = periodSteps(view, today);

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 md:py-10">
      <WorkspaceHeading firmName={firmName} title={reportsTitle} />
      <p className="mt-2 max-w-2xl text-ink-700">{reportsIntro}</p>

      <ReportPeriodNav view={view} today={today} />

      <div className="mt-5" aria-busy={report.isFetching || undefined}>
        {report.isPending ? (
          <p role="status" className="text-ink-600">
            {loadingReport}
          </p>
        ) : report.isError ? (
          error?.status === 400 ? (
            <p role="status" className={BOX}>
              {error.message}
            </p>
          ) : (
            <LoadFailed message={reportLoadFailed} onRetry={() => report.refetch()} />
          )
        ) : data && data.Totals.Leads === 0 ? (
          <p role="status" className={BOX}>
            {view.period === 'week' ? noEnquiriesWeek : noEnquiriesMonth}
          </p>
        ) : data ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-ink-700">{periodSummary(data.Totals.Leads, data.Cars.length)}</p>
              <ReportDownload period={view.period} day={view.day} from={from} />
            </div>
            <ReportParts data={data} />
          </>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The report's parts: the funnel beside sources and lost reasons on a wide
 * screen, then cars and people. The columns may shrink below their
 * content (minmax(0, 1fr), min-w-0), so a wide table scrolls in its own
 * region instead of widening the page.
 */
function ReportParts({ data }: { data: LeadReport }) {
  return (
    <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
      <ReportFunnel totals={data.Totals} />
      <div className="grid content-start gap-4">
        <ReportSources sources={data.Sources} />
        <ReportLostReasons reasons={data.LostReasons} />
      </div>
      <div className="min-w-0 md:col-span-2">
        <ReportCarsTable cars={data.Cars} />
      </div>
      <div className="min-w-0 md:col-span-2">
        <ReportPeopleTable people={data.People} />
      </div>
    </div>
  );
}
