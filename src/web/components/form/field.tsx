/**
 * The pieces every form is built from (the sell and edit form, profile, the
 * lead form, sign-in, Add City): the one text-input look, a labelled field
 * with its hint and error (ids `${id}-hint` / `${id}-error`, which the
 * control names in aria-describedby), a fieldset for radio groups, and a
 * titled section card. Kept in files of their own: the submit button
 * (SubmitButton.tsx), the checkbox card (CheckboxField.tsx, only the sell
 * form's), and the searchable dropdown (Select.tsx: it brings react-select,
 * which only lazily loaded pages may load).
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { optionalMarker } from '#messages/frame.ts';

export { inputBase, inputClass } from './input-class.ts';

/** aria-describedby for a control: its hint and/or error, when shown. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Marker({ required, optional }: { required?: boolean; optional?: boolean }) {
  if (required) {
    return (
      <span className="ml-0.5 text-red-700" aria-hidden="true">
        *
      </span>
    );
  }
  if (optional) return <span className="ml-1 font-normal text-ink-500">{optionalMarker}</span>;
  return null;
}

/**
 * A field's error, `${id}-error`, with its icon; nothing without an error.
 * `announce`: read out at once (role="alert"), for an error that arrives on
 * its own, such as the server refusing a value.
 */
export function FieldError({
  id,
  error,
  announce = false,
}: {
  id: string;
  error?: string;
  announce?: boolean;
}) {
  if (!error) return null;
  return (
    <p
      id={`${id}-error`}
      role={announce ? 'alert' : undefined}
      className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700"
    >
      <svg viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true">
        <circle cx="10" cy="10" r="8" fill="currentColor" />
        <path d="M10 5.5v5.5M10 14h.01" stroke="#fff" strokeWidth={2} strokeLinecap="round" />
      </svg>
      <span>{error}</span>
    </p>
  );
}

/** A form's general error (the server's refusal) above its fields, read out as it appears; nothing without one. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700"
    >
      {message}
    </div>
  );
}

/**
 * A labelled control with its required/optional marker, hint and error.
 * `action`: a button at the end of the label's row (Profile's Add city).
 * `announceError`: the error is read out as it appears (FieldError's
 * `announce`), as the profile's dropdowns do.
 */
export function Field({
  id,
  label,
  required,
  optional,
  hint,
  error,
  announceError = false,
  action,
  compact = false,
  className = '',
  children,
}: {
  /** The control's id (the label points at it). */
  id: string;
  label: string;
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  announceError?: boolean;
  action?: ReactNode;
  /** Half width on phones too (short values: year, kilometres ...). */
  compact?: boolean;
  /** Grid placement; default full width on phones, one column from md. */
  className?: string;
  children: ReactNode;
}) {
  const span = className || (compact ? 'col-span-1' : 'col-span-2 md:col-span-1');
  const labelled = (
    <>
      <label htmlFor={id}>{label}</label>
      <Marker required={required} optional={optional} />
    </>
  );
  return (
    <div className={`min-w-0 scroll-mt-24 ${span}`}>
      {action ? (
        <div className="mb-1.5 flex min-h-5 items-center justify-between gap-2 text-sm font-medium text-ink-700">
          <span className="flex items-baseline">{labelled}</span>
          {action}
        </div>
      ) : (
        <div className="mb-1.5 flex items-baseline text-sm font-medium text-ink-700">
          {labelled}
        </div>
      )}
      {children}
      {hint ? (
        <div id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </div>
      ) : null}
      <FieldError id={id} error={error} announce={announceError} />
    </div>
  );
}

/** A radio group: legend, options side by side, error. `id` names the group's error. */
export function RadioGroup({
  id,
  legend,
  required,
  error,
  className = '',
  children,
}: {
  id: string;
  legend: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={`min-w-0 scroll-mt-24 ${className || 'col-span-2 md:col-span-1'}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1.5 block text-sm font-medium text-ink-700">
        {legend}
        <Marker required={required} />
      </legend>
      <div className="flex flex-wrap gap-2">{children}</div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** One radio of a RadioGroup, drawn as a 48px pill. Pass register(...) props through. */
export function RadioPill({
  id,
  label,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement>;
  }) {
  return (
    <label
      htmlFor={id}
      className="inline-flex min-h-12 cursor-pointer items-center gap-2.5 rounded-xl border border-ink-300 bg-white px-4 text-base text-ink-800 shadow-sm transition hover:border-primary-400 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:checked]:text-primary-900 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary-600/20"
    >
      <input id={id} type="radio" className="h-5 w-5 accent-primary-600" {...input} />
      {label}
    </label>
  );
}

/** A titled card of fields laid out in a grid (the sell and edit form). */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-6">
      <h2 className="text-lg font-semibold text-ink-900">{title}</h2>
      {description ? <div className="mt-1 text-sm text-ink-600">{description}</div> : null}
      <div className="mt-4 grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-x-5 lg:grid-cols-3">
        {children}
      </div>
    </section>
  );
}
