/**
 * The Price and insurance section of the Sell / Edit form
 * (docs/product.md#sell-form, #insurance): the sale price, shown in rupees
 * with Indian grouping and in lakh / crore as it is typed (commas and spaces
 * typed out of habit are dropped), and the Insurance checkbox, which reveals
 * the insurance type (default Comprehensive) and end date.
 */
import {
  example,
  insuranceEndDateLabel,
  insuranceHint,
  insuranceLabel,
  insuranceTypeLabel,
  priceSection,
  salePriceHint,
  salePriceLabel,
} from '#messages/sell.ts';
import { formatRupees } from '#shared/format.ts';
import { INSURANCE_NAMES } from '#shared/insurance-names.ts';
import { INSURANCE_TYPES } from '#shared/schemas/listing.ts';
import { CheckboxField } from '#web/components/form/CheckboxField.tsx';
import {
  describedBy,
  Field,
  FormSection,
  inputClass,
  RadioGroup,
  RadioPill,
} from '#web/components/form/field.tsx';
import { priceInWords } from '../form-values.ts';
import type { ListingFormKit } from './use-listing-form.ts';

export function PriceSection({
  kit,
  price,
  insured,
}: {
  kit: ListingFormKit;
  /** The sale price as typed. */
  price: string;
  /** The Insurance checkbox is ticked. */
  insured: boolean;
}) {
  const { errors, fid, err, register } = kit;
  const saleprice = register('nSaleprice');
  const priceTyped = Boolean(price) && /^\d+$/.test(price);
  const words = priceTyped ? priceInWords(Number(price)) : '';
  const priceHint = priceTyped
    ? `${formatRupees(Number(price))}${words ? ` · ${words}` : ''}`
    : salePriceHint;

  return (
    <FormSection title={priceSection}>
      <Field
        id={fid('nSaleprice')}
        label={salePriceLabel}
        required
        hint={
          <span className={priceTyped ? 'font-semibold text-ink-900' : undefined}>{priceHint}</span>
        }
        error={err('nSaleprice')}
      >
        <div className="relative">
          <span
            className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-ink-600"
            aria-hidden="true"
          >
            ₹
          </span>
          <input
            id={fid('nSaleprice')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            placeholder={example('550000')}
            aria-required="true"
            aria-invalid={errors.nSaleprice ? true : undefined}
            aria-describedby={describedBy(fid('nSaleprice'), true, Boolean(errors.nSaleprice))}
            className={`${inputClass} pl-8`}
            {...saleprice}
            onChange={(e) => {
              // Commas and spaces typed out of habit are dropped; letters stay to be flagged.
              const cleaned = e.target.value.replace(/[,\s]/g, '');
              if (cleaned !== e.target.value) e.target.value = cleaned;
              void saleprice.onChange(e);
            }}
          />
        </div>
      </Field>

      <CheckboxField
        id={fid('insurance')}
        label={insuranceLabel}
        hint={insuranceHint}
        className="col-span-2 md:col-span-1 md:pt-7 lg:col-span-2"
        {...register('insurance')}
      />

      {insured ? (
        <>
          <RadioGroup
            id={fid('nInsurancetype')}
            legend={insuranceTypeLabel}
            required
            error={err('nInsurancetype')}
            className="col-span-2"
          >
            {INSURANCE_TYPES.map((t, i) => (
              <RadioPill
                key={t}
                id={i === 0 ? fid('nInsurancetype') : `${fid('nInsurancetype')}-${i}`}
                label={INSURANCE_NAMES[t]}
                value={t}
                {...register('nInsurancetype')}
              />
            ))}
          </RadioGroup>
          <Field
            id={fid('insuranceendtdate')}
            label={insuranceEndDateLabel}
            required
            error={err('insuranceendtdate')}
          >
            <input
              id={fid('insuranceendtdate')}
              type="date"
              required
              aria-invalid={errors.insuranceendtdate ? true : undefined}
              aria-describedby={describedBy(
                fid('insuranceendtdate'),
                false,
                Boolean(errors.insuranceendtdate),
              )}
              className={`${inputClass} appearance-none`}
              {...register('insuranceendtdate')}
            />
          </Field>
        </>
      ) : null}
    </FormSection>
  );
}
