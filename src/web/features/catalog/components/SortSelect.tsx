/**
 * Result order for /search (extension `sort` of the search request); the page
 * keeps it in the URL. A native select in the filter form (`form`, field
 * `sort`): once the app runs a choice applies at once; before it runs, the
 * boot script sends the form on a choice; without JavaScript a 'Sort' button
 * does.
 */

import { useId } from 'react';
import type { SearchSort } from '#shared/schemas/search.ts';
import { ChevronDownIcon } from '#web/components/ui/icons.tsx';
import { SORT_LABELS } from '../search-filters.ts';

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
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="hidden text-sm font-medium text-ink-600 sm:block">
        Sort by
      </label>
      <div className="relative min-w-0 flex-1">
        <select
          id={id}
          name="sort"
          form={form}
          // Before the app runs, the boot script sends the form on a choice (src/web/boot.ts).
          data-submit-on-change
          aria-label="Sort by"
          value={sort}
          onChange={(e) => onChange(e.target.value as SearchSort)}
          className="min-h-11 w-full appearance-none rounded-xl border border-ink-300 bg-white py-2 pl-3 pr-9 text-sm font-medium text-ink-900 hover:border-ink-400"
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-500" />
      </div>
      <noscript>
        <button
          type="submit"
          form={form}
          className="min-h-11 rounded-xl bg-primary-600 px-4 text-sm font-semibold text-white"
        >
          Sort
        </button>
      </noscript>
    </div>
  );
}
