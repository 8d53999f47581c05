/**
 * The Features section of the Sell / Edit form (docs/product.md#sell-form,
 * #edit-form): Sunroof (Yes / No, default No), Vehicle features (several, from
 * the features list; optional) and Cubic capacity (optional on sell, required
 * on edit).
 */
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { no, yes } from '#messages/frame.ts';
import {
  cubicCapacityHint,
  cubicCapacityLabel,
  featuresPlaceholder,
  featuresSection,
  sunroofLabel,
  vehicleFeaturesLabel,
} from '#messages/sell.ts';
import { featureName } from '#shared/feature-names.ts';
import type { LookupOption } from '#shared/schemas/lookup.ts';
import {
  describedBy,
  Field,
  FormSection,
  inputClass,
  RadioGroup,
  RadioPill,
} from '#web/components/form/field.tsx';
import { FormMultiSelect } from '#web/components/form/Select.tsx';
import { useFeatures } from '#web/features/catalog/api/lookups.ts';
import type { ListingFormKit } from './use-listing-form.ts';

/** The features list with each name in the page's language (the catalogue answers English). */
const inPageLanguage = (list: LookupOption[] | undefined) =>
  list?.map((o) => ({ ...o, Text: featureName(o.Text) }));

export function FeaturesSection({ kit }: { kit: ListingFormKit }) {
  const fetched = useFeatures();
  const features = {
    ...fetched,
    data: useMemo(() => inPageLanguage(fetched.data), [fetched.data]),
  };
  const { editing, errors, fid, err, register } = kit;
  return (
    <FormSection title={featuresSection}>
      <RadioGroup id={fid('nSunRoof')} legend={sunroofLabel} required error={err('nSunRoof')}>
        {(['Yes', 'No'] as const).map((v) => (
          <RadioPill
            key={v}
            id={v === 'Yes' ? fid('nSunRoof') : `${fid('nSunRoof')}-no`}
            label={v === 'Yes' ? yes : no}
            value={v}
            {...register('nSunRoof')}
          />
        ))}
      </RadioGroup>
      <Controller
        control={kit.control}
        name="nFeatures"
        render={({ field }) => {
          const id = fid('nFeatures');
          const error = err('nFeatures');
          const chosen = (field.value ?? [])
            .map((v) => features.data?.find((o) => o.Value === v))
            .filter((o): o is LookupOption => o !== undefined);
          return (
            <Field
              id={id}
              label={vehicleFeaturesLabel}
              optional
              error={error}
              className="col-span-2 lg:col-span-2"
            >
              <FormMultiSelect
                inputId={id}
                options={features.data}
                isLoading={features.isLoading}
                value={chosen}
                onChange={(list) => field.onChange(list.map((o) => o.Value))}
                onBlur={field.onBlur}
                placeholder={featuresPlaceholder}
                invalid={Boolean(error)}
                errorId={`${id}-error`}
                describedBy={describedBy(id, false, Boolean(error))}
              />
            </Field>
          );
        }}
      />
      <Field
        id={fid('nCc')}
        label={cubicCapacityLabel}
        required={editing}
        optional={!editing}
        hint={cubicCapacityHint}
        error={err('nCc')}
      >
        <input
          id={fid('nCc')}
          type="number"
          inputMode="decimal"
          step={0.01}
          min={0}
          placeholder="1.6"
          aria-required={editing || undefined}
          aria-invalid={errors.nCc ? true : undefined}
          aria-describedby={describedBy(fid('nCc'), true, Boolean(errors.nCc))}
          className={inputClass}
          {...register('nCc')}
        />
      </Field>
    </FormSection>
  );
}
