/**
 * /search, ALL CARS (docs/product.md#search, #listings-and-search): the filter
 * panel (sidebar on wide screens, a full-screen sheet on phones), a sort select
 * and the results with infinite scroll. The criteria live only in the URL query
 * string (back button, reload and shared links keep them; see
 * search-params.ts).
 */

import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { MSG } from '#shared/messages.ts';
import { MAIN_PAGES } from '#shared/public-pages.ts';
import { CloseIcon, FilterIcon } from '#web/components/ui/icons.tsx';
import { Spinner } from '#web/components/ui/Spinner.tsx';
import { searchCarsQuery, uniqueCars, useSearchCars } from '#web/features/cars/api/cars.ts';
import {
  CarGrid,
  CarGridSkeleton,
  GRID_WITH_SIDEBAR,
} from '#web/features/cars/components/CarGrid.tsx';
import { InfiniteSentinel } from '#web/features/cars/components/InfiniteSentinel.tsx';
import type { FilterPanelProps } from '#web/features/catalog/components/FilterPanel.tsx';
import { SortSelect } from '#web/features/catalog/components/SortSelect.tsx';
import { activeFilterCount } from '#web/features/catalog/search-filters.ts';
import { parseSearchParams } from '#web/features/catalog/search-params.ts';
import { NO_STORED_LOCATION } from '#web/features/catalog/stored-location.ts';
import { useUrlSearchFilters } from '#web/features/catalog/use-url-search-filters.ts';
import { loaderQueryClient, loadPageData } from '#web/lib/query-client-context.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';

const FilterPanel = lazy(() => import('#web/features/catalog/components/FilterPanel.tsx'));

const LG_UP = '(min-width: 1024px)';

/**
 * The first page of results. The server reads only the URL (a URL without a
 * state means the default state for everyone); the browser also knows the
 * visitor's stored location, and the page asks for it after hydration.
 */
export function loader({ context, request }: LoaderFunctionArgs): Promise<null> {
  const params = new URL(request.url).searchParams;
  const filters = parseSearchParams(params, import.meta.env.SSR ? NO_STORED_LOCATION : undefined);
  return loadPageData([
    loaderQueryClient(context).ensureInfiniteQueryData(searchCarsQuery(filters)),
  ]);
}

export function Component() {
  useDocumentTitle(MAIN_PAGES.search.title);
  const { filters, update, clear } = useUrlSearchFilters();
  const q = useSearchCars(filters);
  const cars = uniqueCars(q.data?.pages);
  const lgUp = useMediaQuery(LG_UP);
  const [sheetOpen, setSheetOpen] = useState(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  const count = activeFilterCount(filters);

  useEffect(() => {
    if (q.error) console.warn('Search failed:', q.error.message);
  }, [q.error]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 md:py-8">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">ALL CARS</h1>
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:items-center">
          {/* CSS picks the filter button (phones, tablets) or the sidebar (lg+), so the server's HTML fits both. */}
          <button
            ref={filterButton}
            type="button"
            onClick={() => setSheetOpen(true)}
            aria-haspopup="dialog"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-900 hover:border-ink-400 lg:hidden"
          >
            <FilterIcon className="h-5 w-5" />
            Filters
            {count > 0 && (
              <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary-600 px-1.5 text-xs text-white">
                {count}
                <span className="sr-only"> active</span>
              </span>
            )}
          </button>
          <SortSelect sort={filters.sort} onChange={(sort) => update({ sort })} />
        </div>
      </div>
      <div className="lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8">
        <aside
          aria-label="Filters"
          className="hidden self-start rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-200/70 lg:block"
        >
          {lgUp ? (
            <Suspense fallback={<Spinner label="Loading..." />}>
              <FilterPanel filters={filters} onChange={update} onClear={clear} />
            </Suspense>
          ) : (
            <Spinner label="Loading..." />
          )}
        </aside>
        <section aria-labelledby="search-results" aria-busy={q.isFetching} className="min-h-[75vh]">
          <h2 id="search-results" className="sr-only">
            Results
          </h2>
          {q.isPending ? (
            <>
              <p className="mb-4 text-ink-600" role="status">
                {MSG.loading}
              </p>
              <CarGridSkeleton count={lgUp ? 3 : 2} columns={GRID_WITH_SIDEBAR} />
            </>
          ) : cars.length === 0 ? (
            <div className="rounded-2xl bg-white px-6 py-14 text-center shadow-card ring-1 ring-ink-200/70">
              <p className="text-2xl font-bold text-ink-900">{MSG.sorry}</p>
              <p className="mt-2 text-ink-600">{MSG.noVehicle}</p>
              {count > 0 && (
                <button
                  type="button"
                  onClick={clear}
                  className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-primary-600 px-6 font-semibold text-white hover:bg-primary-700"
                >
                  Clear filters
                </button>
              )}
            </div>
          ) : (
            <>
              <CarGrid cars={cars} priorityCount={2} columns={GRID_WITH_SIDEBAR} />
              <InfiniteSentinel
                onVisible={() => {
                  if (q.hasNextPage && !q.isFetchingNextPage && !q.isError) q.fetchNextPage();
                }}
                disabled={!q.hasNextPage}
                watch={q.data?.pages.length ?? 0}
              />
              <div className="py-8 text-center text-ink-600" role="status">
                {q.isFetchingNextPage ? (
                  <Spinner label={MSG.loading} />
                ) : q.isError ? (
                  <button
                    type="button"
                    onClick={() => q.fetchNextPage()}
                    className="inline-flex min-h-11 items-center rounded-xl border border-ink-300 bg-white px-5 font-semibold text-ink-800"
                  >
                    Couldn't load more. Try again
                  </button>
                ) : !q.hasNextPage ? (
                  <p className="font-medium">{MSG.seenItAll}</p>
                ) : null}
              </div>
            </>
          )}
        </section>
      </div>
      {!lgUp && sheetOpen && (
        <FilterSheet
          resultCount={q.isPending ? null : cars.length}
          hasMore={q.hasNextPage}
          panel={{ filters, onChange: update, onClear: clear }}
          canClear={count > 0}
          onClose={() => {
            setSheetOpen(false);
            filterButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}

/** Full-screen filter sheet for phones and tablets: a modal dialog. */
function FilterSheet({
  onClose,
  panel,
  canClear,
  resultCount,
  hasMore,
}: {
  onClose: () => void;
  /** The criteria and their handlers, for the panel and 'Clear all'. */
  panel: FilterPanelProps;
  canClear: boolean;
  resultCount: number | null;
  hasMore: boolean;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // The parent passes a new closure on every render: keep the latest without re-running the setup.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialog.current?.querySelector<HTMLElement>('button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      // react-select handles Escape itself while its menu is open.
      if (e.key === 'Escape' && !e.defaultPrevented) close.current();
      if (e.key === 'Tab' && dialog.current) {
        const focusables = dialog.current.querySelectorAll<HTMLElement>(
          'button:not([disabled]), input:not([disabled]), select, [tabindex]:not([tabindex="-1"])',
        );
        const first = focusables[0];
        const last = focusables[focusables.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last?.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = prev;
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  const showLabel =
    resultCount === null
      ? 'Show results'
      : resultCount === 0
        ? 'No cars match'
        : `Show ${resultCount}${hasMore ? '+' : ''} cars`;
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-[60] flex flex-col bg-white"
    >
      <div className="flex h-14 shrink-0 items-center justify-between border-b border-ink-200 px-2">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close filters"
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-100"
        >
          <CloseIcon className="h-6 w-6" />
        </button>
        <p id={titleId} className="text-base font-semibold text-ink-900">
          Filter cars
        </p>
        <button
          type="button"
          onClick={panel.onClear}
          disabled={!canClear}
          className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50 disabled:cursor-default disabled:text-ink-500 disabled:hover:bg-transparent"
        >
          Clear all
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-4 py-4">
        <Suspense fallback={<Spinner label="Loading..." />}>
          <FilterPanel {...panel} header={false} />
        </Suspense>
        <div className="h-40" aria-hidden="true" />
      </div>
      <div className="shrink-0 border-t border-ink-200 bg-white p-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
        <button
          type="button"
          onClick={onClose}
          className="flex min-h-12 w-full items-center justify-center rounded-xl bg-primary-600 text-base font-semibold text-white hover:bg-primary-700"
        >
          {showLabel}
        </button>
      </div>
    </div>
  );
}
