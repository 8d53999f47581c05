/**
 * The Team screen's GSTIN (issue 45 part 3, owners;
 * docs/decisions/044-cost-sheets.md#sales): the dealership's GSTIN, printed
 * on each sale's invoice and delivery note, checked with the shared
 * PaperDetailsSchema (the route's own rule: 15 characters, the GST check
 * character; blank clears it) through react-hook-form. Loading and failure
 * (Try again) have their state; the server's refusal shows above the
 * button, a save is a toast.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import {
  gstinHint,
  gstinIntro,
  gstinLabel,
  gstinLoadFailed,
  gstinTitle,
  loadingGstin,
  saveGstinButton,
} from '#messages/sale.ts';
import {
  type PaperDetailsForm,
  PaperDetailsSchema,
  type PaperDetailsValues,
} from '#shared/schemas/sale.ts';
import { describedBy, Field, FormAlert, inputClass } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { usePaperDetails, useSavePaperDetails } from '../api/sales.ts';

export function GstinForm() {
  const id = useId();
  const details = usePaperDetails();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink-900">
        {gstinTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{gstinIntro}</p>
      {details.isPending ? (
        <p className="mt-4 text-ink-600">{loadingGstin}</p>
      ) : details.isError ? (
        <LoadFailed
          message={gstinLoadFailed}
          onRetry={() => details.refetch()}
          className="mt-4 rounded-xl bg-ink-50 p-4 text-center"
        />
      ) : (
        <GstinFields id={id} saved={details.data.Gstin ?? ''} />
      )}
    </section>
  );
}

function GstinFields({ id, saved }: { id: string; saved: string }) {
  const save = useSavePaperDetails();
  const [refused, setRefused] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PaperDetailsForm, unknown, PaperDetailsValues>({
    // The schema answers undefined for a blank GSTIN (it clears it).
    resolver: zodResolver(PaperDetailsSchema) as unknown as Resolver<
      PaperDetailsForm,
      unknown,
      PaperDetailsValues
    >,
    defaultValues: { Gstin: saved },
  });
  const submit = handleSubmit((values) => {
    setRefused(null);
    save.mutate(values, {
      onSuccess: (message) => notifySuccess(message),
      onError: (err) => setRefused(err.message),
    });
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid grid-cols-2 gap-x-4 gap-y-4">
      <Field
        id={`${id}-gstin`}
        label={gstinLabel}
        optional
        hint={gstinHint}
        error={errors.Gstin?.message}
      >
        <input
          id={`${id}-gstin`}
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={errors.Gstin ? true : undefined}
          aria-describedby={describedBy(`${id}-gstin`, true, Boolean(errors.Gstin))}
          className={`${inputClass} uppercase`}
          {...register('Gstin')}
        />
      </Field>
      <div className="col-span-2 space-y-3">
        <FormAlert message={refused} />
        <SubmitButton pending={save.isPending} className="w-full px-6 sm:w-auto">
          {saveGstinButton}
        </SubmitButton>
      </div>
    </form>
  );
}
