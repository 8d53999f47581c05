/**
 * /search, ALL CARS (docs/product.md#search, #listings-and-search): the filter
 * form (sidebar on wide screens, a full-screen sheet on phones), a sort select
 * and the results with infinite scroll. The criteria live only in the URL query
 * string (back button, reload and shared links keep them; see
 * search-params.ts).
 *
 * Complete before and without JavaScript: the filters and sort are a GET form
 * of native controls (a submitted form is redirected to its canonical
 * address), the sheet is a native popover, and the next page is a link.
 */

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type LoaderFunctionArgs, redirect, useLocation } from 'react-router';
import {
  clearFilters as clearFiltersLabel,
  clearSearch,
  saveSearch,
  searchHeading,
  searchPlaceholder,
} from '#messages/frame.ts';
import { searchTitle } from '#messages/heads.ts';
import { searchCarsQuery, useSearchCars } from '#web/features/cars/api/search-cars.ts';
import {
  SearchResults,
  type SearchResultsProps,
  useUniqueCars,
} from '#web/features/cars/components/SearchResults.tsx';
import { startPage } from '#web/features/cars/page-links.ts';
import { citiesQuery, fixedLookupQuery, modelsQuery } from '#web/features/catalog/api/lookups.ts';
import {
  FiltersButton,
  SEARCH_FORM_ID,
  SearchFilterForm,
  type SearchFilterFormProps,
} from '#web/features/catalog/components/SearchFilterForm.tsx';
import { SortSelect } from '#web/features/catalog/components/SortSelect.tsx';
import {
  activeFilterCount,
  clearFilters,
  type SearchFilters,
} from '#web/features/catalog/search-filters.ts';
import {
  isFormSubmission,
  parseSearchParams,
  searchHref,
  toSearchParams,
} from '#web/features/catalog/search-params.ts';
import { NO_STORED_LOCATION } from '#web/features/catalog/stored-location.ts';
import { useUrlSearchFilters } from '#web/features/catalog/use-url-search-filters.ts';
import { LazyKeywordSearchForm } from '#web/features/keyword-search/components/LazyKeywordSearchForm.tsx';
import { saveSearchHref } from '#web/features/saved-searches/save-search-href.ts';
import { trackPageLoad } from '#web/lib/page-loading.ts';
import { loaderQueryClient, loadPageData } from '#web/lib/query-client-context.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { ProtectedLink } from '../layout/session-controls.tsx';

/**
 * The filter form's lists and the results (from the page the address names).
 * The server reads only the URL (a URL without a state means the default
 * state for everyone); the browser also knows the visitor's stored location,
 * and the page asks for it after hydration. A submitted filter form is
 * redirected to its canonical address.
 */
export function loader({ context, request }: LoaderFunctionArgs): Promise<null> {
  const params = new URL(request.url).searchParams;
  const filters = parseSearchParams(params, import.meta.env.SSR ? NO_STORED_LOCATION : undefined);
  if (isFormSubmission(params)) throw redirect(searchHref(filters));
  const client = loaderQueryClient(context);
  return loadPageData([
    client.ensureInfiniteQueryData(searchCarsQuery(filters, startPage(params))),
    client.ensureQueryData(fixedLookupQuery('states')),
    ...(filters.state === null ? [] : [client.ensureQueryData(citiesQuery(String(filters.state)))]),
    client.ensureQueryData(fixedLookupQuery('companies')),
    ...(filters.make === null ? [] : [client.ensureQueryData(modelsQuery(String(filters.make)))]),
    client.ensureQueryData(fixedLookupQuery('fuels')),
    client.ensureQueryData(fixedLookupQuery('gears')),
    client.ensureQueryData(fixedLookupQuery('vehicleTypes')),
  ]);
}

export function Component() {
  useDocumentTitle(searchTitle);
  const client = useQueryClient();
  // New criteria's results are asked for at the choice, while the page re-renders for them.
  const { filters, update } = useUrlSearchFilters(
    useCallback(
      (next: SearchFilters) =>
        void trackPageLoad(client.prefetchInfiniteQuery(searchCarsQuery(next))),
      [client],
    ),
  );
  const { search } = useLocation();
  const q = useSearchCars(filters, startPage(new URLSearchParams(search)));
  const count = activeFilterCount(filters);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 md:py-8">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">
          {searchHeading}
        </h1>
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:items-center">
          {/* CSS picks the filter button (phones, tablets) or the sidebar (lg+), so the server's HTML fits both. */}
          <FiltersButton filters={filters} />
          <SortSelect
            sort={filters.sort}
            onChange={(sort) => update({ sort })}
            form={SEARCH_FORM_ID}
          />
          {/* The Filters button's look (and its classes: they compress with it). */}
          <ProtectedLink
            protect
            to={saveSearchHref(filters)}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-900 hover:border-ink-400 col-span-2"
          >
            {saveSearch}
          </ProtectedLink>
        </div>
      </div>
      <LazyKeywordSearchForm
        q={filters.q}
        keep={toSearchParams({ ...filters, q: '' })}
        reading={filters.q ? q.data?.pages[0]?.keywords : undefined}
        placeholder={searchPlaceholder}
        size="lg"
        className="mb-5 max-w-2xl"
      />
      <FiltersAndResults
        filters={filters}
        update={update}
        query={q}
        widen={[
          [count > 0 ? searchHref(clearFilters(filters)) : null, clearFiltersLabel],
          [filters.q ? searchHref({ ...filters, q: '' }) : null, clearSearch],
        ]}
      />
    </div>
  );
}

/**
 * The filter form (a sidebar from lg up, a sheet on phones) beside the results: /search's, and a
 * dealer's showroom page's with its `scope` (its address, no State or City). The showroom imports
 * it from this module, so the two pages share one chunk instead of splitting /search's in two.
 */
export function FiltersAndResults({
  filters,
  update,
  query: q,
  widen,
  scope,
}: {
  filters: SearchFilters;
  update: (patch: Partial<SearchFilters>) => void;
  query: SearchResultsProps['query'];
  widen: SearchResultsProps['widen'];
  scope?: SearchFilterFormProps['scope'];
}) {
  const cars = useUniqueCars(q);
  return (
    <div className="lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8">
      <div className="self-start">
        <SearchFilterForm
          filters={filters}
          onChange={update}
          resultCount={q.isPending || q.isPlaceholderData ? null : cars.length}
          hasMore={q.hasNextPage}
          scope={scope}
        />
      </div>
      <SearchResults query={q} widen={widen} />
    </div>
  );
}
