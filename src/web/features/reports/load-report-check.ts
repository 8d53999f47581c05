/**
 * The Report dialog's check (checkReportForm, with the shared
 * ReportFormSchema), loaded on first use (#web/lib/lazy-check.ts).
 */
import { lazyModule } from '#web/lib/lazy-check.ts';

export const loadReportCheck = lazyModule(() => import('./report-form-check.ts'));
