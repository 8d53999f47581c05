/**
 * A showroom page's criteria (/dealer/{slug}?make=..&sort=..): /search's
 * query string without a place (the dealer has one) or keywords.
 */
import type { SearchFilters } from '#web/features/catalog/search-filters.ts';
import { parseSearchParams, toSearchParams } from '#web/features/catalog/search-params.ts';
import { NO_STORED_LOCATION } from '#web/features/catalog/stored-location.ts';

const placeless = (f: SearchFilters): SearchFilters => ({ ...f, state: null, city: null, q: '' });

/** The criteria of a showroom page's query string (never the visitor's stored place). */
export const readShowroomFilters = (params: URLSearchParams): SearchFilters =>
  placeless(parseSearchParams(params, NO_STORED_LOCATION));

/** The address of showroom `path` with criteria `f`. */
export function showroomHref(path: string, f: SearchFilters): string {
  const query = toSearchParams(placeless(f)).toString();
  return query ? `${path}?${query}` : path;
}
