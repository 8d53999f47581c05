/**
 * The Team screen's working hours (issue 43 part 2, owners): opening and
 * closing times (IST) and the weekdays open, checked with the shared
 * WorkingHoursSchema (the route's own rule) through react-hook-form. A lead
 * nobody acts on in time within these hours goes to the owner too. Loading
 * and failure (Try again) have their state; the server's refusal shows above
 * the button, a save is a toast.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import {
  closesLabel,
  hoursIntro,
  hoursLoadFailed,
  hoursTitle,
  loadingHours,
  openDaysLegend,
  opensLabel,
  saveHoursButton,
  weekdayName,
} from '#messages/team.ts';
import { type WorkingHoursForm as Hours, WorkingHoursSchema } from '#shared/schemas/dealer-team.ts';
import { Field, FieldError, FormAlert, inputClass } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { useSaveWorkingHours, useWorkingHours } from '../api/hours.ts';

/** The form's fields: the checkboxes give the open days as a list of weekday digits. */
interface HoursFields {
  Open: string;
  Close: string;
  Days: string[];
}

/** Monday first, as an Indian week is read; 0 is Sunday. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

export function WorkingHoursForm() {
  const id = useId();
  const hours = useWorkingHours();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink-900">
        {hoursTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{hoursIntro}</p>
      {hours.isPending ? (
        <p className="mt-4 text-ink-600">{loadingHours}</p>
      ) : hours.isError ? (
        <LoadFailed
          message={hoursLoadFailed}
          onRetry={() => hours.refetch()}
          className="mt-4 rounded-xl bg-ink-50 p-4 text-center"
        />
      ) : (
        <HoursFormFields id={id} saved={hours.data} />
      )}
    </section>
  );
}

function HoursFormFields({ id, saved }: { id: string; saved: Hours }) {
  const save = useSaveWorkingHours();
  const [refused, setRefused] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<HoursFields, unknown, Hours>({
    // The schema takes the checkboxes' list and answers the digits as text.
    resolver: zodResolver(WorkingHoursSchema) as unknown as Resolver<HoursFields, unknown, Hours>,
    defaultValues: { Open: saved.Open, Close: saved.Close, Days: saved.Days.split('') },
  });
  const submit = handleSubmit((values) => {
    setRefused(null);
    save.mutate(values, {
      onSuccess: (message) => notifySuccess(message),
      onError: (err) => setRefused(err.message),
    });
  });
  const daysError = errors.Days?.message;
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid grid-cols-2 gap-x-4 gap-y-4">
      <Field id={`${id}-open`} label={opensLabel} error={errors.Open?.message} compact>
        <input
          id={`${id}-open`}
          type="time"
          aria-invalid={errors.Open ? true : undefined}
          aria-describedby={errors.Open ? `${id}-open-error` : undefined}
          className={inputClass}
          {...register('Open')}
        />
      </Field>
      <Field id={`${id}-close`} label={closesLabel} error={errors.Close?.message} compact>
        <input
          id={`${id}-close`}
          type="time"
          aria-invalid={errors.Close ? true : undefined}
          aria-describedby={errors.Close ? `${id}-close-error` : undefined}
          className={inputClass}
          {...register('Close')}
        />
      </Field>
      <fieldset
        className="col-span-2 min-w-0"
        aria-describedby={daysError ? `${id}-days-error` : undefined}
      >
        <legend className="mb-1.5 text-sm font-medium text-ink-700">{openDaysLegend}</legend>
        <div className="flex flex-wrap gap-2">
          {WEEK.map((day) => (
            <label
              key={day}
              className="inline-flex min-h-11 min-w-14 cursor-pointer items-center justify-center gap-2 rounded-xl border border-ink-300 bg-white px-3 text-ink-800 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:checked]:text-primary-900 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary-600/20"
            >
              <input
                type="checkbox"
                value={String(day)}
                className="h-5 w-5 accent-primary-600"
                {...register('Days')}
              />
              {weekdayName(day)}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-days`} error={daysError} />
      </fieldset>
      <div className="col-span-2 space-y-3">
        <FormAlert message={refused} />
        <SubmitButton pending={save.isPending} className="w-full px-6 sm:w-auto">
          {saveHoursButton}
        </SubmitButton>
      </div>
    </form>
  );
}
