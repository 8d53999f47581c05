/**
 * The search's filters decided in memory, for the alert run's new matches
 * (issue 42 part 4; docs/alerts.md): the day's new cars for sale are read
 * once, and each saved search is matched against them instead of asking the
 * database once for each search. `listingMatches` answers as
 * searchPageQuery's where clauses do (alerts/fresh-listings.test.ts holds
 * the two to the same answers on the inventory fixture, on both databases).
 */
import type { Db } from '../../db/database.ts';
import type { SearchFilters } from './search-filters.ts';

/** The columns of an unsold listing the filters read. Rupees, km, model years. */
export interface FilterableListing {
  id: number;
  vehicleTypeId: number;
  stateId: number;
  cityId: number;
  makeId: number;
  modelId: number;
  variantId: number | null;
  fuelId: number;
  gearId: number;
  price: number;
  km: number;
  modelYear: number;
  owner: number | null;
  /** Lower-cased, as the query's `lower(colour)`; null when not entered. */
  colour: string | null;
}

const within = (v: number, min: number | undefined, max: number | undefined) =>
  (min === undefined || v >= min) && (max === undefined || v <= max);
const oneOf = <T>(v: T, set: T[] | undefined) => set === undefined || set.includes(v);
const equals = <T>(v: T, want: T | undefined) => want === undefined || v === want;

/** Whether unsold listing `l` is found by a search with filters `f` (searchPageQuery's where). */
export function listingMatches(l: FilterableListing, f: SearchFilters): boolean {
  return (
    (f.newerThanId === undefined || l.id > f.newerThanId) &&
    equals(l.vehicleTypeId, f.vehicleTypeId) &&
    equals(l.stateId, f.stateId) &&
    oneOf(l.cityId, f.cityIds) &&
    equals(l.makeId, f.makeId) &&
    (f.modelId !== undefined ? l.modelId === f.modelId : oneOf(l.modelId, f.modelIds)) &&
    equals(l.fuelId, f.fuelId) &&
    equals(l.gearId, f.gearId) &&
    within(l.price, f.priceMin, f.priceMax) &&
    within(l.km, f.kmMin, f.kmMax) &&
    within(l.modelYear, f.yearMin, f.yearMax) &&
    (f.owner === undefined || l.owner === f.owner) &&
    (f.variantIds === undefined || (l.variantId !== null && f.variantIds.includes(l.variantId))) &&
    (f.colours ?? []).every((c) => l.colour?.includes(c) ?? false)
  );
}

/** The unsold listings with an id above `id`, newest first, with the columns the filters read. */
export async function unsoldListingsAbove(db: Db, id: number): Promise<FilterableListing[]> {
  const rows = await db
    .selectFrom('listings')
    .select([
      'id',
      'vehicle_type_id',
      'state_id',
      'city_id',
      'make_id',
      'model_id',
      'variant_id',
      'fuel_id',
      'gear_id',
      'price',
      'km',
      'model_year',
      'owner',
      'colour',
    ])
    .where('status', '=', 'UnSold')
    .where('id', '>', id)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    vehicleTypeId: r.vehicle_type_id,
    stateId: r.state_id,
    cityId: r.city_id,
    makeId: r.make_id,
    modelId: r.model_id,
    variantId: r.variant_id ?? null,
    fuelId: r.fuel_id,
    gearId: r.gear_id,
    price: Number(r.price),
    km: Number(r.km),
    modelYear: r.model_year,
    owner: r.owner ?? null,
    colour: r.colour?.toLowerCase() ?? null,
  }));
}
