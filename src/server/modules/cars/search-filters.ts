/**
 * Turns the wire search request (GetDetailsofcarsbySCCM_data, field names kept;
 * docs/product.md#home-and-search-calls) into column filters. A range bound
 * sitting at its slider's extreme (docs/product.md#search-ranges: the top ends
 * read "5,000,000+" and "500,000+", the bottoms are the slider minimum) means
 * "no bound", so the default sliders hide no car.
 */
import { KM_MAX, KM_MIN, MIN_MODEL_YEAR, PRICE_MAX, PRICE_MIN } from '#shared/constants.ts';
import type { SearchCriteria } from '#shared/schemas/search.ts';
import type { KeywordFilters } from '../keyword-search/understand.ts';

/** Filters on `listings` columns; absent = not filtered. Rupees, km, model years. */
export interface SearchFilters {
  vehicleTypeId?: number;
  stateId?: number;
  cityIds?: number[];
  makeId?: number;
  modelId?: number;
  /** Any of these models (a keyword search's models, or its body's); only when modelId is not set. */
  modelIds?: number[];
  fuelId?: number;
  gearId?: number;
  priceMin?: number;
  priceMax?: number;
  kmMin?: number;
  kmMax?: number;
  yearMin?: number;
  yearMax?: number;
  owner?: number;
  /** Only this dealer's listings (a showroom page's). */
  dealerId?: number;
  /** Only listings newer than this id (a saved search's new matches). */
  newerThanId?: number;
  /** Any of these variants (a keyword search's variant words, found by the variants' text index). */
  variantIds?: number[];
  /** Words the listing's colour name holds, each (BASIC_COLOURS: "white" finds "Pearl Arctic White"). */
  colours?: string[];
}

/** Whether `f` can find no car at all: a list of cities, models or variants that is empty. */
export const findsNothing = (f: SearchFilters) =>
  f.cityIds?.length === 0 || f.modelIds?.length === 0 || f.variantIds?.length === 0;

/**
 * Filters of `request`; `cityIds` is what nCity resolved to (an id, or the
 * ids of the cities of that name), undefined when nCity was not given.
 */
export function toSearchFilters(
  request: SearchCriteria,
  cityIds: number[] | undefined,
): SearchFilters {
  const above = (v: number | undefined, floor: number) =>
    v !== undefined && v > floor ? v : undefined;
  const below = (v: number | undefined, ceiling: number) =>
    v !== undefined && v < ceiling ? v : undefined;
  return {
    vehicleTypeId: request.vehicleid,
    stateId: request.nState,
    cityIds,
    makeId: request.companyid,
    modelId: request.carmodelid,
    fuelId: request.fueltypeid,
    gearId: request.Gearid,
    priceMin: above(request.lowerprice, PRICE_MIN),
    priceMax: below(request.upperprice, PRICE_MAX),
    kmMin: above(request.kmbelow, KM_MIN),
    kmMax: below(request.kmupper, KM_MAX),
    yearMin: above(request.modelyearstart, MIN_MODEL_YEAR),
    yearMax: request.modelyear,
    owner: request.owner === 0 ? undefined : request.owner,
  };
}

/**
 * A keyword search's filters joined to the request's
 * (docs/product.md#keyword-search): what the filter form set wins over what
 * the words say, field by field; the words' place is used only where the
 * request names no city.
 */
export function withKeywords(filters: SearchFilters, k: KeywordFilters): SearchFilters {
  const f = { ...filters };
  f.makeId ??= k.makeId;
  if (f.modelId === undefined) {
    const models = k.modelIds ?? k.bodyModelIds;
    if (models) f.modelIds = models;
  }
  f.fuelId ??= k.fuelId;
  f.gearId ??= k.gearId;
  if (f.cityIds === undefined) {
    if (k.cityIds) f.cityIds = k.cityIds;
    else f.stateId ??= k.stateId;
  }
  f.priceMin ??= k.priceMin;
  f.priceMax ??= k.priceMax;
  f.yearMin ??= k.yearMin;
  f.yearMax ??= k.yearMax;
  f.kmMax ??= k.kmMax;
  if (k.colours?.length) f.colours = k.colours;
  return f;
}
