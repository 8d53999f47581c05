/**
 * The lead form's check (checkLeadForm, with the shared LeadFormSchema),
 * loaded on first use: it brings zod, which the car page's app starts
 * without (docs/decisions/028-answers-checked-at-the-server.md). The form
 * starts loading it when focus enters it, so it is there by the first submit.
 * A failed load is tried again at the next call.
 */
type LeadCheckModule = typeof import('./lead-form-check.ts');

let loading: Promise<LeadCheckModule> | undefined;

export function loadLeadCheck(): Promise<LeadCheckModule> {
  loading ??= import('./lead-form-check.ts').catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}
