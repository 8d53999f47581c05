/**
 * My data's Delete your account card (issue 44 part 4;
 * docs/privacy.md#erasure): what goes, what is kept and why, a box to tick
 * (the shared EraseFormSchema, as the server checks it) and the button.
 * Once deleted, the session ends on this device and Home opens with the
 * server's message.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import {
  deleteButton,
  deleteConfirm,
  deleteHeading,
  deleteKeptBlock,
  deleteKeptHeading,
  deleteKeptLeads,
  deleteKeptLogs,
  deleteKeptReports,
  deleteText,
  deleting,
} from '#messages/my-data.ts';
import { type EraseForm, EraseFormSchema } from '#shared/schemas/account-rights.ts';
import { CheckboxField } from '#web/components/form/CheckboxField.tsx';
import { FieldError, FormAlert } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { endSession } from '#web/lib/session.ts';
import { useEraseAccount } from '../api/account-rights.ts';
import { Card } from './Card.tsx';

/** The card's id: the menu's 'Delete Account Permanently' opens /MyData at it. */
export const DELETE_ACCOUNT_ID = 'delete-account';

export function DeleteAccount() {
  const id = useId();
  const erase = useEraseAccount();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EraseForm>({ resolver: zodResolver(EraseFormSchema) });

  // A move inside the app does not scroll to a #fragment by itself.
  useEffect(() => {
    if (hash === `#${DELETE_ACCOUNT_ID}`)
      document.getElementById(DELETE_ACCOUNT_ID)?.scrollIntoView();
  }, [hash]);

  return (
    <Card title={deleteHeading} id={DELETE_ACCOUNT_ID}>
      <p>{deleteText}</p>
      <h3 className="mt-4 font-semibold text-ink-900">{deleteKeptHeading}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>{deleteKeptLeads}</li>
        <li>{deleteKeptReports}</li>
        <li>{deleteKeptBlock}</li>
        <li>{deleteKeptLogs}</li>
      </ul>
      <form
        noValidate
        className="mt-4 space-y-3"
        onSubmit={handleSubmit(() =>
          erase.mutate(undefined, {
            onSuccess: (message) => {
              endSession();
              toast.success(message);
              navigate('/');
            },
          }),
        )}
      >
        <FormAlert message={erase.error?.message} />
        <CheckboxField
          id={`${id}-confirm`}
          label={deleteConfirm}
          aria-invalid={errors.Confirm ? true : undefined}
          {...register('Confirm')}
        />
        <FieldError id={`${id}-confirm`} error={errors.Confirm?.message} />
        <SubmitButton pending={erase.isPending} tone="danger" className="w-full px-6 sm:w-auto">
          {erase.isPending ? deleting : deleteButton}
        </SubmitButton>
      </form>
    </Card>
  );
}
