/**
 * The lead report's Download CSV button (issue 43 part 5): fetches the
 * period's CSV (one row per enquiry) with the signed-in person's token, as
 * the link alone could not, and saves it under the name the server gives
 * (else enquiries-<period>-<from>.csv, as the server names it). A refusal
 * is a toast with the server's message.
 */
import { downloadCsv, downloadingCsv } from '#messages/reports.ts';
import type { ReportPeriod } from '#shared/schemas/lead-reports.ts';
import { notifyError } from '#web/lib/notify.ts';
import { saveFile } from '#web/lib/save-file.ts';
import { useDownloadLeadReport } from '../api/reports.ts';

/** The button for `period` holding `day` (undefined: the current one), which starts on `from`. */
export function ReportDownload({
  period,
  day,
  from,
}: {
  period: ReportPeriod;
  day: string | undefined;
  from: string;
}) {
  const download = useDownloadLeadReport();
  return (
    <button
      type="button"
      disabled={download.isPending}
      aria-busy={download.isPending || undefined}
      onClick={() =>
        download.mutate(
          { period, day },
          {
            onSuccess: (file) =>
              saveFile(file.blob, file.fileName ?? `enquiries-${period}-${from}.csv`),
            onError: (err) => notifyError(err.message),
          },
        )
      }
      className="inline-flex min-h-11 items-center rounded-xl border border-primary-600 bg-white px-4 font-semibold text-primary-700 hover:bg-primary-50 disabled:opacity-60"
    >
      {download.isPending ? downloadingCsv : downloadCsv}
    </button>
  );
}
