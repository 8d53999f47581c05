/**
 * The Profile form (docs/product.md#profile, #cascading-selects,
 * #profile-rules, #messages-and-errors): Name, Country, State, City (with Add a
 * City), Address and the read-only Mobile No. Checked by the shared
 * ProfileFormSchema, the server's own rules. Changing the country clears state
 * and city; changing the state clears the city. The dropdown component comes
 * from the app (the catalogue's searchable select), so this feature does not
 * import another.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentType, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import type { LookupOption } from '#shared/schemas/lookup.ts';
import {
  type ClientProfile,
  type ProfileForm as ProfileFormOutput,
  ProfileFormSchema,
} from '#shared/schemas/profile.ts';
import { Field, FieldError, inputBase, inputClass } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { useCitiesOf, useCountries, useStatesOf } from '../api/profile-edit.ts';
import { AddCityModal } from './AddCityModal.tsx';

/** What the form needs from the dropdown it is given. */
export interface ProfileSelectProps {
  label: string;
  options: LookupOption[] | undefined;
  value: LookupOption | null;
  onChange: (value: LookupOption | null) => void;
  isLoading?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
  size?: 'md' | 'lg';
  /** false: the form draws the label itself (the label is then the accessible name only). */
  showLabel?: boolean;
}

/** Form values: ids as strings, '' until chosen. */
export interface ProfileValues {
  Name: string;
  nCountry: string;
  nState: string;
  nCity: string;
  Address: string;
}

export interface ProfileFormProps {
  profile: ClientProfile;
  Select: ComponentType<ProfileSelectProps>;
  submitting: boolean;
  onSubmit: (values: ProfileFormOutput, names: ProfileNames) => void;
}

export interface ProfileNames {
  CountryName: string;
  StateName: string;
  CityName: string;
}

/** The option for `id`: from the loaded list, else the name the profile came with. */
function optionFor(id: string, list: LookupOption[] | undefined, knownName: string) {
  if (!id) return null;
  return list?.find((o) => o.Value === id) ?? { Value: id, Text: knownName };
}

export function ProfileForm({ profile, Select, submitting, onSubmit }: ProfileFormProps) {
  const id = useId();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    trigger,
    watch,
    formState: { errors },
  } = useForm<ProfileValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(ProfileFormSchema) as unknown as Resolver<
      ProfileValues,
      unknown,
      ProfileFormOutput
    >,
    defaultValues: {
      Name: profile.Name,
      nCountry: profile.nCountry,
      nState: profile.nState,
      nCity: profile.nCity,
      Address: profile.Address,
    },
  });
  const country = watch('nCountry');
  const state = watch('nState');
  const countries = useCountries();
  const states = useStatesOf(country);
  const cities = useCitiesOf(country, state);
  const [addingCity, setAddingCity] = useState(false);

  // India is the only country today: choose it for a new profile.
  useEffect(() => {
    const list = countries.data;
    if (list?.length === 1 && list[0] && getValues('nCountry') === '') {
      setValue('nCountry', list[0].Value);
    }
  }, [countries.data, getValues, setValue]);

  const names = (): ProfileNames => {
    const v = getValues();
    return {
      CountryName: optionFor(v.nCountry, countries.data, profile.CountryName)?.Text ?? '',
      StateName: optionFor(v.nState, states.data, profile.StateName)?.Text ?? '',
      CityName: optionFor(v.nCity, cities.data, profile.CityName)?.Text ?? '',
    };
  };

  const openAddCity = async () => {
    // Clicking add city first validates country and state (docs/product.md#profile-rules).
    if (await trigger(['nCountry', 'nState'], { shouldFocus: true })) setAddingCity(true);
  };

  const stateName = optionFor(state, states.data, profile.StateName)?.Text ?? '';

  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit((values) => onSubmit(values, names()))}
        className="grid grid-cols-1 gap-x-4 gap-y-5 md:grid-cols-6"
      >
        <Field
          className="md:col-span-6"
          label="Name"
          id={`${id}-name`}
          error={errors.Name?.message}
        >
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="name"
            autoCapitalize="words"
            maxLength={60}
            placeholder="Your full name"
            aria-invalid={errors.Name ? true : undefined}
            aria-describedby={errors.Name ? `${id}-name-error` : undefined}
            className={inputClass}
            {...register('Name')}
          />
        </Field>

        <Controller
          control={control}
          name="nCountry"
          render={({ field, fieldState }) => (
            <SelectField
              className="md:col-span-2"
              error={fieldState.error?.message}
              fieldRef={field.ref}
            >
              <Select
                label="Country"
                size="lg"
                options={countries.data}
                isLoading={countries.isLoading}
                value={optionFor(field.value, countries.data, profile.CountryName)}
                onChange={(o) => {
                  field.onChange(o?.Value ?? '');
                  setValue('nState', '');
                  setValue('nCity', '');
                }}
              />
            </SelectField>
          )}
        />
        <Controller
          control={control}
          name="nState"
          render={({ field, fieldState }) => (
            <SelectField
              className="md:col-span-2"
              error={fieldState.error?.message}
              fieldRef={field.ref}
            >
              <Select
                label="State"
                size="lg"
                options={states.data}
                isLoading={states.isLoading}
                isDisabled={!country}
                value={optionFor(field.value, states.data, profile.StateName)}
                onChange={(o) => {
                  field.onChange(o?.Value ?? '');
                  setValue('nCity', '');
                }}
              />
            </SelectField>
          )}
        />
        <Controller
          control={control}
          name="nCity"
          render={({ field, fieldState }) => (
            <SelectField
              className="md:col-span-2"
              error={fieldState.error?.message}
              fieldRef={field.ref}
            >
              <div className="mb-1.5 flex min-h-5 items-center justify-between gap-2">
                <span className="text-sm font-medium text-ink-700" aria-hidden="true">
                  City
                </span>
                <button
                  type="button"
                  onClick={openAddCity}
                  aria-haspopup="dialog"
                  title="Add a city that is not in the list"
                  className="-my-2 -mr-2 inline-flex min-h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-primary-700 transition hover:bg-primary-50"
                >
                  <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
                    <path
                      d="M12 5v14M5 12h14"
                      stroke="currentColor"
                      strokeWidth={2.4}
                      strokeLinecap="round"
                    />
                  </svg>
                  Add city
                </button>
              </div>
              <Select
                label="City"
                showLabel={false}
                size="lg"
                options={cities.data}
                isLoading={cities.isLoading}
                isDisabled={!state}
                value={optionFor(field.value, cities.data, profile.CityName)}
                onChange={(o) => field.onChange(o?.Value ?? '')}
              />
            </SelectField>
          )}
        />

        <Field
          className="md:col-span-6"
          label="Address"
          id={`${id}-address`}
          error={errors.Address?.message}
        >
          <textarea
            id={`${id}-address`}
            rows={3}
            autoComplete="street-address"
            maxLength={250}
            placeholder="House / street / area"
            aria-invalid={errors.Address ? true : undefined}
            aria-describedby={errors.Address ? `${id}-address-error` : undefined}
            className={`${inputBase} resize-y py-3`}
            {...register('Address')}
          />
        </Field>

        <Field className="md:col-span-3" label="Mobile No." id={`${id}-mobile`}>
          <input
            id={`${id}-mobile`}
            type="tel"
            value={profile.Mobileno}
            readOnly
            disabled
            className={`${inputClass} cursor-not-allowed disabled:border-ink-200 disabled:bg-ink-100 disabled:text-ink-700`}
          />
        </Field>

        <div className="flex items-end md:col-span-3 md:justify-end">
          <SubmitButton pending={submitting} className="w-full px-8 md:w-auto">
            Submit
          </SubmitButton>
        </div>
      </form>
      {addingCity ? (
        <AddCityModal
          countryId={country}
          stateId={state}
          stateName={stateName}
          cities={cities.data ?? []}
          onClose={() => setAddingCity(false)}
          onChosen={(city) => {
            setValue('nCity', city.Value, { shouldValidate: true });
            setAddingCity(false);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * Wraps a dropdown: shows its error and lets the form focus it (react-select
 * keeps its input to itself, so focus goes to the first input inside).
 */
function SelectField({
  error,
  className = '',
  fieldRef,
  children,
}: {
  error?: string;
  className?: string;
  fieldRef: (el: { focus: () => void } | null) => void;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const errorId = useId();
  useEffect(() => {
    fieldRef({ focus: () => box.current?.querySelector<HTMLElement>('input')?.focus() });
    return () => fieldRef(null);
  }, [fieldRef]);
  return (
    <div
      ref={box}
      className={`${className} ${error ? '[&_[class*=-control]]:border-red-600!' : ''}`}
    >
      {children}
      <FieldError id={errorId} error={error} announce />
    </div>
  );
}
