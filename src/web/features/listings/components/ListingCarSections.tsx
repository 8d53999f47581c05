/**
 * The first two sections of the Sell / Edit form (docs/product.md#sell-form,
 * #cascading-selects). Car details: vehicle type, then company -> its active
 * models (model, variant and colour cleared), model -> its variants and
 * colours (variant and colour cleared), variant -> colour cleared, and fuel.
 * Registration and usage: the vehicle number in upper case as typed, year,
 * kilometres, owner, seats and gear.
 */
import { ownerLabel } from '#shared/format.ts';
import { MAX_OWNER } from '#shared/schemas/listing.ts';
import type { LookupOption } from '#shared/schemas/lookup.ts';
import { describedBy, Field, FormSection, inputClass } from '#web/components/form/field.tsx';
import { useVariantsAndColours } from '#web/features/catalog/api/lookups.ts';
import type { ListingLookups } from '../api/listing-lookups.ts';
import { DropdownField, NumberField } from './ListingFields.tsx';
import type { ListingFormKit } from './use-listing-form.ts';

const OWNER_OPTIONS: LookupOption[] = Array.from({ length: MAX_OWNER }, (_, i) => ({
  Value: String(i + 1),
  Text: ownerLabel(i + 1),
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
    <FormSection title="Car details">
      <DropdownField kit={kit} name="vehicleid" label="Vehicle type" query={vehicleTypes} />
      <DropdownField
        kit={kit}
        name="companyid"
        label="Company"
        query={companies}
        onPicked={() => kit.clear('carmodelid', 'variantid', 'colour')}
      />
      <DropdownField
        kit={kit}
        name="carmodelid"
        label="Model"
        query={models}
        disabled={!companyId}
        placeholder={companyId ? undefined : 'Choose a company first'}
        onPicked={() => kit.clear('variantid', 'colour')}
      />
      <DropdownField
        kit={kit}
        name="variantid"
        label="Varient"
        query={{ data: variantsColours.data?.veriantdata, isLoading: variantsColours.isLoading }}
        disabled={!modelId}
        placeholder={modelId ? undefined : 'Choose a model first'}
        onPicked={() => kit.clear('colour')}
      />
      <DropdownField
        kit={kit}
        name="colour"
        label="Colour"
        query={{ data: variantsColours.data?.Colourdata, isLoading: variantsColours.isLoading }}
        disabled={!modelId}
        placeholder={modelId ? undefined : 'Choose a model first'}
      />
      <DropdownField kit={kit} name="fueltypeid" label="Fuel" query={fuels} />
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
    <FormSection title="Registration and usage">
      <Field
        id={fid('carnumber')}
        label="Vehicle number"
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
          placeholder="GJ01HQ9999"
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
      <NumberField kit={kit} name="modelyear" label="Year" maxLength={4} placeholder="e.g. 2019" />
      <NumberField kit={kit} name="km" label="Kilometer" maxLength={6} placeholder="e.g. 45000" />
      <DropdownField kit={kit} name="owner" label="Owner" query={{ data: OWNER_OPTIONS }} compact />
      <NumberField
        kit={kit}
        name="seatingcapicity"
        label="Seating capacity"
        maxLength={1}
        placeholder="e.g. 5"
      />
      <DropdownField kit={kit} name="gear" label="Gear" query={gears} />
    </FormSection>
  );
}
