/**
 * The /search address of a search's criteria (the search call's names:
 * nState, companyid, lowerprice, q, sort ...), written as /search writes its
 * own (src/web/features/catalog/search-params.ts: q, the ids, the ranges as
 * "low-high", then the sort; defaults left out): what a saved search's 'See
 * cars' opens (docs/product.md#saved-searches). An nCity that is a name (not
 * an id) is left out.
 */
import {
  currentYear,
  DEFAULT_VEHICLE_TYPE,
  KM_MAX,
  KM_MIN,
  MIN_MODEL_YEAR,
  PRICE_MAX,
  PRICE_MIN,
} from '../constants.ts';
import type { SearchCriteria } from '../schemas/search.ts';

type Given = Partial<SearchCriteria>;

export function searchPathOf(c: Given): string {
  const q = new URLSearchParams();
  if (c.q) q.set('q', c.q);
  const city = c.nCity !== undefined && /^\d{1,9}$/.test(c.nCity) ? Number(c.nCity) : undefined;
  const vehicle = c.vehicleid === DEFAULT_VEHICLE_TYPE ? undefined : c.vehicleid;
  const ids: [string, number | undefined][] = [
    ['state', c.nState],
    ['city', city],
    ['make', c.companyid],
    ['model', c.companyid === undefined ? undefined : c.carmodelid],
    ['fuel', c.fueltypeid],
    ['gear', c.Gearid],
    ['vehicle', vehicle],
  ];
  for (const [key, v] of ids) if (v !== undefined) q.set(key, String(v));
  const ranges: [string, number | undefined, number | undefined, number, number][] = [
    ['year', c.modelyearstart, c.modelyear, MIN_MODEL_YEAR, currentYear()],
    ['price', c.lowerprice, c.upperprice, PRICE_MIN, PRICE_MAX],
    ['km', c.kmbelow, c.kmupper, KM_MIN, KM_MAX],
  ];
  for (const [key, low, high, min, max] of ranges) {
    if (low === undefined && high === undefined) continue;
    const lo = Math.min(max, Math.max(min, low ?? min));
    const hi = Math.min(max, Math.max(min, high ?? max));
    if (lo !== min || hi !== max) q.set(key, `${lo}-${hi}`);
  }
  if (c.sort && c.sort !== 'newest') q.set('sort', c.sort);
  const query = q.toString();
  return query ? `/search?${query}` : '/search';
}
