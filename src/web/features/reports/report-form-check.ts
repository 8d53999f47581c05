/**
 * Checks the Report dialog's values with the shared ReportFormSchema
 * (docs/moderation.md#reports), in the browser and in the no-JavaScript
 * action alike: the valid, trimmed values, or the first message per field.
 * `needsMobile`: signed out, so the mobile is required.
 */
import { MSG } from '#shared/messages.ts';
import { type ReportForm, ReportFormSchema } from '#shared/schemas/report.ts';

export type ReportFieldErrors = Partial<Record<keyof ReportForm, string>>;
export type ReportFormCheck =
  | { ok: true; values: ReportForm }
  | { ok: false; errors: ReportFieldErrors };

export function checkReportForm(
  raw: { reason: unknown; remarks: unknown; Mobileno: unknown },
  needsMobile: boolean,
): ReportFormCheck {
  const parsed = ReportFormSchema.safeParse({
    ...raw,
    Mobileno: needsMobile ? raw.Mobileno : undefined,
  });
  const errors: ReportFieldErrors = {};
  if (needsMobile && !String(raw.Mobileno ?? '').trim()) errors.Mobileno = MSG.mobileRequired;
  if (parsed.success && !errors.Mobileno) return { ok: true, values: parsed.data };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as keyof ReportForm;
    if (!errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
