/**
 * The /search query string <-> SearchFilters, both ways, in one place. The
 * URL is the only home of the search criteria (issue 9): back, reload and
 * shared links give the same results.
 *
 *   /search?q=creta+diesel&state=1&city=12&make=3&model=40&fuel=1&gear=2&vehicle=1
 *          &year=2010-2024&price=200000-800000&km=0-60000&sort=price_asc
 *
 * Ids are whole numbers; ranges are `low-high`. The state is always written
 * (so a link means the same on every device); ranges at their full span and
 * the default sort are left out. A bad value is ignored (its default is used);
 * a URL without a state uses the stored state and city, else Gujarat, unless
 * it has keywords (`q`, docs/product.md#keyword-search): then any state.
 *
 * The filter form submitted without JavaScript (a GET form of native selects)
 * sends every field, empty ones included, and each range as `year_min` and
 * `year_max`, with `cities_of` and `models_of` naming the state and make whose
 * cities and models it listed: those are read too, and `isFormSubmission` tells the page to
 * redirect to the canonical address.
 */
import { KEYWORDS_MAX_LENGTH, MAX_ID, SEARCH_SORTS, type SearchSort } from '#shared/constants.ts';
import { paths } from '#shared/pages/paths.ts';
import {
  DEFAULT_SORT,
  DEFAULT_STATE_ID,
  defaultFilters,
  KM_BOUNDS,
  PRICE_BOUNDS,
  type Range,
  type SearchFilters,
  sameRange,
  yearBounds,
} from './search-filters.ts';
import { readStoredLocation, type StoredLocation } from './stored-location.ts';

/** URL key of each id filter, in the order they are written. */
const ID_KEYS = ['state', 'city', 'make', 'model', 'fuel', 'gear', 'vehicle'] as const;
/** URL key of each range with its bounds (the default span). */
const RANGE_KEYS = [
  ['year', yearBounds],
  ['price', () => PRICE_BOUNDS],
  ['km', () => KM_BOUNDS],
] as const;

/** An id: 1 to 10 digits, 1 to MAX_ID; else undefined. */
function readId(raw: string | null): number | undefined {
  const text = raw?.trim() ?? '';
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= MAX_ID ? n : undefined;
}

/** `low-high` within `bounds` (ends outside are clamped); low above high, or anything else, is undefined. */
function readRange(raw: string | null, bounds: Range): Range | undefined {
  const m = /^(\d{1,10})-(\d{1,10})$/.exec(raw?.trim() ?? '');
  if (!m) return undefined;
  const clamp = (n: number) => Math.min(bounds[1], Math.max(bounds[0], n));
  const lo = clamp(Number(m[1]));
  const hi = clamp(Number(m[2]));
  return lo <= hi ? [lo, hi] : undefined;
}

/** The keyword text: spaces collapsed, at most KEYWORDS_MAX_LENGTH characters; '' when none. */
function readKeywords(raw: string | null): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, KEYWORDS_MAX_LENGTH).trim();
}

function readSort(raw: string | null): SearchSort | undefined {
  const text = raw?.trim();
  return SEARCH_SORTS.find((sort) => sort === text);
}

/** A range sent by the filter form as `{key}_min` and `{key}_max` (either may be missing), as `low-high`. */
function formRange(params: URLSearchParams, key: string, bounds: Range): string | null {
  const lo = params.get(`${key}_min`)?.trim() || String(bounds[0]);
  const hi = params.get(`${key}_max`)?.trim() || String(bounds[1]);
  if (!params.has(`${key}_min`) && !params.has(`${key}_max`)) return null;
  // The form cannot keep Max above Min: a swapped pair means the span between them.
  return Number(lo) > Number(hi) ? `${hi}-${lo}` : `${lo}-${hi}`;
}

/** True when the query came from the filter form (empty fields, `_min`/`_max` ranges): redirect it to the canonical address. */
export function isFormSubmission(params: URLSearchParams): boolean {
  for (const [key, value] of params) {
    if (value === '' || /_(min|max|of)$/.test(key)) return true;
  }
  return false;
}

/** Query string -> filters; `stored` is the fallback for a URL without a state. */
export function parseSearchParams(
  params: URLSearchParams,
  stored: StoredLocation = readStoredLocation(),
): SearchFilters {
  const ids = Object.fromEntries(ID_KEYS.map((k) => [k, readId(params.get(k)) ?? null])) as Record<
    (typeof ID_KEYS)[number],
    number | null
  >;
  const q = readKeywords(params.get('q'));
  // A keyword search names its own place: without a state in the address it looks everywhere.
  const f = defaultFilters(ids.state ?? (q ? null : (stored.state ?? DEFAULT_STATE_ID)));
  f.q = q;
  f.city = ids.city ?? (ids.state === null && !q ? stored.city : null);
  f.make = ids.make;
  // A model means nothing without its make (the Model select needs one too).
  f.model = ids.make === null ? null : ids.model;
  // The filter form says which state's cities and which make's models it listed.
  if (params.has('cities_of') && params.get('cities_of') !== String(f.state)) f.city = null;
  if (params.has('models_of') && params.get('models_of') !== String(f.make)) f.model = null;
  f.fuel = ids.fuel;
  f.gear = ids.gear;
  f.vehicle = ids.vehicle;
  for (const [key, bounds] of RANGE_KEYS) {
    const raw = params.get(key) ?? formRange(params, key, bounds());
    f[key] = readRange(raw, bounds()) ?? f[key];
  }
  f.sort = readSort(params.get('sort')) ?? DEFAULT_SORT;
  return f;
}

/** Filters -> query string, in a fixed order; defaults other than the state are left out. */
export function toSearchParams(f: SearchFilters): URLSearchParams {
  const q = new URLSearchParams();
  if (f.q) q.set('q', f.q);
  for (const k of ID_KEYS) {
    const v = f[k];
    if (v !== null) q.set(k, String(v));
  }
  for (const [key, bounds] of RANGE_KEYS) {
    const r = f[key];
    if (!sameRange(r, bounds())) q.set(key, `${r[0]}-${r[1]}`);
  }
  if (f.sort !== DEFAULT_SORT) q.set('sort', f.sort);
  return q;
}

/** The /search address of `f` (Home's Search button). */
export const searchHref = (f: SearchFilters) => `${paths.search}?${toSearchParams(f)}`;
