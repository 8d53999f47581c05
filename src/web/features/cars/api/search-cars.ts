/**
 * The filtered search (POST GetDetailsofcarsbySCCM_data,
 * docs/product.md#home-and-search-calls, #keyword-search): /search's filters
 * become the API's wire names (nState, companyid, lowerprice, q ...) here and
 * nowhere else. Apart from cars.ts so that Home does not carry it.
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { KM_MAX, KM_MIN, PRICE_MAX, PRICE_MIN } from '#shared/constants.ts';
import type { CarPageSchema } from '#shared/schemas/car.ts';
import { type SearchFilters, yearBounds } from '#web/features/catalog/search-filters.ts';
import { apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { type CarsPage, FIRST_PAGE, fromPage, type PageParam, toCarsPage } from './cars.ts';

export type SearchBody = Record<string, string | number>;

/**
 * Filters -> the search form body (without paging). Bounds are only sent when
 * narrowed, and a top end at the slider's maximum ("plus") is never sent.
 */
export function toSearchBody(f: SearchFilters): SearchBody {
  const body: SearchBody = {};
  if (f.q) body.q = f.q;
  const put = (key: string, v: number | null) => {
    if (v !== null) body[key] = v;
  };
  put('nState', f.state);
  put('nCity', f.city);
  put('companyid', f.make);
  put('carmodelid', f.model);
  put('fueltypeid', f.fuel);
  put('Gearid', f.gear);
  put('vehicleid', f.vehicle);
  const [yMin, yMax] = yearBounds();
  if (f.year[0] > yMin) put('modelyearstart', f.year[0]);
  if (f.year[1] < yMax) put('modelyear', f.year[1]);
  if (f.price[0] > PRICE_MIN) put('lowerprice', f.price[0]);
  if (f.price[1] < PRICE_MAX) put('upperprice', f.price[1]);
  if (f.km[0] > KM_MIN) put('kmbelow', f.km[0]);
  if (f.km[1] < KM_MAX) put('kmupper', f.km[1]);
  if (f.sort !== 'newest') body.sort = f.sort;
  return body;
}

/**
 * One page of search results (POST GetDetailsofcarsbySCCM_data with `body`
 * and the page position, answering a CarPageSchema). An empty page ends the
 * list; a failure throws an ApiError.
 */
export async function searchCars(
  body: SearchBody,
  p: PageParam,
  signal?: AbortSignal,
): Promise<CarsPage> {
  const r = await apiPost<typeof CarPageSchema>(
    '/api/Carmaster/GetDetailsofcarsbySCCM_data',
    { ...body, pageindex: p.page, ...(p.cursor ? { cursor: p.cursor } : {}) },
    { signal, checkSuccess: false },
  );
  return toCarsPage(r, p);
}

/**
 * Search results for `filters` (the key is the filter object itself: same filters, same cache),
 * only dealer `dealer`'s cars when given (its Rand: a showroom page).
 */
export function searchCarsQuery(
  filters: SearchFilters,
  start: PageParam = FIRST_PAGE,
  dealer?: string,
) {
  const body = dealer ? { ...toSearchBody(filters), dealer } : toSearchBody(filters);
  return infiniteQueryOptions({
    queryKey: fromPage(queryKeys.cars.search(dealer ? { ...filters, dealer } : filters), start),
    queryFn: ({ pageParam, signal }) => searchCars(body, pageParam, signal),
    initialPageParam: start,
    getNextPageParam: (last) => last.next,
  });
}

/**
 * The search results for `filters` from `start` on (a React Query infinite
 * result of CarsPage). While new criteria load, the previous results stay
 * (`isPlaceholderData`), as on every marketplace's sort and filters. `dealer`: as searchCarsQuery.
 */
export function useSearchCars(
  filters: SearchFilters,
  start: PageParam = FIRST_PAGE,
  dealer?: string,
) {
  return useInfiniteQuery({
    ...searchCarsQuery(filters, start, dealer),
    placeholderData: keepPreviousData,
  });
}
