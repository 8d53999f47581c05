/**
 * The Team screen's add form (docs/decisions/040-dealer-team.md): mobile,
 * name, role and, for a sales executive, "May change prices", checked with
 * the shared TeamAddFormSchema (the route's own rules) through
 * react-hook-form. The server's refusal (a mobile of another dealership, a
 * full team) shows above the button; a person added is a toast and an empty
 * form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { mobileLabel, mobilePlaceholder } from '#messages/frame.ts';
import { addPersonHeading, addToTeamButton, nameLabel } from '#messages/team.ts';
import {
  TeamAddFormSchema,
  type TeamAddForm as TeamAddValues,
} from '#shared/schemas/dealer-team.ts';
import { Field, FormAlert, inputClass } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { useAddToTeam } from '../api/team.ts';
import { TeamRoleFields } from './TeamRoleFields.tsx';

const EMPTY: TeamAddValues = { Mobile: '', Name: '', Role: 'sales', MayChangePrice: false };

export function TeamAddForm() {
  const id = useId();
  const add = useAddToTeam();
  const [refused, setRefused] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<TeamAddValues>({
    resolver: zodResolver(TeamAddFormSchema) as unknown as Resolver<TeamAddValues>,
    defaultValues: EMPTY,
  });
  const submit = handleSubmit((values) => {
    setRefused(null);
    add.mutate(values, {
      onSuccess: (message) => {
        notifySuccess(message);
        reset(EMPTY);
      },
      onError: (err) => setRefused(err.message),
    });
  });
  const error = (name: 'Mobile' | 'Name') => errors[name]?.message;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink-900">
        {addPersonHeading}
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 grid grid-cols-2 gap-x-4 gap-y-4">
        <Field id={`${id}-mobile`} label={mobileLabel} required error={error('Mobile')}>
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-0 flex items-center border-r border-ink-200 pr-3 pl-3.5 text-base text-ink-500"
            >
              +91
            </span>
            <input
              id={`${id}-mobile`}
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              placeholder={mobilePlaceholder}
              aria-invalid={error('Mobile') ? true : undefined}
              aria-describedby={error('Mobile') ? `${id}-mobile-error` : undefined}
              className={`${inputClass} pl-[4.25rem]`}
              {...register('Mobile')}
            />
          </div>
        </Field>
        <Field id={`${id}-name`} label={nameLabel} required error={error('Name')}>
          <input
            id={`${id}-name`}
            autoComplete="off"
            autoCapitalize="words"
            maxLength={60}
            aria-invalid={error('Name') ? true : undefined}
            aria-describedby={error('Name') ? `${id}-name-error` : undefined}
            className={inputClass}
            {...register('Name')}
          />
        </Field>
        <TeamRoleFields id={id} register={register} watch={watch} />
        <div className="col-span-2 space-y-3">
          <FormAlert message={refused} />
          <SubmitButton pending={add.isPending} className="w-full px-6 sm:w-auto">
            {addToTeamButton}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
