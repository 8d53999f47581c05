/**
 * 'Add a City' (docs/product.md#profile, #profile-rules, #messages-and-errors):
 * a city name checked by the shared rule, suggestions from the state's existing
 * cities (substring match; picking one chooses it instead of adding a
 * duplicate), and Submit. A refusal (e.g. 'City already exists') shows under
 * the city field; a new city is chosen in the profile at once.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  addCityTitle,
  cityAlreadyListed,
  cityLabel,
  cityNamePlaceholder,
  newCityIn,
  submitButton,
} from '#messages/account.ts';
import { NEW_CITY_MAX_LENGTH } from '#shared/constants.ts';
import type { LookupOption } from '#shared/schemas/lookup.ts';
import { type NewCityForm, NewCityFormSchema } from '#shared/schemas/profile.ts';
import { FieldError, inputClass } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { Modal, ModalCloseButton } from '#web/components/ui/Modal.tsx';
import { citySuggestions, useAddCity } from '../api/profile-edit.ts';

export interface AddCityModalProps {
  countryId: string;
  stateId: string;
  stateName: string;
  /** The state's cities, for suggestions. */
  cities: readonly LookupOption[];
  onClose: () => void;
  /** A city was added (or an existing one picked): choose it. */
  onChosen: (city: LookupOption) => void;
}

export function AddCityModal({
  countryId,
  stateId,
  stateName,
  cities,
  onClose,
  onChosen,
}: AddCityModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const inputId = `${id}-city`;
  const input = useRef<HTMLInputElement | null>(null);
  const addCity = useAddCity();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<NewCityForm>({
    resolver: zodResolver(NewCityFormSchema),
    defaultValues: { cityname: '' },
  });
  const typed = watch('cityname') ?? '';
  const suggestions = citySuggestions(cities, typed);
  const error = errors.cityname?.message ?? addCity.error?.message;
  const { ref, ...field } = register('cityname', { onChange: () => addCity.reset() });

  const submit = handleSubmit(async ({ cityname }) => {
    try {
      const { cities: updated, message } = await addCity.mutateAsync({
        cityname,
        countryId,
        stateId,
      });
      const added = updated[0];
      if (!added) return;
      toast.success(message);
      onChosen(added);
    } catch {
      // Shown under the field through addCity.error.
    }
  });

  return (
    <Modal
      labelledBy={titleId}
      onEscape={onClose}
      initialFocus={input}
      size="sm"
      busy={addCity.isPending}
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id={titleId} className="text-xl font-bold text-ink-900">
              {addCityTitle}
            </h2>
            {stateName ? <p className="mt-1 text-sm text-ink-600">{newCityIn(stateName)}</p> : null}
          </div>
          <div className="-mt-2 -mr-2">
            <ModalCloseButton onClick={onClose} />
          </div>
        </div>
        <form
          noValidate
          onSubmit={(e) => {
            // React events bubble through the portal to whatever renders this dialog.
            e.stopPropagation();
            void submit(e);
          }}
          className="mt-4"
        >
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink-700">
            {cityLabel}
          </label>
          <input
            id={inputId}
            type="text"
            autoComplete="off"
            autoCapitalize="words"
            maxLength={NEW_CITY_MAX_LENGTH}
            placeholder={cityNamePlaceholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className={inputClass}
            ref={(el) => {
              ref(el);
              input.current = el;
            }}
            {...field}
          />
          <FieldError id={inputId} error={error} announce />
          {suggestions.length > 0 ? (
            <div className="mt-3">
              <p className="text-sm text-ink-600" id={`${id}-suggest`}>
                {cityAlreadyListed}
              </p>
              <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby={`${id}-suggest`}>
                {suggestions.map((c) => (
                  <li key={c.Value}>
                    <button
                      type="button"
                      onClick={() => onChosen(c)}
                      className="inline-flex min-h-10 items-center rounded-full border border-ink-300 bg-white px-3.5 text-sm font-medium text-ink-800 hover:border-primary-400 hover:bg-primary-50 hover:text-primary-800"
                    >
                      {c.Text}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <SubmitButton pending={addCity.isPending} className="mt-5 w-full px-4">
            {submitButton}
          </SubmitButton>
        </form>
      </div>
    </Modal>
  );
}
