/**
 * Car lists (spec 7, Home and search): Home's random-but-stable pages and the
 * filtered search, both paged by `Pageindex`/`pageindex` plus the server's
 * keyset `NextCursor`. An unsuccessful page (past the end) stops loading
 * (spec 4, Listing page).
 */

import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '#shared/constants.ts';
import type { CarListItem, CarPage } from '#shared/schemas/car.ts';
import { ApiError, type ApiResult, apiGet, apiPost } from '#web/lib/api-client.ts';

export interface PageParam {
  page: number;
  cursor: string | null;
}

export interface CarsPage {
  cars: CarListItem[];
  next: PageParam | null;
}

export const FIRST_PAGE: PageParam = { page: 1, cursor: null };

/** Turns one answer into a page and the position of the next one (null: no more). */
export function toCarsPage(r: ApiResult<CarListItem[] | null>, p: PageParam): CarsPage {
  if (!r.succ) throw new ApiError(r.msg, r.status, r.data);
  const body = (r.raw ?? {}) as Partial<CarPage>;
  const cars = Array.isArray(r.data) ? r.data : [];
  if (body.Success === false || cars.length === 0) return { cars, next: null };
  const more = body.NextCursor === undefined ? cars.length >= PAGE_SIZE : body.NextCursor !== null;
  return { cars, next: more ? { page: p.page + 1, cursor: body.NextCursor ?? null } : null };
}

export async function getHomeCars(p: PageParam, signal?: AbortSignal): Promise<CarsPage> {
  const q = new URLSearchParams({ Pageindex: String(p.page) });
  if (p.cursor) q.set('cursor', p.cursor);
  const r = await apiGet<CarListItem[] | null>(`/api/Carmaster/GetRandomly2Car_cars?${q}`, {
    signal,
    checkSuccess: false,
  });
  return toCarsPage(r, p);
}

export type SearchBody = Record<string, string | number>;

export async function searchCars(
  body: SearchBody,
  p: PageParam,
  signal?: AbortSignal,
): Promise<CarsPage> {
  const r = await apiPost<CarListItem[] | null>(
    '/api/Carmaster/GetDetailsofcarsbySCCM_data',
    { ...body, pageindex: p.page, ...(p.cursor ? { cursor: p.cursor } : {}) },
    { signal, checkSuccess: false },
  );
  return toCarsPage(r, p);
}

/** All pages' cars in order, each carid once (spec 4, Home loading). */
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

export function useHomeCars() {
  return useInfiniteQuery({
    queryKey: ['cars', 'home'],
    queryFn: ({ pageParam, signal }) => getHomeCars(pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => last.next,
  });
}

export function useSearchCars(body: SearchBody) {
  return useInfiniteQuery({
    queryKey: ['cars', 'search', body],
    queryFn: ({ pageParam, signal }) => searchCars(body, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => last.next,
  });
}
