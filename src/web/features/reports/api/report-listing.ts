/**
 * The report call, POST /api/Listing/Report (docs/moderation.md#reports), and
 * the Report form posted to the car page without JavaScript (its action
 * checks it with the shared schema and sends the same call).
 */
import { useMutation } from '@tanstack/react-query';
import { PAGE_MSG } from '#shared/page-messages.ts';
import type { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import type { ReportForm } from '#shared/schemas/report.ts';
import { ApiError, apiPost } from '#web/lib/api-client.ts';
import { loadReportCheck } from '../load-report-check.ts';
import type { ReportFieldErrors } from '../report-form-check.ts';

/**
 * Reports car `rand` (signed in: as the account, the stored token goes with
 * it). Answers the message to show (recorded, or already reported); any
 * refusal throws an ApiError with its message.
 */
export async function reportListing(rand: string, form: ReportForm): Promise<string> {
  const r = await apiPost<typeof EmptyAnswerSchema>(
    '/api/Listing/Report',
    { Rand: rand, reason: form.reason, remarks: form.remarks ?? '', Mobileno: form.Mobileno },
    { checkSuccess: false, on401: 'return' },
  );
  if (r.status === 200) return r.msg;
  throw new ApiError(r.msg, r.status, r.data);
}

/** The Report dialog's mutation for car `rand`. */
export function useReportListing(rand: string) {
  return useMutation({
    mutationKey: ['reports', rand],
    mutationFn: (form: ReportForm) => reportListing(rand, form),
  });
}

export type ReportOutcome =
  | { mode: 'Report'; sent: true; message: string }
  | {
      mode: 'Report';
      sent: false;
      values: { reason: string; remarks: string; Mobileno: string };
      errors: ReportFieldErrors;
      serverError: string | null;
    };

const text = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '');

/**
 * Answers the Report form posted without JavaScript (fields reason, remarks,
 * Mobileno) for car `rand`: never throws for the visitor's input or the
 * API's refusal.
 */
export async function answerReportForm(form: FormData, rand: string): Promise<ReportOutcome> {
  const values = {
    reason: text(form.get('reason')),
    remarks: text(form.get('remarks')),
    Mobileno: text(form.get('Mobileno')),
  };
  const { checkReportForm } = await loadReportCheck();
  const checked = checkReportForm(values, true);
  if (!checked.ok)
    return { mode: 'Report', sent: false, values, errors: checked.errors, serverError: null };
  try {
    return { mode: 'Report', sent: true, message: await reportListing(rand, checked.values) };
  } catch (err) {
    const serverError = err instanceof Error ? err.message : PAGE_MSG.somethingWrongPost;
    return { mode: 'Report', sent: false, values, errors: {}, serverError };
  }
}
