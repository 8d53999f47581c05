/**
 * Car lists (docs/product.md#home-and-search-calls): Home's random-but-stable
 * pages and the filtered search, both paged by `Pageindex`/`pageindex` plus the
 * server's keyset `NextCursor`. An unsuccessful page (past the end) stops
 * loading (the listing page). The search filters become the API's wire names
 * (nState, companyid, lowerprice...) here and nowhere else.
 */

import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { KM_MAX, KM_MIN, PAGE_SIZE, PRICE_MAX, PRICE_MIN } from '#shared/constants.ts';
import type { CarListItem, CarPageSchema } from '#shared/schemas/car.ts';
import { type SearchFilters, yearBounds } from '#web/features/catalog/search-filters.ts';
import { ApiError, type ApiResult, apiGet, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export interface PageParam {
  page: number;
  cursor: string | null;
}

export interface CarsPage {
  cars: CarListItem[];
  next: PageParam | null;
}

export const FIRST_PAGE: PageParam = { page: 1, cursor: null };

/** What a page answer says beside its cars: whether it succeeded and where the next page starts. */
function pageMeta(raw: unknown): { Success?: boolean; NextCursor?: string | null } {
  if (typeof raw !== 'object' || raw === null) return {};
  const { Success, NextCursor } = raw as Record<string, unknown>;
  return {
    Success: typeof Success === 'boolean' ? Success : undefined,
    NextCursor: typeof NextCursor === 'string' || NextCursor === null ? NextCursor : undefined,
  };
}

/** Turns one answer into a page and the position of the next one (null: no more). */
export function toCarsPage(r: ApiResult<CarListItem[] | null>, p: PageParam): CarsPage {
  if (!r.succ) throw new ApiError(r.msg, r.status, r.data);
  const body = pageMeta(r.raw);
  const cars = Array.isArray(r.data) ? r.data : [];
  if (body.Success === false || cars.length === 0) return { cars, next: null };
  const more = body.NextCursor === undefined ? cars.length >= PAGE_SIZE : body.NextCursor !== null;
  return { cars, next: more ? { page: p.page + 1, cursor: body.NextCursor ?? null } : null };
}

/**
 * One of Home's pages (GET GetRandomly2Car_cars, answering a CarPageSchema).
 * An empty page (`Success: false`) ends the list; a failure throws an ApiError.
 */
export async function getHomeCars(p: PageParam, signal?: AbortSignal): Promise<CarsPage> {
  const q = new URLSearchParams({ Pageindex: String(p.page) });
  if (p.cursor) q.set('cursor', p.cursor);
  const r = await apiGet<typeof CarPageSchema>(`/api/Carmaster/GetRandomly2Car_cars?${q}`, {
    signal,
    checkSuccess: false,
  });
  return toCarsPage(r, p);
}

export type SearchBody = Record<string, string | number>;

/**
 * Filters -> the search form body (without paging). Bounds are only sent when
 * narrowed, and a top end at the slider's maximum ("plus") is never sent.
 */
export function toSearchBody(f: SearchFilters): SearchBody {
  const body: SearchBody = { nState: f.state };
  const put = (key: string, v: number | null) => {
    if (v !== null) body[key] = v;
  };
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

/** All pages' cars in order, each carid once (docs/product.md#home-paging). */
export function uniqueCars(pages: CarsPage[] | undefined): CarListItem[] {
  const seen = new Set<number>();
  const out: CarListItem[] = [];
  for (const page of pages ?? [])
    for (const car of page.cars)
      if (!seen.has(car.carid)) {
        seen.add(car.carid);
        out.push(car);
      }
  return out;
}

/**
 * A list's query key from `start` on: the list's own key for the first page,
 * with the start page added for a list opened at a later page (the 'Load
 * More' link without JavaScript, features/cars/page-links.ts).
 */
export const fromPage = <K extends readonly unknown[]>(key: K, start: PageParam) =>
  start.page === FIRST_PAGE.page ? key : ([...key, start] as const);

/** Home's car pages from `start` on (also filled by Home's loader). */
export function homeCarsQuery(start: PageParam = FIRST_PAGE) {
  return infiniteQueryOptions({
    queryKey: fromPage(queryKeys.cars.home, start),
    queryFn: ({ pageParam, signal }) => getHomeCars(pageParam, signal),
    initialPageParam: start,
    getNextPageParam: (last) => last.next,
  });
}

/** Search results for `filters` (the key is the filter object itself: same filters, same cache). */
export function searchCarsQuery(filters: SearchFilters, start: PageParam = FIRST_PAGE) {
  return infiniteQueryOptions({
    queryKey: fromPage(queryKeys.cars.search(filters), start),
    queryFn: ({ pageParam, signal }) => searchCars(toSearchBody(filters), pageParam, signal),
    initialPageParam: start,
    getNextPageParam: (last) => last.next,
  });
}

/** Home's car pages from `start` on (a React Query infinite result of CarsPage). */
export function useHomeCars(start: PageParam = FIRST_PAGE) {
  return useInfiniteQuery(homeCarsQuery(start));
}

/**
 * The search results for `filters` from `start` on (a React Query infinite
 * result of CarsPage). While new criteria load, the previous results stay
 * (`isPlaceholderData`), as on every marketplace's sort and filters.
 */
export function useSearchCars(filters: SearchFilters, start: PageParam = FIRST_PAGE) {
  return useInfiniteQuery({
    ...searchCarsQuery(filters, start),
    placeholderData: keepPreviousData,
  });
}
