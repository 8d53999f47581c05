/**
 * The lead form (docs/product.md#lead, #lead-rules): Name and Mobile, checked
 * by the shared LeadFormSchema so the messages are the documented ones. A
 * real form that posts to the car page itself (fields `mode`, `name`,
 * `Mobileno`), so it works before the app runs and without JavaScript (the
 * page's action answers it); once the app runs, it is checked here (the check
 * loads when focus enters the form) and sent through `onSubmit` instead; if
 * the check cannot load, the form posts as it would without JavaScript. A
 * failure from the server shows above the fields. Posted without the app, the
 * answer page opens scrolled to `LEAD_ANSWER_ID` (the seller block). Above
 * its submit, the privacy notice names who receives the lead.
 */
import { type FormEvent, useId, useState } from 'react';
import { leadDataNotice, nameLabel, namePlaceholder, sending } from '#messages/car-page.ts';
import type { LeadForm as LeadFormValues, LeadMode } from '#shared/schemas/lead.ts';
import { Field, FormAlert, inputClass } from '#web/components/form/field.tsx';
import { MobileField } from '#web/components/form/MobileField.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { DataNotice } from '#web/components/ui/DataNotice.tsx';
import { checkOrPost, focusFirstError } from '#web/lib/lazy-check.ts';
import type { LeadFieldErrors } from '../lead-form-check.ts';
import { loadLeadCheck } from '../load-lead-check.ts';

export interface LeadFormProps {
  onSubmit: (values: LeadFormValues) => unknown;
  /** Sent with the form (the no-JavaScript action reads it); default Contact. */
  mode?: LeadMode;
  submitting?: boolean;
  /** The server's failure message, shown as a general error above the form. */
  serverError?: string | null;
  submitLabel: string;
  /** Who receives the lead, as the car page names the seller (a dealer's firm); '' unknown. */
  seller: string;
  /** What the visitor sent and the errors it got, when the page answers a form posted without JavaScript. */
  initial?: { values: LeadFormValues; errors: LeadFieldErrors };
}

/** The element a posted lead's answer page scrolls to: the car page's seller block. */
export const LEAD_ANSWER_ID = 'lead-answer';

const read = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return { name: data.get('name') ?? '', Mobileno: data.get('Mobileno') ?? '' };
};

export function LeadForm({
  onSubmit,
  mode = 'Contact',
  submitting = false,
  serverError,
  submitLabel,
  seller,
  initial,
}: LeadFormProps) {
  const id = useId();
  const [errors, setErrors] = useState<LeadFieldErrors>(initial?.errors ?? {});
  // After a refused submit, each change checks again (as the other forms do).
  const [checked, setChecked] = useState(Boolean(initial));

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const result = await checkOrPost(form, loadLeadCheck, (m) => m.checkLeadForm(read(form)));
    if (!result) return;
    setChecked(true);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(form, result.errors, ['name', 'Mobileno']);
      return;
    }
    setErrors({});
    onSubmit(result.values);
  };

  const nameId = `${id}-name`;
  const mobileId = `${id}-mobile`;
  const nameError = errors.name;
  const mobileError = errors.Mobileno;

  return (
    <form
      method="post"
      action={`#${LEAD_ANSWER_ID}`}
      noValidate
      onSubmit={submit}
      onFocus={() => {
        loadLeadCheck().catch(() => {});
      }}
      onInput={(e) => {
        if (!checked) return;
        const values = read(e.currentTarget);
        loadLeadCheck().then(
          ({ checkLeadForm }) => {
            const result = checkLeadForm(values);
            setErrors(result.ok ? {} : result.errors);
          },
          () => {},
        );
      }}
      className="space-y-4"
    >
      <input type="hidden" name="mode" value={mode} />
      <FormAlert message={serverError} />

      <Field id={nameId} label={nameLabel} error={nameError} className="min-w-0">
        <input
          id={nameId}
          name="name"
          type="text"
          autoComplete="name"
          autoCapitalize="words"
          // The dialog opens with the name field focused (a modal dialog focuses its autofocus
          // field). React writes the attribute only into the server's HTML: a form mounted in the
          // browser (after a close) gets it here.
          // biome-ignore lint/a11y/noAutofocus: inside a dialog, autofocus names where focus goes when it opens (HTML's dialog focusing steps)
          autoFocus
          ref={(input) => input?.setAttribute('autofocus', '')}
          defaultValue={initial?.values.name}
          placeholder={namePlaceholder}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${nameId}-error` : undefined}
          className={inputClass}
        />
      </Field>

      <MobileField id={mobileId} error={mobileError} defaultValue={initial?.values.Mobileno} />

      <DataNotice>{leadDataNotice(seller)}</DataNotice>
      <SubmitButton pending={submitting} tone="accent">
        {submitting ? sending : submitLabel}
      </SubmitButton>
    </form>
  );
}
