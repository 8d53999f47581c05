/**
 * The lead form (docs/product.md#lead, #lead-rules): Name and Mobile, checked
 * by the shared LeadFormSchema so the messages are the documented ones. A
 * failure from the server shows above the fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { LeadFormSchema, type LeadForm as LeadFormValues } from '#shared/schemas/lead.ts';
import { Field, inputClass } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';

export interface LeadFormProps {
  onSubmit: (values: LeadFormValues) => unknown;
  submitting?: boolean;
  /** The server's failure message, shown as a general error above the form. */
  serverError?: string | null;
  submitLabel: string;
  /** Focus the name field on mount (the dialog opens with it focused). */
  focusOnMount?: boolean;
}

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

      <Field id={nameId} label="Name" error={nameError} className="min-w-0">
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
      </Field>

      <Field id={mobileId} label="Mobile" error={mobileError} className="min-w-0">
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
      </Field>

      <SubmitButton pending={submitting} tone="accent">
        {submitting ? 'Sending…' : submitLabel}
      </SubmitButton>
      <p className="text-center text-xs text-ink-500">
        Your name and mobile number go only to this car's seller.
      </p>
    </form>
  );
}
