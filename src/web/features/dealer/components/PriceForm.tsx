/**
 * The dealer workspace's inline price change for one car (issue 12 item 2):
 * one field checked with the Sell form's sale price rule, Save and Cancel.
 * The server's refusal shows under the field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import {
  cancelButton,
  newPriceLabel,
  priceForCar,
  saveButton,
  savingPrice,
} from '#messages/dealer.ts';
import { DealerPriceFormSchema } from '#shared/schemas/dealer.ts';
import { describedBy, FieldError, inputClass } from '#web/components/form/field.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { useSetDealerPrice } from '../api/dealer.ts';

type PriceForm = { nSaleprice: string };
type PriceOutput = { nSaleprice: number };

export function PriceForm({
  rand,
  price,
  title,
  onDone,
}: {
  rand: string;
  /** The current price, rupees. */
  price: number;
  title: string;
  onDone: () => void;
}) {
  const id = useId();
  const save = useSetDealerPrice();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PriceForm, unknown, PriceOutput>({
    // The schema takes digits as text and answers a number (as the Sell form's price does).
    resolver: zodResolver(DealerPriceFormSchema) as unknown as Resolver<
      PriceForm,
      unknown,
      PriceOutput
    >,
    defaultValues: { nSaleprice: String(price) },
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { Rand: rand, price: values.nSaleprice },
      {
        onSuccess: (message) => {
          notifySuccess(message);
          onDone();
        },
        onError: (err) => setError('nSaleprice', { message: err.message }),
      },
    ),
  );
  const error = errors.nSaleprice?.message;
  return (
    <form onSubmit={onSubmit} className="mt-3 rounded-xl bg-ink-50 p-3" noValidate>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {newPriceLabel} <span className="sr-only">{priceForCar(title)}</span>
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the field the dealer just asked to edit.
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, false, Boolean(error))}
          className={`${inputClass} min-w-0 flex-1`}
          {...register('nSaleprice')}
        />
        <button
          type="submit"
          disabled={save.isPending}
          className="inline-flex min-h-12 items-center rounded-xl bg-primary-600 px-4 font-semibold text-white hover:bg-primary-700 disabled:cursor-wait disabled:opacity-60"
        >
          {save.isPending ? savingPrice : saveButton}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="inline-flex min-h-12 items-center rounded-xl border border-ink-200 bg-white px-3 font-semibold text-ink-700 hover:bg-ink-100"
        >
          {cancelButton}
        </button>
      </div>
      <FieldError id={id} error={error} announce />
    </form>
  );
}
