/**
 * The Profile form's location (docs/product.md#profile, #cascading-selects):
 * Country, State and City, each a Field around the shared FormSelect, in a
 * row from md. Changing the country clears state and city; changing the state
 * clears the city. City carries the Add city button in its label row. A
 * dropdown's error is read out as it appears, and react-hook-form focuses the
 * dropdown itself (its ref) when it is the first invalid field.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Control, Controller, type UseFormSetValue } from 'react-hook-form';
import {
  addCityButton,
  addCityHint,
  cityLabel,
  countryLabel,
  stateLabel,
} from '#messages/account.ts';
import type { LookupOption } from '#shared/schemas/lookup.ts';
import type { ClientProfile, ProfileForm as ProfileFormOutput } from '#shared/schemas/profile.ts';
import { describedBy, Field } from '#web/components/form/field.tsx';
import { FormSelect } from '#web/components/form/Select.tsx';

/** Form values: ids as strings, '' until chosen. */
export interface ProfileValues {
  Name: string;
  nCountry: string;
  nState: string;
  nCity: string;
  Address: string;
  /** The age confirmation, while the account has not given it (ProfileFormAdultSchema). */
  Adult?: boolean;
}

/** The option for `id`: from the loaded list, else the name the profile came with. */
export function optionFor(id: string, list: LookupOption[] | undefined, knownName: string) {
  if (!id) return null;
  return list?.find((o) => o.Value === id) ?? { Value: id, Text: knownName };
}

type Lookup = Pick<UseQueryResult<LookupOption[]>, 'data' | 'isLoading'>;
type ProfileControl = Control<ProfileValues, unknown, ProfileFormOutput>;

export function ProfileLocationFields({
  id,
  control,
  setValue,
  profile,
  country,
  state,
  countries,
  states,
  cities,
  onAddCity,
}: {
  /** The form's id prefix: the dropdowns are `${id}-country`, `-state` and `-city`. */
  id: string;
  control: ProfileControl;
  setValue: UseFormSetValue<ProfileValues>;
  /** The saved profile: names of its choices, shown before the lists load. */
  profile: ClientProfile;
  country: string;
  state: string;
  countries: Lookup;
  states: Lookup;
  cities: Lookup;
  onAddCity: () => void;
}) {
  return (
    <>
      <LocationField
        id={`${id}-country`}
        control={control}
        name="nCountry"
        label={countryLabel}
        query={countries}
        knownName={profile.CountryName}
        onPicked={() => {
          setValue('nState', '');
          setValue('nCity', '');
        }}
      />
      <LocationField
        id={`${id}-state`}
        control={control}
        name="nState"
        label={stateLabel}
        query={states}
        knownName={profile.StateName}
        disabled={!country}
        onPicked={() => setValue('nCity', '')}
      />
      <LocationField
        id={`${id}-city`}
        control={control}
        name="nCity"
        label={cityLabel}
        query={cities}
        knownName={profile.CityName}
        disabled={!state}
        action={<AddCityButton onClick={onAddCity} />}
      />
    </>
  );
}

/** One dropdown of the location, a third of the row from md. */
function LocationField({
  id,
  control,
  name,
  label,
  query,
  knownName,
  disabled,
  onPicked,
  action,
}: {
  id: string;
  control: ProfileControl;
  name: 'nCountry' | 'nState' | 'nCity';
  label: string;
  query: Lookup;
  knownName: string;
  disabled?: boolean;
  onPicked?: () => void;
  action?: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <Field
            id={id}
            label={label}
            className="md:col-span-2"
            error={error}
            announceError
            action={action}
          >
            <FormSelect
              ref={field.ref}
              inputId={id}
              options={query.data}
              isLoading={query.isLoading}
              isDisabled={disabled}
              value={optionFor(field.value, query.data, knownName)}
              onChange={(o) => {
                field.onChange(o?.Value ?? '');
                onPicked?.();
              }}
              invalid={Boolean(error)}
              errorId={`${id}-error`}
              describedBy={describedBy(id, false, Boolean(error))}
            />
          </Field>
        );
      }}
    />
  );
}

function AddCityButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-haspopup="dialog"
      title={addCityHint}
      className="-my-2 -mr-2 inline-flex min-h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-primary-700 transition hover:bg-primary-50"
    >
      <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
        <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" />
      </svg>
      {addCityButton}
    </button>
  );
}
