/**
 * Selling a car from the workspace (issue 45 part 3;
 * docs/decisions/044-cost-sheets.md#sales): the buyer's name, mobile and
 * address, an optional ID, the sale price and how it was paid, and the
 * car's optional engine and chassis numbers as on its RC (for the papers
 * and the register), checked by the shared SaleFormSchema as the server
 * checks them; Sell and make papers, Cancel, or Mark sold without papers
 * (the Yes/No of before).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { cancelButton } from '#messages/dealer.ts';
import {
  buyerAddressLabel,
  buyerMobileLabel,
  buyerNameLabel,
  chassisNumberLabel,
  engineNumberLabel,
  idNumberLabel,
  idTypeLabel,
  idTypeNone,
  paymentModeLabel,
  salePriceLabel,
  sellButton,
  sellHeading,
  sellIntro,
  soldWithoutPapers,
  vehicleNumbersHint,
} from '#messages/sale.ts';
import {
  CHASSIS_NUMBER_MAX,
  ENGINE_NUMBER_MAX,
  PAYMENT_MODES,
  SALE_ID_TYPES,
  SaleFormSchema,
  type SaleForm as SaleFormValues,
  type SaleValues,
} from '#shared/schemas/sale.ts';
import { describedBy, Field, FormAlert, inputClass } from '#web/components/form/field.tsx';
import { MobileField } from '#web/components/form/MobileField.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { useSellCar } from '../api/sales.ts';
import { ID_TYPE_NAMES, PAYMENT_NAMES } from '../sale-words.ts';

export function SellForm({
  rand,
  price,
  title,
  onDone,
  onSoldWithoutPapers,
}: {
  rand: string;
  /** The asking price, rupees: the sale price's start. */
  price: number;
  title: string;
  onDone: () => void;
  onSoldWithoutPapers: () => void;
}) {
  const id = useId();
  const sell = useSellCar();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SaleFormValues, unknown, SaleValues>({
    resolver: zodResolver(SaleFormSchema),
    defaultValues: { Rand: rand, salePrice: String(price), paymentMode: 'upi', idType: '' },
  });
  const secondary =
    'inline-flex min-h-11 items-center justify-center rounded-xl border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-800 hover:bg-ink-50';
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-3 grid grid-cols-2 gap-3 rounded-xl bg-ink-50 p-3"
      onSubmit={handleSubmit((sale) =>
        sell.mutate(sale, {
          onSuccess: (message) => {
            notifySuccess(message);
            onDone();
          },
        }),
      )}
    >
      <div className="col-span-2">
        <h3 id={`${id}-title`} className="font-semibold text-ink-900">
          {sellHeading}
          <span className="sr-only">: {title}</span>
        </h3>
        <p className="text-sm text-ink-600">{sellIntro}</p>
      </div>
      <div className="col-span-2">
        <FormAlert message={sell.error?.message} />
      </div>
      <Field id={`${id}-name`} label={buyerNameLabel} error={errors.buyerName?.message}>
        <input
          id={`${id}-name`}
          autoComplete="off"
          maxLength={60}
          aria-invalid={errors.buyerName ? true : undefined}
          className={inputClass}
          {...register('buyerName')}
        />
      </Field>
      <MobileField
        id={`${id}-mobile`}
        label={buyerMobileLabel}
        error={errors.buyerMobile?.message}
        input={register('buyerMobile')}
      />
      <Field
        id={`${id}-address`}
        label={buyerAddressLabel}
        error={errors.buyerAddress?.message}
        className="col-span-2"
      >
        <textarea
          id={`${id}-address`}
          rows={2}
          maxLength={250}
          aria-invalid={errors.buyerAddress ? true : undefined}
          className={`${inputClass} h-auto py-2`}
          {...register('buyerAddress')}
        />
      </Field>
      <Field id={`${id}-idtype`} label={idTypeLabel} error={errors.idType?.message} compact>
        <select id={`${id}-idtype`} className={inputClass} {...register('idType')}>
          <option value="">{idTypeNone}</option>
          {SALE_ID_TYPES.map((t) => (
            <option key={t} value={t}>
              {ID_TYPE_NAMES[t]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-idnumber`} label={idNumberLabel} error={errors.idNumber?.message} compact>
        <input
          id={`${id}-idnumber`}
          maxLength={30}
          autoComplete="off"
          aria-invalid={errors.idNumber ? true : undefined}
          className={inputClass}
          {...register('idNumber')}
        />
      </Field>
      <Field id={`${id}-price`} label={salePriceLabel} error={errors.salePrice?.message} compact>
        <input
          id={`${id}-price`}
          inputMode="numeric"
          aria-invalid={errors.salePrice ? true : undefined}
          className={inputClass}
          {...register('salePrice')}
        />
      </Field>
      <Field id={`${id}-pay`} label={paymentModeLabel} error={errors.paymentMode?.message} compact>
        <select id={`${id}-pay`} className={inputClass} {...register('paymentMode')}>
          {PAYMENT_MODES.map((m) => (
            <option key={m} value={m}>
              {PAYMENT_NAMES[m]}
            </option>
          ))}
        </select>
      </Field>
      <p id={`${id}-numbers-hint`} className="col-span-2 text-sm text-ink-600">
        {vehicleNumbersHint}
      </p>
      {(
        [
          ['engineNumber', engineNumberLabel, ENGINE_NUMBER_MAX],
          ['chassisNumber', chassisNumberLabel, CHASSIS_NUMBER_MAX],
        ] as const
      ).map(([name, label, max]) => (
        <Field
          key={name}
          id={`${id}-${name}`}
          label={label}
          optional
          error={errors[name]?.message}
          compact
        >
          <input
            id={`${id}-${name}`}
            maxLength={max + 4}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={[
              `${id}-numbers-hint`,
              describedBy(`${id}-${name}`, false, Boolean(errors[name])),
            ]
              .filter(Boolean)
              .join(' ')}
            className={`${inputClass} uppercase`}
            {...register(name)}
          />
        </Field>
      ))}
      <div className="col-span-2 flex flex-wrap gap-2">
        <SubmitButton pending={sell.isPending} className="px-5">
          {sellButton}
        </SubmitButton>
        <button type="button" onClick={onDone} className={secondary}>
          {cancelButton}
        </button>
        <button type="button" onClick={onSoldWithoutPapers} className={secondary}>
          {soldWithoutPapers}
        </button>
      </div>
    </form>
  );
}
