/**
 * /search's filter form (docs/product.md#search): a GET form to /search
 * whose fields are the address's keys, rendered on the server with its
 * options. On phones it is a full-screen 'Filter cars' sheet, a native
 * popover that the 'Filters' button (FiltersButton) opens before the app runs
 * and without JavaScript; from lg up the same element is the sidebar.
 *
 * Without the app, 'Apply filters' submits the form (the page folds it into
 * the canonical address). With it, each change applies at once through
 * `onChange`, the sidebar's Apply button hides (styles.css, .filter-apply)
 * and the sheet's becomes 'Show N cars', which closes the sheet.
 */
import { useEffect, useRef } from 'react';
import {
  applyFilters,
  clearAll,
  closeFilters,
  filterCars,
  filtersActive,
  filtersLabel,
  noCarsMatch,
  showCars,
  showResults,
} from '#messages/cars.ts';
import { paths } from '#shared/pages/paths.ts';
import { CloseIcon, FilterIcon } from '#web/components/ui/icons.tsx';
import { Link } from '#web/lib/links.tsx';
import { localPath } from '#web/lib/local-path.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { activeFilterCount, clearFilters, type SearchFilters } from '../search-filters.ts';
import { searchHref } from '../search-params.ts';
import { FilterPanel } from './FilterPanel.tsx';

/** The form's id (the sort select outside it joins it with form=...). */
export const SEARCH_FORM_ID = 'search-form';
const SHEET_ID = 'search-filters';

export interface SearchFilterFormProps {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  /** Cars loaded so far, or null while the first page loads. */
  resultCount: number | null;
  hasMore: boolean;
  /**
   * The page the form is of (default /search) and its address for filters: a dealer's
   * showroom page has its own, without State and City.
   */
  scope?: { path: string; hrefOf: (f: SearchFilters) => string };
}

/** The phone's 'Filters' button (hidden from lg up), with the count of narrowed filters. */
export function FiltersButton({ filters }: { filters: SearchFilters }) {
  const count = activeFilterCount(filters);
  return (
    <button
      type="button"
      popoverTarget={SHEET_ID}
      aria-haspopup="dialog"
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-900 hover:border-ink-400 lg:hidden"
    >
      <FilterIcon className="h-5 w-5" />
      {filtersLabel}
      {count > 0 && (
        <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary-600 px-1.5 text-xs text-white">
          {count}
          <span className="sr-only">{filtersActive}</span>
        </span>
      )}
    </button>
  );
}

export function SearchFilterForm({
  filters,
  onChange,
  resultCount,
  hasMore,
  scope,
}: SearchFilterFormProps) {
  // Once the app runs, changes apply at once.
  const live = useHydrated();
  const sheet = useRef<HTMLDivElement>(null);
  const narrowed = activeFilterCount(filters) > 0;
  const clearHref = (scope?.hrefOf ?? searchHref)(clearFilters(filters));

  useEffect(() => {
    // Opened on a phone: focus its close button, as a dialog would.
    const el = sheet.current;
    const onToggle = (e: Event) => {
      if ((e as ToggleEvent).newState === 'open') el?.querySelector('button')?.focus();
    };
    el?.addEventListener('toggle', onToggle);
    return () => el?.removeEventListener('toggle', onToggle);
  }, []);

  const showLabel = !live
    ? applyFilters
    : resultCount === null
      ? showResults
      : resultCount === 0
        ? noCarsMatch
        : showCars(resultCount, `${resultCount}${hasMore ? '+' : ''}`);

  return (
    <form
      id={SEARCH_FORM_ID}
      aria-label={filtersLabel}
      method="get"
      action={localPath(scope?.path ?? paths.search)}
      onSubmit={(e) => {
        // Live: the filters are applied already; the button only closes the sheet.
        e.preventDefault();
        sheet.current?.hidePopover?.();
      }}
    >
      {filters.q && <input type="hidden" name="q" value={filters.q} />}
      <div
        ref={sheet}
        id={SHEET_ID}
        popover="auto"
        className="filter-sheet flex-col bg-white open:flex lg:rounded-2xl lg:p-5 lg:shadow-card lg:ring-1 lg:ring-ink-200/70"
      >
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-ink-200 px-2 lg:hidden">
          <button
            type="button"
            popoverTarget={SHEET_ID}
            popoverTargetAction="hide"
            aria-label={closeFilters}
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-100"
          >
            <CloseIcon className="h-6 w-6" />
          </button>
          <p className="text-base font-semibold text-ink-900">{filterCars}</p>
          <ClearAll href={clearHref} narrowed={narrowed} />
        </div>
        <div className="mb-5 hidden items-center justify-between lg:flex">
          <h2 className="text-lg font-semibold text-ink-900">{filtersLabel}</h2>
          <ClearAll href={clearHref} narrowed={narrowed} />
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-4 lg:overflow-visible lg:p-0">
          <FilterPanel filters={filters} onChange={onChange} place={!scope} />
        </div>
        <div className="filter-apply shrink-0 border-t border-ink-200 bg-white p-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] lg:mt-5 lg:border-0 lg:p-0">
          <button
            type="submit"
            className="flex min-h-12 w-full items-center justify-center rounded-xl bg-primary-600 text-base font-semibold text-white hover:bg-primary-700"
          >
            {showLabel}
          </button>
        </div>
      </div>
    </form>
  );
}

/** 'Clear all': a link to the address with only the state kept (works without the app). */
function ClearAll({ href, narrowed }: { href: string; narrowed: boolean }) {
  if (!narrowed)
    return (
      <span className="inline-flex min-h-11 items-center px-3 text-sm font-semibold text-ink-500">
        {clearAll}
      </span>
    );
  return (
    <Link
      to={href}
      className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50"
    >
      {clearAll}
    </Link>
  );
}
