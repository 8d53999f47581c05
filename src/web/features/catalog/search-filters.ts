/**
 * The shared search criteria (spec 3, "Search filter state") as plain data:
 * defaults, the /search query string both ways, and the form body of
 * POST /api/Carmaster/GetDetailsofcarsbySCCM_data. Pure functions only.
 */
import {
  currentYear,
  DEFAULT_STATE,
  KM_MAX,
  KM_MIN,
  MIN_MODEL_YEAR,
  PRICE_MAX,
  PRICE_MIN,
} from '#shared/constants.ts';
import type { LookupOption } from '#shared/schemas/lookup.ts';
// Type-only: importing the schema module at runtime would pull zod into the Home bundle.
import type { SearchSort } from '#shared/schemas/search.ts';

export type Range = [number, number];

export interface SearchFilters {
  state: LookupOption | null;
  /** City option; its Text (the city name) is what is sent and put in the URL (spec 3). */
  city: LookupOption | null;
  compid: LookupOption | null;
  modelid: LookupOption | null;
  fuel: LookupOption | null;
  vehicle: LookupOption | null;
  Gear: LookupOption | null;
  ModelYear: Range;
  Pricerange: Range;
  KMange: Range;
  sort: SearchSort;
}

export const yearBounds = (): Range => [MIN_MODEL_YEAR, currentYear()];
export const PRICE_BOUNDS: Range = [PRICE_MIN, PRICE_MAX];
export const KM_BOUNDS: Range = [KM_MIN, KM_MAX];

export function defaultFilters(state: LookupOption | null = { ...DEFAULT_STATE }): SearchFilters {
  return {
    state,
    city: null,
    compid: null,
    modelid: null,
    fuel: null,
    vehicle: null,
    Gear: null,
    ModelYear: yearBounds(),
    Pricerange: [...PRICE_BOUNDS],
    KMange: [...KM_BOUNDS],
    sort: 'newest',
  };
}

/** Query-string keys of /search, short and readable in shared links. */
const OPTION_KEYS = [
  ['state', 'state'],
  ['compid', 'make'],
  ['modelid', 'model'],
  ['fuel', 'fuel'],
  ['Gear', 'gear'],
  ['vehicle', 'type'],
] as const;
const RANGE_KEYS = [
  ['ModelYear', 'year', yearBounds],
  ['Pricerange', 'price', () => PRICE_BOUNDS],
  ['KMange', 'km', () => KM_BOUNDS],
] as const;

const sameRange = (a: Range, b: Range) => a[0] === b[0] && a[1] === b[1];

/** Filters -> query string (no leading '?'); defaults are left out. */
export function filtersToQuery(f: SearchFilters): string {
  const q = new URLSearchParams();
  for (const [field, key] of OPTION_KEYS) {
    const opt = f[field];
    if (opt?.Value) q.set(key, opt.Value);
  }
  if (f.city?.Text) q.set('city', f.city.Text);
  for (const [field, key, bounds] of RANGE_KEYS) {
    const r = f[field];
    if (!sameRange(r, bounds())) q.set(key, `${r[0]}-${r[1]}`);
  }
  if (f.sort !== 'newest') q.set('sort', f.sort);
  return q.toString();
}

function parseRange(raw: string | null, bounds: Range): Range {
  if (!raw) return [...bounds];
  const m = /^(\d{1,10})-(\d{1,10})$/.exec(raw);
  if (!m) return [...bounds];
  const clamp = (n: number) => Math.min(bounds[1], Math.max(bounds[0], n));
  const lo = clamp(Number(m[1]));
  const hi = clamp(Number(m[2]));
  return lo <= hi ? [lo, hi] : [hi, lo];
}

/**
 * Query string -> filters. Options carry only their Value (Text '' until the
 * lookup lists resolve the label); the city carries its name in both.
 */
export function queryToFilters(search: string | URLSearchParams): SearchFilters {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const f = defaultFilters(null);
  for (const [field, key] of OPTION_KEYS) {
    const v = q.get(key);
    if (v && /^\d{1,10}$/.test(v)) f[field] = { Value: v, Text: '' };
  }
  const city = q.get('city')?.trim();
  if (city) f.city = { Value: city, Text: city.slice(0, 60) };
  for (const [field, key, bounds] of RANGE_KEYS) f[field] = parseRange(q.get(key), bounds());
  const sort = q.get('sort');
  if (sort && Object.hasOwn(SORT_LABELS, sort)) f.sort = sort as SearchSort;
  return f;
}

export type SearchBody = Record<string, string | number>;

/**
 * Filters -> the search form body (without paging). Bounds are only sent when
 * narrowed, and a top end at the slider's maximum ("plus") is never sent.
 */
export function filtersToSearchBody(f: SearchFilters): SearchBody {
  const body: SearchBody = {};
  const put = (key: string, v: string | number | null | undefined) => {
    if (v !== null && v !== undefined && v !== '') body[key] = v;
  };
  put('nState', f.state?.Value);
  put('nCity', f.city?.Text);
  put('companyid', f.compid?.Value);
  put('carmodelid', f.modelid?.Value);
  put('fueltypeid', f.fuel?.Value);
  put('Gearid', f.Gear?.Value);
  put('vehicleid', f.vehicle?.Value);
  const [yMin, yMax] = yearBounds();
  if (f.ModelYear[0] > yMin) put('modelyearstart', f.ModelYear[0]);
  if (f.ModelYear[1] < yMax) put('modelyear', f.ModelYear[1]);
  if (f.Pricerange[0] > PRICE_MIN) put('lowerprice', f.Pricerange[0]);
  if (f.Pricerange[1] < PRICE_MAX) put('upperprice', f.Pricerange[1]);
  if (f.KMange[0] > KM_MIN) put('kmbelow', f.KMange[0]);
  if (f.KMange[1] < KM_MAX) put('kmupper', f.KMange[1]);
  if (f.sort !== 'newest') put('sort', f.sort);
  return body;
}

/** How many filters beyond the state are narrowed (badge on the phone 'Filters' button). */
export function activeFilterCount(f: SearchFilters): number {
  let n = 0;
  for (const o of [f.city, f.compid, f.modelid, f.fuel, f.vehicle, f.Gear]) if (o) n++;
  if (!sameRange(f.ModelYear, yearBounds())) n++;
  if (!sameRange(f.Pricerange, PRICE_BOUNDS)) n++;
  if (!sameRange(f.KMange, KM_BOUNDS)) n++;
  return n;
}

/** Every result order (a Record over SearchSort, so the compiler keeps it complete) with its label. */
export const SORT_LABELS: Record<SearchSort, string> = {
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  km_asc: 'Kilometres: low to high',
  year_desc: 'Year: newest',
};
