/**
 * Where /search's 'Save search' leads: My alerts with the search to save in
 * `save`, as the search call's criteria (nState, companyid, q ...), so the
 * link works before the app runs and through sign-in
 * (docs/product.md#saved-searches). Kept apart from the screen's code:
 * /search carries only this, and My alerts none of /search's.
 */
import { paths } from '#shared/pages/paths.ts';
import { toSearchBody } from '#web/features/cars/api/search-cars.ts';
import type { SearchFilters } from '#web/features/catalog/search-filters.ts';

export const saveSearchHref = (f: SearchFilters) =>
  `${paths.myAlerts}?save=${encodeURIComponent(String(new URLSearchParams(toSearchBody(f) as Record<string, string>)))}`;
