/**
 * Result order for /search (extension `sort` of the search request); the page
 * keeps it in the URL. A native select in the filter form (`form`, field
 * `sort`): once the app runs a choice applies at once; before it runs, the
 * boot script sends the form on a choice; without JavaScript a 'Sort' button
 * does.
 */

import { useId } from 'react';
import { sortButton, sortBy } from '#messages/cars.ts';
import type { SearchSort } from '#shared/schemas/search.ts';
import { ChevronSelect } from '#web/components/form/ChevronSelect.tsx';
import { SORT_LABELS } from '../search-filters.ts';
import { useShownChoice } from '../use-shown-choice.ts';

export function SortSelect({
  sort,
  onChange,
  form,
}: {
  sort: SearchSort;
  onChange: (sort: SearchSort) => void;
  /** The id of the filter form the select belongs to. */
  form: string;
}) {
  const id = useId();
  const [shown, choose] = useShownChoice(sort);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <label htmlFor={id} className="hidden text-sm font-medium text-ink-600 sm:block">
        {sortBy}
      </label>
      <ChevronSelect
        // Without JavaScript the Sort button wraps below rather than squeeze the choice (Hindi, 390 px).
        wrapperClassName="min-w-36 flex-1"
        id={id}
        name="sort"
        form={form}
        // Before the app runs, the boot script sends the form on a choice (src/web/boot.ts).
        data-submit-on-change
        aria-label={sortBy}
        value={shown}
        onChange={(e) => {
          const choice = e.target.value as SearchSort;
          choose(choice, () => onChange(choice));
        }}
        className="min-h-11 text-sm font-medium"
      >
        {Object.entries(SORT_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </ChevronSelect>
      <noscript>
        <button
          type="submit"
          form={form}
          className="min-h-11 rounded-xl bg-primary-600 px-4 text-sm font-semibold whitespace-nowrap text-white"
        >
          {sortButton}
        </button>
      </noscript>
    </div>
  );
}
