/**
 * The name field of a saved search, for saving a new one and renaming one
 * (docs/product.md#saved-searches): checked with the shared name rule, the
 * server's refusal shown under the field. `children` go between the field
 * and the buttons (the alerts consent when saving).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { searchNameLabel } from '#messages/account.ts';
import { SAVED_SEARCH_NAME_MAX } from '#shared/constants.ts';
import { SavedSearchNameFormSchema } from '#shared/schemas/saved-search-name.ts';
import { describedBy, FieldError, inputClass } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';

export function SearchNameForm({
  name,
  submitLabel,
  pending,
  onSubmit,
  cancel,
  children,
}: {
  name: string;
  submitLabel: string;
  pending: boolean;
  /** Sends the name; resolves with the server's refusal (shown under the field), or nothing. */
  onSubmit: (name: string) => Promise<string | undefined>;
  /** The Cancel control (a button or a link). */
  cancel: ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(SavedSearchNameFormSchema), values: { name } });
  const error = errors.name?.message;
  const send = handleSubmit(async (v) => {
    const refused = await onSubmit(v.name);
    if (refused) setError('name', { message: refused });
  });
  return (
    <form onSubmit={send} noValidate>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {searchNameLabel}
      </label>
      <input
        id={id}
        maxLength={SAVED_SEARCH_NAME_MAX}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, false, Boolean(error))}
        className={`${inputClass} mt-1`}
        {...register('name')}
      />
      <FieldError id={id} error={error} announce />
      {children}
      <div className="mt-4 flex flex-wrap gap-2">
        <SubmitButton pending={pending} className="px-6">
          {submitLabel}
        </SubmitButton>
        {cancel}
      </div>
    </form>
  );
}

export const CANCEL_CLASS =
  'inline-flex min-h-12 items-center rounded-xl border border-ink-200 bg-white px-5 font-semibold text-ink-700 hover:bg-ink-100';
