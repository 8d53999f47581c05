/**
 * The lead form's check (checkLeadForm, with the shared LeadFormSchema),
 * loaded on first use (#web/lib/lazy-check.ts).
 */
import { lazyModule } from '#web/lib/lazy-check.ts';

export const loadLeadCheck = lazyModule(() => import('./lead-form-check.ts'));
