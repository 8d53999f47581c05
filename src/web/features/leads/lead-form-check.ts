/**
 * Checks a lead form's values with the shared LeadFormSchema
 * (docs/product.md#lead-rules), in the browser and in the no-JavaScript
 * action alike: the valid, trimmed values, or the first message per field.
 */
import { type LeadForm, LeadFormSchema } from '#shared/schemas/lead.ts';

export type LeadFieldErrors = Partial<Record<keyof LeadForm, string>>;

export type LeadFormCheck = { ok: true; values: LeadForm } | { ok: false; errors: LeadFieldErrors };

export function checkLeadForm(raw: { name: unknown; Mobileno: unknown }): LeadFormCheck {
  const parsed = LeadFormSchema.safeParse(raw);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: LeadFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'Mobileno') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
