/**
 * The /search criteria read from and written to the query string (issue 9):
 * no other copy of them exists. Every change is a `setSearchParams` push, so
 * Back steps back through the choices. Choosing a state or city also
 * remembers it (stored-location.ts). The list's paging keys (`page`,
 * `cursor`: a page opened by the 'Load More' link) are kept while the
 * criteria stay, and dropped when they change.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { changeFilters, clearFilters, type SearchFilters } from './search-filters.ts';
import { parseSearchParams, toSearchParams } from './search-params.ts';
import {
  NO_STORED_LOCATION,
  readStoredLocation,
  rememberLocation,
  type StoredLocation,
} from './stored-location.ts';

export interface UrlSearchFilters {
  filters: SearchFilters;
  /** Applies a change (with its dependencies) as a new history entry. */
  update: (patch: Partial<SearchFilters>) => void;
  /** Every criterion but the state back to its default. */
  clear: () => void;
}

/** How a page reads its criteria from its query string (a showroom page's have no place). */
export type ReadFilters = (params: URLSearchParams, stored: StoredLocation) => SearchFilters;

/**
 * `onNext` hears of new criteria as they are chosen, before the address
 * changes (the page starts loading their results at once). `read`: how the
 * page reads the address (default /search's).
 */
export function useUrlSearchFilters(
  onNext?: (next: SearchFilters) => void,
  read: ReadFilters = parseSearchParams,
): UrlSearchFilters {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // Until hydrated, read the URL as the server did (it cannot see the stored location).
  const hydrated = useHydrated();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `query` is the content of `params`.
  const filters = useMemo(
    () => read(params, hydrated ? readStoredLocation() : NO_STORED_LOCATION),
    [query, hydrated, read],
  );
  const criteria = toSearchParams(filters).toString();
  const paging = new URLSearchParams();
  for (const key of ['page', 'cursor']) {
    const value = params.get(key);
    if (value) paging.set(key, value);
  }
  const canonical = [criteria, paging.toString()].filter(Boolean).join('&');
  // The address the last choice was made from.
  const leftBehind = useRef<string | null>(null);

  useEffect(() => {
    // A bare, reordered or partly bad URL is rewritten in place (replace: no new entry, and
    // the same filters, so the same query key: nothing is fetched twice). Not before
    // hydration: a bare URL then still waits for the stored location. Not when a choice was
    // made from this address (one made as the app started, src/web/boot.ts): it is on its way.
    if (hydrated && query !== canonical && leftBehind.current !== query)
      setParams(canonical, { replace: true, preventScrollReset: true });
  }, [hydrated, query, canonical, setParams]);

  const write = useCallback(
    (next: SearchFilters) => {
      if (next.state !== null && (next.state !== filters.state || next.city !== filters.city))
        rememberLocation(next.state, next.city);
      const nextQuery = toSearchParams(next).toString();
      // Picking what is already chosen adds no history entry.
      if (nextQuery === criteria) return;
      leftBehind.current = query;
      onNext?.(next);
      setParams(nextQuery, { preventScrollReset: true });
    },
    [filters, criteria, query, setParams, onNext],
  );
  const update = useCallback(
    (patch: Partial<SearchFilters>) => write(changeFilters(filters, patch)),
    [filters, write],
  );
  const clear = useCallback(() => write(clearFilters(filters)), [filters, write]);
  return { filters, update, clear };
}
