/**
 * One range filter of /search (Year, Budget, Kilometres;
 * docs/product.md#search-ranges) as a 'Min' and a 'Max' native select in a
 * fieldset: server-rendered, usable without JavaScript (fields
 * `{key}_min` and `{key}_max`, which the page folds into `{key}=low-high`),
 * and answering a tap at once. Choosing an end beyond the other moves the
 * other with it, so the pair never crosses.
 */
import { useId } from 'react';
import { rangeMaximum, rangeMinimum, rangeTo } from '#messages/cars.ts';
import { ChevronSelect } from '#web/components/form/ChevronSelect.tsx';
import { type RangeChoices, stepsWith } from '../range-choices.ts';
import type { Range } from '../search-filters.ts';

export interface RangeSelectsProps {
  choices: RangeChoices;
  value: Range;
  onChange: (value: Range) => void;
}

export function RangeSelects({ choices, value, onChange }: RangeSelectsProps) {
  const id = useId();
  const { key, label, bounds, format } = choices;
  const [lo, hi] = value;
  const text = (n: number) => format(n, n >= bounds[1]);
  const end = (which: 'min' | 'max', current: number) => {
    const steps = stepsWith(choices.steps, current);
    return (
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-${which}`} className="sr-only">
          {which === 'min' ? rangeMinimum(label) : rangeMaximum(label)}
        </label>
        <ChevronSelect
          compact
          id={`${id}-${which}`}
          name={`${key}_${which}`}
          value={current}
          onChange={(e) => {
            const n = Number(e.target.value);
            onChange(which === 'min' ? [n, Math.max(n, hi)] : [Math.min(lo, n), n]);
          }}
          className="min-h-11 truncate text-sm"
        >
          {steps.map((n) => (
            <option key={n} value={n}>
              {text(n)}
            </option>
          ))}
        </ChevronSelect>
      </div>
    );
  };
  return (
    <fieldset className="min-w-0 border-0 p-0">
      <legend className="mb-1.5 text-sm font-medium text-ink-700">{label}</legend>
      <div className="flex items-center gap-2">
        {end('min', lo)}
        <span aria-hidden="true" className="text-ink-500">
          {rangeTo}
        </span>
        {end('max', hi)}
      </div>
    </fieldset>
  );
}
