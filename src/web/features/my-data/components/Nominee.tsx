/**
 * My data's nominee card (issue 44 part 4; docs/privacy.md#nominee): who
 * may act for the account, with Change and Remove; the form (a name and a
 * mobile, checked by the shared NomineeFormSchema as the server checks it)
 * when none is named or while changing.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  cancelChange,
  changeNominee,
  nomineeHeading,
  nomineeIs,
  nomineeMobileLabel,
  nomineeNameLabel,
  nomineeNone,
  nomineeText,
  removeNominee,
  saveNominee,
} from '#messages/my-data.ts';
import { formatDate } from '#shared/format.ts';
import { type NomineeForm, NomineeFormSchema } from '#shared/schemas/account-rights.ts';
import { Field, FormAlert, inputClass } from '#web/components/form/field.tsx';
import { MobileField } from '#web/components/form/MobileField.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { Spinner } from '#web/components/ui/Spinner.tsx';
import { useNominee, useSetNominee } from '../api/account-rights.ts';
import { Card } from './Card.tsx';

const plainButton =
  'inline-flex min-h-11 items-center justify-center rounded-xl bg-white px-4 font-semibold text-primary-800 ring-1 ring-primary-300 hover:bg-primary-50 disabled:opacity-60';

export function Nominee() {
  const nominee = useNominee();
  const setNominee = useSetNominee();
  const [editing, setEditing] = useState(false);
  const named = nominee.data;
  return (
    <Card title={nomineeHeading} id="nominee">
      <p>{nomineeText}</p>
      {nominee.isPending ? (
        <Spinner />
      ) : named && !editing ? (
        <div className="mt-3">
          <p role="status" className="font-medium text-ink-900">
            {nomineeIs(named.Name, named.Mobile, formatDate(named.Since))}
          </p>
          <FormAlert message={setNominee.error?.message} />
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className={plainButton} onClick={() => setEditing(true)}>
              {changeNominee}
            </button>
            <button
              type="button"
              className={plainButton}
              disabled={setNominee.isPending}
              onClick={() => setNominee.mutate(null)}
            >
              {removeNominee}
            </button>
          </div>
        </div>
      ) : (
        <>
          {named ? null : <p className="mt-2 text-sm text-ink-600">{nomineeNone}</p>}
          <NomineeFormFields
            initial={named ?? undefined}
            onDone={() => setEditing(false)}
            onCancel={editing ? () => setEditing(false) : undefined}
          />
        </>
      )}
    </Card>
  );
}

function NomineeFormFields({
  initial,
  onDone,
  onCancel,
}: {
  initial?: NomineeForm;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const save = useSetNominee();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NomineeForm>({
    resolver: zodResolver(NomineeFormSchema),
    defaultValues: initial ? { Name: initial.Name, Mobile: initial.Mobile } : undefined,
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(values, { onSuccess: onDone }))}
      className="mt-4 grid grid-cols-2 gap-4"
    >
      <div className="col-span-2">
        <FormAlert message={save.error?.message} />
      </div>
      <Field id={`${id}-name`} label={nomineeNameLabel} error={errors.Name?.message}>
        <input
          id={`${id}-name`}
          autoComplete="off"
          maxLength={60}
          aria-invalid={errors.Name ? true : undefined}
          aria-describedby={errors.Name ? `${id}-name-error` : undefined}
          className={inputClass}
          {...register('Name')}
        />
      </Field>
      <MobileField
        id={`${id}-mobile`}
        label={nomineeMobileLabel}
        error={errors.Mobile?.message}
        input={register('Mobile')}
      />
      <div className="col-span-2 flex flex-wrap gap-2">
        <SubmitButton pending={save.isPending} className="px-6">
          {saveNominee}
        </SubmitButton>
        {onCancel ? (
          <button type="button" className={plainButton} onClick={onCancel}>
            {cancelChange}
          </button>
        ) : null}
      </div>
    </form>
  );
}
