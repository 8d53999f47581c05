/**
 * The first two sections of the Sell / Edit form (docs/product.md#sell-form,
 * #cascading-selects). Car details: vehicle type, then company -> its active
 * models (model, variant and colour cleared), model -> its variants and
 * colours (variant and colour cleared), variant -> colour cleared, and fuel.
 * Registration and usage: the vehicle number in upper case as typed, year,
 * kilometres, owner, seats and gear.
 */
import {
  carDetailsSection,
  chooseCompanyFirst,
  chooseModelFirst,
  colourLabel,
  companyLabel,
  example,
  fuelLabel,
  gearLabel,
  kilometerLabel,
  modelLabel,
  ownerLabel,
  registrationSection,
  seatingCapacityLabel,
  variantLabel,
  vehicleNumberLabel,
  vehicleNumberPlaceholder,
  vehicleTypeLabel,
  yearLabel,
} from '#messages/sell.ts';
import { ownerLabel as ownerText } from '#shared/format.ts';
import { MAX_OWNER } from '#shared/schemas/listing.ts';
import type { LookupOption } from '#shared/schemas/lookup.ts';
import { describedBy, Field, FormSection, inputClass } from '#web/components/form/field.tsx';
import { useVariantsAndColours } from '#web/features/catalog/api/lookups.ts';
import type { ListingLookups } from '../api/listing-lookups.ts';
import { DropdownField, NumberField } from './ListingFields.tsx';
import type { ListingFormKit } from './use-listing-form.ts';

const OWNER_OPTIONS: LookupOption[] = Array.from({ length: MAX_OWNER }, (_, i) => ({
  Value: String(i + 1),
  Text: ownerText(i + 1),
}));

export function CarDetailsSection({
  kit,
  lookups,
  companyId,
  modelId,
}: {
  kit: ListingFormKit;
  lookups: ListingLookups;
  companyId: string;
  modelId: string;
}) {
  const vehicleTypes = lookups.useVehicleTypes();
  const companies = lookups.useCompanies();
  const models = lookups.useModels(companyId || null);
  const fuels = lookups.useFuels();
  const variantsColours = useVariantsAndColours(companyId, modelId);
  return (
    <FormSection title={carDetailsSection}>
      <DropdownField kit={kit} name="vehicleid" label={vehicleTypeLabel} query={vehicleTypes} />
      <DropdownField
        kit={kit}
        name="companyid"
        label={companyLabel}
        query={companies}
        onPicked={() => kit.clear('carmodelid', 'variantid', 'colour')}
      />
      <DropdownField
        kit={kit}
        name="carmodelid"
        label={modelLabel}
        query={models}
        disabled={!companyId}
        placeholder={companyId ? undefined : chooseCompanyFirst}
        onPicked={() => kit.clear('variantid', 'colour')}
      />
      <DropdownField
        kit={kit}
        name="variantid"
        label={variantLabel}
        query={{ data: variantsColours.data?.veriantdata, isLoading: variantsColours.isLoading }}
        disabled={!modelId}
        placeholder={modelId ? undefined : chooseModelFirst}
        onPicked={() => kit.clear('colour')}
      />
      <DropdownField
        kit={kit}
        name="colour"
        label={colourLabel}
        query={{ data: variantsColours.data?.Colourdata, isLoading: variantsColours.isLoading }}
        disabled={!modelId}
        placeholder={modelId ? undefined : chooseModelFirst}
      />
      <DropdownField kit={kit} name="fueltypeid" label={fuelLabel} query={fuels} />
    </FormSection>
  );
}

export function RegistrationSection({
  kit,
  lookups,
}: {
  kit: ListingFormKit;
  lookups: ListingLookups;
}) {
  const gears = lookups.useGears();
  const { editing, errors, fid } = kit;
  const carnumber = kit.register('carnumber');
  return (
    <FormSection title={registrationSection}>
      <Field
        id={fid('carnumber')}
        label={vehicleNumberLabel}
        required={!editing}
        error={kit.err('carnumber')}
      >
        <input
          id={fid('carnumber')}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={13}
          placeholder={vehicleNumberPlaceholder}
          aria-required={!editing || undefined}
          aria-invalid={errors.carnumber ? true : undefined}
          aria-describedby={describedBy(fid('carnumber'), false, Boolean(errors.carnumber))}
          className={`${inputClass} uppercase placeholder:normal-case`}
          {...carnumber}
          onChange={(e) => {
            const el = e.target;
            const upper = el.value.toUpperCase();
            if (upper !== el.value) {
              const { selectionStart, selectionEnd } = el;
              el.value = upper;
              if (selectionStart !== null) el.setSelectionRange(selectionStart, selectionEnd);
            }
            void carnumber.onChange(e);
          }}
        />
      </Field>
      <NumberField
        kit={kit}
        name="modelyear"
        label={yearLabel}
        maxLength={4}
        placeholder={example('2019')}
      />
      <NumberField
        kit={kit}
        name="km"
        label={kilometerLabel}
        maxLength={6}
        placeholder={example('45000')}
      />
      <DropdownField
        kit={kit}
        name="owner"
        label={ownerLabel}
        query={{ data: OWNER_OPTIONS }}
        compact
      />
      <NumberField
        kit={kit}
        name="seatingcapicity"
        label={seatingCapacityLabel}
        maxLength={1}
        placeholder={example('5')}
      />
      <DropdownField kit={kit} name="gear" label={gearLabel} query={gears} />
    </FormSection>
  );
}
