/**
 * The Report dialog's check (checkReportForm, with the shared
 * ReportFormSchema), loaded on first use: it brings zod, which the car
 * page's app starts without (docs/decisions/028-answers-checked-at-the-server.md).
 * A failed load is tried again at the next call.
 */
type ReportCheckModule = typeof import('./report-form-check.ts');

let loading: Promise<ReportCheckModule> | undefined;

export function loadReportCheck(): Promise<ReportCheckModule> {
  loading ??= import('./report-form-check.ts').catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}
