/**
 * /dealer/{slug}: a dealer's showroom page (issue 45 part 5;
 * docs/decisions/046-showroom-pages.md): the dealer's header (ShowroomHeader),
 * then its cars for sale with /search's cards, filters (without State and
 * City), sort and paging, the criteria in the address. Rendered on the
 * server and complete without JavaScript: the filters are a GET form to this
 * page, the next page is a link. An unknown dealer shows the not-found screen
 * (the server answers 404).
 */

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type LoaderFunctionArgs, redirect, useLocation, useParams } from 'react-router';
import { usedCarsInCity } from '#messages/cars.ts';
import { clearFilters as clearFiltersLabel, navHome } from '#messages/frame.ts';
import { dealerCarsHeading, noDealerCars, showroomTitle } from '#messages/showroom.ts';
import { formatIndian } from '#shared/format.ts';
import { landingPath, slugify } from '#shared/pages/landing.ts';
import { showroomRand } from '#shared/pages/showroom.ts';
import type { Showroom } from '#shared/schemas/showroom.ts';
import { Breadcrumbs } from '#web/components/ui/Breadcrumbs.tsx';
import { searchCarsQuery, useSearchCars } from '#web/features/cars/api/search-cars.ts';
import { CarGridSkeleton } from '#web/features/cars/components/CarGrid.tsx';
import { startPage } from '#web/features/cars/page-links.ts';
import { fixedLookupQuery, modelsQuery } from '#web/features/catalog/api/lookups.ts';
import {
  FiltersButton,
  SEARCH_FORM_ID,
} from '#web/features/catalog/components/SearchFilterForm.tsx';
import { SortSelect } from '#web/features/catalog/components/SortSelect.tsx';
import {
  activeFilterCount,
  clearFilters,
  type SearchFilters,
} from '#web/features/catalog/search-filters.ts';
import { isFormSubmission } from '#web/features/catalog/search-params.ts';
import { useUrlSearchFilters } from '#web/features/catalog/use-url-search-filters.ts';
import { showroomQuery } from '#web/features/showroom/api/showroom.ts';
import { ShowroomHeader } from '#web/features/showroom/components/ShowroomHeader.tsx';
import { readShowroomFilters, showroomHref } from '#web/features/showroom/showroom-filters.ts';
import { trackPageLoad } from '#web/lib/page-loading.ts';
import { loaderQueryClient, loadPageData } from '#web/lib/query-client-context.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { LazyErrorScreen } from '../../components/LazyErrorScreen.tsx';
import { FiltersAndResults } from './search-route.tsx';

/** The dealer, then its first page of cars for the address's criteria, and the filters' lists. */
export function loader({ context, params, request }: LoaderFunctionArgs): Promise<null> {
  const slug = params.slug ?? '';
  const rand = showroomRand(slug) ?? '';
  const search = new URL(request.url).searchParams;
  const filters = readShowroomFilters(search);
  if (isFormSubmission(search)) throw redirect(showroomHref(`/dealer/${slug}`, filters));
  const client = loaderQueryClient(context);
  return loadPageData([
    client
      .ensureQueryData(showroomQuery(rand))
      .then((r) =>
        r.kind === 'page'
          ? client.ensureInfiniteQueryData(searchCarsQuery(filters, startPage(search), rand))
          : undefined,
      ),
    client.ensureQueryData(fixedLookupQuery('companies')),
    ...(filters.make === null ? [] : [client.ensureQueryData(modelsQuery(String(filters.make)))]),
    client.ensureQueryData(fixedLookupQuery('fuels')),
    client.ensureQueryData(fixedLookupQuery('gears')),
    client.ensureQueryData(fixedLookupQuery('vehicleTypes')),
  ]);
}

export function Component() {
  const { slug = '' } = useParams();
  const showroom = useQuery(showroomQuery(showroomRand(slug) ?? ''));
  if (showroom.data?.kind === 'missing') return <LazyErrorScreen notFound />;
  const page = showroom.data?.kind === 'page' ? showroom.data.page : null;
  if (!page) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {showroom.isError ? <LazyErrorScreen /> : <CarGridSkeleton count={8} />}
      </div>
    );
  }
  return <ShowroomView key={page.Rand} page={page} />;
}

function ShowroomView({ page }: { page: Showroom }) {
  useDocumentTitle(showroomTitle(page.Firmname, page.nCity));
  const client = useQueryClient();
  const { filters, update } = useUrlSearchFilters(
    useCallback(
      (next: SearchFilters) =>
        void trackPageLoad(
          client.prefetchInfiniteQuery(searchCarsQuery(next, undefined, page.Rand)),
        ),
      [client, page.Rand],
    ),
    readShowroomFilters,
  );
  const { search } = useLocation();
  const q = useSearchCars(filters, startPage(new URLSearchParams(search)), page.Rand);
  const hrefOf = useCallback((f: SearchFilters) => showroomHref(page.Path, f), [page.Path]);
  const narrowed = activeFilterCount(filters) > 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 md:py-8">
      <Breadcrumbs
        items={[
          { label: navHome, to: '/' },
          { label: usedCarsInCity(page.nCity).join(''), to: landingPath(slugify(page.nCity)) },
          { label: page.Firmname },
        ]}
      />
      <ShowroomHeader page={page} />
      <div className="mt-8 mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold tracking-tight text-ink-900 md:text-2xl">
          {dealerCarsHeading(page.Cars, formatIndian(page.Cars))}
        </h2>
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:items-center">
          <FiltersButton filters={filters} />
          <SortSelect
            sort={filters.sort}
            onChange={(sort) => update({ sort })}
            form={SEARCH_FORM_ID}
          />
        </div>
      </div>
      {page.Cars === 0 && !narrowed ? (
        <p className="rounded-2xl bg-white px-6 py-10 text-center text-ink-700 shadow-card ring-1 ring-ink-200/70">
          {noDealerCars}
        </p>
      ) : (
        <FiltersAndResults
          filters={filters}
          update={update}
          query={q}
          widen={[[narrowed ? hrefOf(clearFilters(filters)) : null, clearFiltersLabel]]}
          scope={{ path: page.Path, hrefOf }}
        />
      )}
    </div>
  );
}
