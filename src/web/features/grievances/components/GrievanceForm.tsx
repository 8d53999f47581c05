/**
 * Filing a grievance (issue 44 part 5; docs/privacy.md#grievances): what it
 * is about (one of GRIEVANCE_CATEGORIES) and what happened, checked by the
 * shared GrievanceFormSchema, as the server checks it. Once filed, the form
 * gives way to the ticket number and the server's message.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  fileGrievance,
  filingGrievance,
  grievanceAboutLegend,
  grievanceDetailsHint,
  grievanceDetailsLabel,
  grievanceTicketIs,
} from '#messages/grievance.ts';
import {
  GRIEVANCE_CATEGORIES,
  GrievanceFormSchema,
  type GrievanceForm as GrievanceFormValues,
} from '#shared/schemas/grievance.ts';
import { describedBy, FieldError, FormAlert, inputClass } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { useFileGrievance } from '../api/grievances.ts';
import { CATEGORY_LABELS } from '../category-labels.ts';

export function GrievanceForm() {
  const id = useId();
  const filing = useFileGrievance();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<GrievanceFormValues>({ resolver: zodResolver(GrievanceFormSchema) });

  if (filing.data) {
    return (
      <div role="status" className="rounded-xl bg-accent-50 px-4 py-4 ring-1 ring-accent-200">
        <p className="font-semibold text-ink-900">{filing.data.message}</p>
        <p className="mt-1 text-ink-700">{grievanceTicketIs(filing.data.ticket)}</p>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => filing.mutate(values))}
      className="space-y-5"
    >
      <FormAlert message={filing.error?.message} />
      <fieldset aria-describedby={errors.category ? `${id}-category-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-ink-700">{grievanceAboutLegend}</legend>
        <div className="grid gap-1.5 sm:grid-cols-2">
          {GRIEVANCE_CATEGORIES.map((code) => (
            <label
              key={code}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-ink-200 px-3 py-2 text-[0.9375rem] text-ink-800 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary-600/20"
            >
              <input
                type="radio"
                value={code}
                className="h-5 w-5 shrink-0 accent-primary-600"
                {...register('category')}
              />
              {CATEGORY_LABELS[code]}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-category`} error={errors.category?.message} />
      </fieldset>
      <div>
        <label htmlFor={`${id}-details`} className="mb-1.5 block text-sm font-medium text-ink-700">
          {grievanceDetailsLabel}
        </label>
        <textarea
          id={`${id}-details`}
          rows={5}
          maxLength={2000}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={describedBy(`${id}-details`, true, Boolean(errors.details))}
          className={`${inputClass} h-auto py-2`}
          {...register('details')}
        />
        <p id={`${id}-details-hint`} className="mt-1.5 text-sm text-ink-600">
          {grievanceDetailsHint}
        </p>
        <FieldError id={`${id}-details`} error={errors.details?.message} />
      </div>
      <SubmitButton pending={filing.isPending} className="w-full px-8 sm:w-auto">
        {filing.isPending ? filingGrievance : fileGrievance}
      </SubmitButton>
    </form>
  );
}
