/**
 * The Sell / Edit form's repeated fields, each a labelled Field bound to the
 * form through useListingForm's kit: a required dropdown of lookup options
 * (the shared FormSelect; on edit, the saved choice's name shows until its
 * list loads) and a short required number typed as digits (year, kilometres,
 * seats).
 */
import { Controller } from 'react-hook-form';
import type { LookupOption } from '#shared/schemas/lookup.ts';
import { describedBy, Field, inputClass } from '#web/components/form/field.tsx';
import { FormSelect } from '#web/components/form/Select.tsx';
import type { KnownNames } from '../form-values.ts';
import type { ListingFormKit } from './use-listing-form.ts';

/** The option for `id`: from the loaded list, else the known name, else none. */
function optionFor(
  id: string,
  list: LookupOption[] | undefined,
  knownName: string | undefined,
): LookupOption | null {
  if (!id) return null;
  const found = list?.find((o) => o.Value === id) ?? list?.find((o) => o.Text === id);
  if (found) return found;
  if (knownName) return { Value: id, Text: knownName };
  return null;
}

/** The form's dropdowns: the catalogue's choices plus Owner. */
export type DropdownName = keyof KnownNames | 'owner';

/** A required dropdown bound to `name`. */
export function DropdownField({
  kit,
  name,
  label,
  query,
  onPicked,
  disabled,
  placeholder,
  hint,
  compact,
}: {
  kit: ListingFormKit;
  name: DropdownName;
  label: string;
  query: { data?: LookupOption[]; isLoading?: boolean };
  onPicked?: () => void;
  disabled?: boolean;
  placeholder?: string;
  hint?: string;
  compact?: boolean;
}) {
  return (
    <Controller
      control={kit.control}
      name={name}
      render={({ field }) => {
        const id = kit.fid(name);
        const error = kit.err(name);
        return (
          <Field id={id} label={label} required error={error} hint={hint} compact={compact}>
            <FormSelect
              inputId={id}
              options={query.data}
              isLoading={query.isLoading}
              isDisabled={disabled}
              placeholder={placeholder}
              value={optionFor(
                field.value,
                query.data,
                name === 'owner' ? undefined : kit.known(name, field.value),
              )}
              onChange={(o) => {
                field.onChange(o?.Value ?? '');
                onPicked?.();
              }}
              onBlur={field.onBlur}
              isRequired
              invalid={Boolean(error)}
              errorId={`${id}-error`}
              describedBy={describedBy(id, Boolean(hint), Boolean(error))}
            />
          </Field>
        );
      }}
    />
  );
}

/** A short required number typed as digits, half width on phones. */
export function NumberField({
  kit,
  name,
  label,
  maxLength,
  placeholder,
}: {
  kit: ListingFormKit;
  name: 'modelyear' | 'km' | 'seatingcapicity';
  label: string;
  maxLength: number;
  placeholder: string;
}) {
  const id = kit.fid(name);
  const error = kit.err(name);
  return (
    <Field id={id} label={label} required error={error} compact>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={maxLength}
        placeholder={placeholder}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, false, Boolean(error))}
        className={inputClass}
        {...kit.register(name)}
      />
    </Field>
  );
}
