/**
 * A dealership's lead reports (issue 43 part 5; docs/decisions/041-lead-work.md):
 * GET /api/Dealer/Reports (LeadReportSchema: the period's totals as a funnel,
 * per car, per source, lost reasons and each person's figures) and its CSV,
 * /api/Dealer/Reports.csv (one row per lead), for one IST week or month.
 * Owners and managers only: a 403 for anyone else, a 400 for a bad
 * Period or Day. The dealership's own data (SESSION_QUERY_META); a 401 ends
 * the session quietly.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { LeadReportSchema, ReportPeriod } from '#shared/schemas/lead-reports.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { apiDownload, type DownloadedFile } from '#web/lib/api-download.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { retryUnless4xx, SESSION_QUERY_META, unwrapSignedIn } from '#web/lib/session.ts';

const BASE = '/api/Dealer/Reports';

/** The query string of `period` holding IST date `day` (left out: the server's today). */
function reportQuery(period: ReportPeriod, day: string | undefined): string {
  const params = new URLSearchParams({ Period: period });
  if (day) params.set('Day', day);
  return `?${params}`;
}

/** The report of the `period` holding IST date `day` (undefined: the current one). */
export function useLeadReport(period: ReportPeriod, day: string | undefined) {
  return useQuery({
    queryKey: [...queryKeys.dealer.all, 'reports', period, day ?? 'current'] as const,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof LeadReportSchema>(`${BASE}${reportQuery(period, day)}`, {
          signal,
          on401: 'return',
        }),
      ),
    meta: SESSION_QUERY_META,
    retry: retryUnless4xx,
  });
}

/**
 * The same period's CSV (text/csv, one row per lead) and the file name the
 * server gives it. Throws an ApiError with the server's message (or
 * 'Something went wrong!'); a 401 ends the session quietly first.
 */
export function downloadLeadReport(
  period: ReportPeriod,
  day: string | undefined,
): Promise<DownloadedFile> {
  return unwrapSignedIn(
    apiDownload(`${BASE}.csv${reportQuery(period, day)}`, 'text/csv', { on401: 'return' }),
  );
}

/** downloadLeadReport for a button: `mutate({ period, day })`, its result the file. */
export function useDownloadLeadReport() {
  return useMutation({
    mutationFn: ({ period, day }: { period: ReportPeriod; day: string | undefined }) =>
      downloadLeadReport(period, day),
  });
}
