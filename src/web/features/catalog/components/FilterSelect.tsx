/**
 * One catalogue filter as a native, labelled <select> (State, City, Company,
 * Model, Fuel, Gear, Vehicle type on Home and /search;
 * docs/product.md#search): rendered on the server with its options, so it
 * works before the app runs and without JavaScript (its `name` is the
 * /search address's key, docs/product.md#search-filters), and a tap opens the
 * phone's own picker at once. Values are lookup ids (`Value`).
 */
import { useId } from 'react';
import { filterAny } from '#messages/cars.ts';
import { PAGE_MSG } from '#shared/page-messages.ts';
import type { LookupOption } from '#shared/schemas/lookup.ts';
import { ChevronSelect } from '#web/components/form/ChevronSelect.tsx';
import { useShownChoice } from '../use-shown-choice.ts';

export interface FilterSelectProps {
  label: string;
  /** The form field's name: the URL key (state, city, make, ...). */
  name: string;
  options: LookupOption[] | undefined;
  value: number | null;
  /** The new id, or null for the empty choice. */
  onChange: (id: number | null) => void;
  /** Text of the empty choice ('Any'); null: no empty choice (State). */
  emptyLabel?: string | null;
  disabled?: boolean;
  /** Control height: lg 48 px (Home), md 44 px (the filter panel). */
  size?: 'md' | 'lg';
}

const HEIGHT = { md: 'min-h-11', lg: 'min-h-12' } as const;

export function FilterSelect({
  label,
  name,
  options = [],
  value,
  onChange,
  emptyLabel = filterAny,
  disabled = false,
  size = 'md',
}: FilterSelectProps) {
  const id = useId();
  const [current, choose] = useShownChoice(value === null ? '' : String(value));
  // A value from the address whose option is not loaded (yet) still shows as chosen.
  const known = current === '' || options.some((o) => o.Value === current);
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-700">
        {label}
      </label>
      <ChevronSelect
        id={id}
        name={name}
        value={current}
        disabled={disabled}
        onChange={(e) => {
          const choice = e.target.value;
          const n = Number(choice);
          choose(choice, () => onChange(choice !== '' && Number.isSafeInteger(n) ? n : null));
        }}
        className={`${HEIGHT[size]} truncate text-base disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-500`}
      >
        {emptyLabel !== null && <option value="">{emptyLabel}</option>}
        {!known && <option value={current}>{PAGE_MSG.loading}</option>}
        {options.map((o) => (
          <option key={o.Value} value={o.Value}>
            {o.Text}
          </option>
        ))}
      </ChevronSelect>
    </div>
  );
}
