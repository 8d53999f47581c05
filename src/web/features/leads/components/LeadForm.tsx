/**
 * The lead form (spec 3 "Lead form", 5 "Lead form"): Name and Mobile, checked
 * by the shared LeadFormSchema so the messages are the spec's own. A failure
 * from the server shows above the fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { LeadFormSchema, type LeadForm as LeadFormValues } from '#shared/schemas/lead.ts';

export interface LeadFormProps {
  onSubmit: (values: LeadFormValues) => unknown;
  submitting?: boolean;
  /** The server's failure message, shown as a general error above the form. */
  serverError?: string | null;
  submitLabel: string;
  /** Focus the name field on mount (the dialog opens with it focused). */
  focusOnMount?: boolean;
}

const inputClass =
  'block h-12 w-full rounded-xl border border-ink-300 bg-white px-3.5 text-base text-ink-900 shadow-sm outline-none transition placeholder:text-ink-400 focus:border-primary-600 focus:ring-4 focus:ring-primary-600/15 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/15';

export function LeadForm({
  onSubmit,
  submitting = false,
  serverError,
  submitLabel,
  focusOnMount = false,
}: LeadFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<LeadFormValues>({
    resolver: zodResolver(LeadFormSchema),
    defaultValues: { name: '', Mobileno: '' },
  });

  useEffect(() => {
    if (focusOnMount) setFocus('name');
  }, [focusOnMount, setFocus]);

  const nameId = `${id}-name`;
  const mobileId = `${id}-mobile`;
  const nameError = errors.name?.message;
  const mobileError = errors.Mobileno?.message;

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values))} className="space-y-4">
      {serverError ? (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700"
        >
          {serverError}
        </div>
      ) : null}

      <div>
        <label htmlFor={nameId} className="mb-1.5 block text-sm font-medium text-ink-700">
          Name
        </label>
        <input
          id={nameId}
          type="text"
          autoComplete="name"
          autoCapitalize="words"
          placeholder="Your full name"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${nameId}-error` : undefined}
          className={inputClass}
          {...register('name')}
        />
        {nameError ? (
          <p id={`${nameId}-error`} className="mt-1.5 text-sm text-red-700">
            {nameError}
          </p>
        ) : null}
      </div>

      <div>
        <label htmlFor={mobileId} className="mb-1.5 block text-sm font-medium text-ink-700">
          Mobile
        </label>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-0 flex items-center border-r border-ink-200 pr-3 pl-3.5 text-base text-ink-500"
          >
            +91
          </span>
          <input
            id={mobileId}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            placeholder="10-digit mobile number"
            aria-invalid={mobileError ? true : undefined}
            aria-describedby={mobileError ? `${mobileId}-error` : undefined}
            className={`${inputClass} pl-[4.25rem]`}
            {...register('Mobileno')}
          />
        </div>
        {mobileError ? (
          <p id={`${mobileId}-error`} className="mt-1.5 text-sm text-red-700">
            {mobileError}
          </p>
        ) : null}
      </div>

      <button
        type="submit"
        disabled={submitting}
        aria-busy={submitting || undefined}
        className="flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-accent-700 px-4 text-base font-semibold text-white shadow-sm transition hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700 disabled:cursor-wait disabled:opacity-75"
      >
        {submitting ? (
          <>
            <span
              aria-hidden="true"
              className="h-5 w-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
            Sending…
          </>
        ) : (
          submitLabel
        )}
      </button>
      <p className="text-center text-xs text-ink-500">
        Your name and mobile number go only to this car's seller.
      </p>
    </form>
  );
}
