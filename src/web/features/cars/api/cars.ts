/**
 * Car lists (docs/product.md#home-and-search-calls): Home's random-but-stable
 * pages and the filtered search, both paged by `Pageindex`/`pageindex` plus the
 * server's keyset `NextCursor`. An unsuccessful page (past the end) stops
 * loading (the listing page). The search's own calls are in search-cars.ts.
 */

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '#shared/constants.ts';
import type { CarListItem, CarPageSchema } from '#shared/schemas/car.ts';
import { ApiError, type ApiResult, apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export interface PageParam {
  page: number;
  cursor: string | null;
}

export interface CarsPage {
  cars: CarListItem[];
  next: PageParam | null;
  /** A keyword search's reading: what its words named, and the words that named nothing. */
  keywords?: { understood: string[]; ignored: string[] };
}

export const FIRST_PAGE: PageParam = { page: 1, cursor: null };

/** What a page answer says beside its cars: whether it succeeded and where the next page starts. */
function pageMeta(raw: unknown): {
  Success?: boolean;
  NextCursor?: string | null;
  keywords?: CarsPage['keywords'];
} {
  if (typeof raw !== 'object' || raw === null) return {};
  const { Success, NextCursor, Understood, Ignored } = raw as Record<string, unknown>;
  return {
    Success: typeof Success === 'boolean' ? Success : undefined,
    NextCursor: typeof NextCursor === 'string' || NextCursor === null ? NextCursor : undefined,
    // The server writes them through the shared schema: arrays of text when there.
    keywords: Understood
      ? { understood: Understood as string[], ignored: (Ignored ?? []) as string[] }
      : undefined,
  };
}

/** Turns one answer into a page and the position of the next one (null: no more). */
export function toCarsPage(r: ApiResult<CarListItem[] | null>, p: PageParam): CarsPage {
  if (!r.succ) throw new ApiError(r.msg, r.status, r.data);
  const body = pageMeta(r.raw);
  const cars = Array.isArray(r.data) ? r.data : [];
  const { keywords } = body;
  if (body.Success === false || cars.length === 0) return { cars, next: null, keywords };
  const more = body.NextCursor === undefined ? cars.length >= PAGE_SIZE : body.NextCursor !== null;
  return {
    cars,
    next: more ? { page: p.page + 1, cursor: body.NextCursor ?? null } : null,
    keywords,
  };
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

/** Home's car pages from `start` on (a React Query infinite result of CarsPage). */
export function useHomeCars(start: PageParam = FIRST_PAGE) {
  return useInfiniteQuery(homeCarsQuery(start));
}
