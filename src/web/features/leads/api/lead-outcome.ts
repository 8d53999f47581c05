/**
 * The lead form posted without JavaScript (docs/product.md#lead-dialog,
 * #car-page-states): the car page's action checks it with the shared schema
 * and sends the lead through the same call as the dialog (addLead, so the
 * same lead, caps and notice to the seller as the API), and the page shows
 * the outcome: the Contact Dealer block, or the form again with its errors.
 */
import type { DealerProfile } from '#shared/schemas/car.ts';
import type { LeadForm, LeadMode } from '#shared/schemas/lead.ts';
import type { LeadFieldErrors } from '../lead-form-check.ts';
import { loadLeadCheck } from '../load-lead-check.ts';
import { addLead, type LeadTarget } from './add-lead.ts';

export type LeadOutcome =
  | { mode: LeadMode; sent: true; message: string; seller: DealerProfile | null }
  | {
      mode: LeadMode;
      sent: false;
      values: LeadForm;
      errors: LeadFieldErrors;
      serverError: string | null;
    };

const text = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '');

/**
 * Answers the posted `form` (fields mode, name, Mobileno) for the car
 * `target` (null: the car is gone or sold; `unavailable` is then shown).
 * Never throws for the visitor's input or the API's refusal.
 */
export async function answerLeadForm(
  form: FormData,
  target: LeadTarget | null,
  unavailable: string,
): Promise<LeadOutcome> {
  const mode: LeadMode = form.get('mode') === 'Price' ? 'Price' : 'Contact';
  const values = { name: text(form.get('name')), Mobileno: text(form.get('Mobileno')) };
  const refused = (errors: LeadFieldErrors, serverError: string | null): LeadOutcome => ({
    mode,
    sent: false,
    values,
    errors,
    serverError,
  });
  const { checkLeadForm } = await loadLeadCheck();
  const checked = checkLeadForm(values);
  if (!checked.ok) return refused(checked.errors, null);
  if (!target) return refused({}, unavailable);
  try {
    const result = await addLead(target, mode, checked.values);
    return { mode, sent: true, message: result.message, seller: result.dealers[0] ?? null };
  } catch (err) {
    return refused({}, err instanceof Error ? err.message : unavailable);
  }
}
