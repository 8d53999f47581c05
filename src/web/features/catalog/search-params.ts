/**
 * The /search query string <-> SearchFilters, both ways, in one place. The
 * URL is the only home of the search criteria (issue 9): back, reload and
 * shared links give the same results.
 *
 *   /search?state=1&city=12&make=3&model=40&fuel=1&gear=2&vehicle=1
 *          &year=2010-2024&price=200000-800000&km=0-60000&sort=price_asc
 *
 * Ids are whole numbers; ranges are `low-high`. The state is always written
 * (so a link means the same on every device); ranges at their full span and
 * the default sort are left out. A bad value is ignored (its default is used);
 * a URL without a state uses the stored state and city, else Gujarat.
 *
 * The filter form submitted without JavaScript (a GET form of native selects)
 * sends every field, empty ones included, and each range as `year_min` and
 * `year_max`, with `cities_of` and `models_of` naming the state and make whose
 * cities and models it listed: those are read too, and `isFormSubmission` tells the page to
 * redirect to the canonical address.
 */
import { z } from 'zod';
import { paths } from '#shared/pages/paths.ts';
import { MAX_ID } from '#shared/schemas/fields.ts';
import { SEARCH_SORTS } from '#shared/schemas/search.ts';
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

const id = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_ID));

/** `low-high` within `bounds` (ends outside are clamped); low above high is refused. */
const range = (bounds: Range) =>
  z
    .string()
    .regex(/^\d{1,10}-\d{1,10}$/)
    .transform((s): Range => {
      const clamp = (n: number) => Math.min(bounds[1], Math.max(bounds[0], n));
      const [lo, hi] = s.split('-').map(Number) as Range;
      return [clamp(lo), clamp(hi)];
    })
    .refine(([lo, hi]) => lo <= hi);

const sort = z.enum(SEARCH_SORTS);

/** One value of the URL, or undefined when it is missing or bad. */
function read<T>(schema: z.ZodType<T, string>, raw: string | null): T | undefined {
  if (raw === null) return undefined;
  const r = schema.safeParse(raw.trim());
  return r.success ? r.data : undefined;
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
  const ids = Object.fromEntries(
    ID_KEYS.map((k) => [k, read(id, params.get(k)) ?? null]),
  ) as Record<(typeof ID_KEYS)[number], number | null>;
  const f = defaultFilters(ids.state ?? stored.state ?? DEFAULT_STATE_ID);
  f.city = ids.city ?? (ids.state === null ? stored.city : null);
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
    f[key] = read(range(bounds()), raw) ?? f[key];
  }
  f.sort = read(sort, params.get('sort')) ?? DEFAULT_SORT;
  return f;
}

/** Filters -> query string, in a fixed order; defaults other than the state are left out. */
export function toSearchParams(f: SearchFilters): URLSearchParams {
  const q = new URLSearchParams();
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
