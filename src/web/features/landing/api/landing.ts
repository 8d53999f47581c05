/**
 * Landing pages per city, make and make + model (/used-cars/{slug}), from
 * GET /api/landing/{slug} (an addition to the original API; Home's popular
 * links are in landing-links.ts). The page's cars come from the search API
 * with the landing's filters, sent as wire names here and nowhere else.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { LandingPage, LandingPageAnswerSchema } from '#shared/schemas/landing.ts';
import { FIRST_PAGE, fromPage, type PageParam } from '#web/features/cars/api/cars.ts';
import { type SearchBody, searchCars } from '#web/features/cars/api/search-cars.ts';
import { apiGet, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** A landing page, or 'missing' for a slug that names nothing with cars (a 404). */
export type LandingResult = { kind: 'page'; page: LandingPage } | { kind: 'missing' };

/**
 * Query options for a landing page (parsed with LandingPageAnswerSchema): the
 * page, or 'missing' for a 404 or 400 slug; any other failure is a query
 * error (ApiError).
 */
export function landingQuery(slug: string) {
  return queryOptions({
    queryKey: queryKeys.landing.page(slug),
    queryFn: async ({ signal }): Promise<LandingResult> => {
      const r = await apiGet<typeof LandingPageAnswerSchema>(
        `/api/landing/${encodeURIComponent(slug)}`,
        {
          signal,
        },
      );
      if (r.status === 404 || r.status === 400) return { kind: 'missing' };
      return { kind: 'page', page: await unwrap(Promise.resolve(r)) };
    },
    staleTime: 5 * 60 * 1000,
  });
}

/** The search body of a landing page's filters (only the ids it names). */
export function landingSearchBody(filters: LandingPage['filters']): SearchBody {
  const body: SearchBody = {};
  if (filters.state !== null) body.nState = filters.state;
  if (filters.city !== null) body.nCity = filters.city;
  if (filters.make !== null) body.companyid = filters.make;
  if (filters.model !== null) body.carmodelid = filters.model;
  return body;
}

/** The landing page's cars, newest first, page by page from `start` on. */
export function landingCarsQuery(page: LandingPage, start: PageParam = FIRST_PAGE) {
  return infiniteQueryOptions({
    queryKey: fromPage(queryKeys.cars.landing(page.slug), start),
    queryFn: ({ pageParam, signal }) =>
      searchCars(landingSearchBody(page.filters), pageParam, signal),
    initialPageParam: start,
    getNextPageParam: (last) => last.next,
  });
}
