/**
 * The Profile form (docs/product.md#profile, #cascading-selects,
 * #profile-rules, #messages-and-errors): Name, Country, State, City (with Add a
 * City), Address and the read-only Mobile No. Checked by the shared
 * ProfileFormSchema, the server's own rules. The location dropdowns and their
 * cascade (changing the country clears state and city; changing the state
 * clears the city) are ProfileLocationFields.tsx; they use the shared
 * FormSelect, which brings react-select: this form is loaded only with the
 * (lazily loaded) Profile page.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import {
  addressLabel,
  addressPlaceholder,
  mobileNoLabel,
  nameLabel,
  namePlaceholder,
  submitButton,
} from '#messages/account.ts';
import { MSG } from '#shared/messages.ts';
import {
  type ClientProfile,
  ProfileFormAdultSchema,
  type ProfileForm as ProfileFormOutput,
  ProfileFormSchema,
} from '#shared/schemas/profile.ts';
import { CheckboxField } from '#web/components/form/CheckboxField.tsx';
import { Field, FieldError, inputBase, inputClass } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { useCitiesOf, useCountries, useStatesOf } from '#web/features/catalog/api/lookups.ts';
import { AddCityModal } from './AddCityModal.tsx';
import { optionFor, ProfileLocationFields, type ProfileValues } from './ProfileLocationFields.tsx';

export interface ProfileFormProps {
  profile: ClientProfile;
  submitting: boolean;
  onSubmit: (values: ProfileFormOutput, names: ProfileNames) => void;
}

export interface ProfileNames {
  CountryName: string;
  StateName: string;
  CityName: string;
}

export function ProfileForm({ profile, submitting, onSubmit }: ProfileFormProps) {
  const id = useId();
  // Until the account has confirmed its age, the form asks it (docs/privacy.md#consents).
  const askAdult = !profile.AdultConfirmed;
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
    resolver: zodResolver(
      askAdult ? ProfileFormAdultSchema : ProfileFormSchema,
    ) as unknown as Resolver<ProfileValues, unknown, ProfileFormOutput>,
    defaultValues: {
      Name: profile.Name,
      nCountry: profile.nCountry,
      nState: profile.nState,
      nCity: profile.nCity,
      Address: profile.Address,
      ...(askAdult ? { Adult: false } : {}),
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
          label={nameLabel}
          id={`${id}-name`}
          error={errors.Name?.message}
        >
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="name"
            autoCapitalize="words"
            maxLength={60}
            placeholder={namePlaceholder}
            aria-invalid={errors.Name ? true : undefined}
            aria-describedby={errors.Name ? `${id}-name-error` : undefined}
            className={inputClass}
            {...register('Name')}
          />
        </Field>

        <ProfileLocationFields
          id={id}
          control={control}
          setValue={setValue}
          profile={profile}
          country={country}
          state={state}
          countries={countries}
          states={states}
          cities={cities}
          onAddCity={openAddCity}
        />

        <Field
          className="md:col-span-6"
          label={addressLabel}
          id={`${id}-address`}
          error={errors.Address?.message}
        >
          <textarea
            id={`${id}-address`}
            rows={3}
            autoComplete="street-address"
            maxLength={250}
            placeholder={addressPlaceholder}
            aria-invalid={errors.Address ? true : undefined}
            aria-describedby={errors.Address ? `${id}-address-error` : undefined}
            className={`${inputBase} resize-y py-3`}
            {...register('Address')}
          />
        </Field>

        <Field className="md:col-span-3" label={mobileNoLabel} id={`${id}-mobile`}>
          <input
            id={`${id}-mobile`}
            type="tel"
            value={profile.Mobileno}
            readOnly
            disabled
            className={`${inputClass} cursor-not-allowed disabled:border-ink-200 disabled:bg-ink-100 disabled:text-ink-700`}
          />
        </Field>

        {askAdult ? (
          <div className="md:col-span-6">
            <CheckboxField
              id={`${id}-adult`}
              label={MSG.adultConfirm}
              aria-invalid={errors.Adult ? true : undefined}
              aria-describedby={errors.Adult ? `${id}-adult-error` : undefined}
              {...register('Adult')}
            />
            <FieldError id={`${id}-adult`} error={errors.Adult?.message} />
          </div>
        ) : null}

        <div className="flex items-end md:col-span-3 md:justify-end">
          <SubmitButton pending={submitting} className="w-full px-8 md:w-auto">
            {submitButton}
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
