/**
 * The catalogue as the importer looks names up in it: every name keyed by its
 * case-insensitive form (trimmed, inner spaces collapsed), read once from the
 * database so imported rows point at real catalogue ids.
 */
import type { Kysely } from 'kysely';
import { squashSpaces } from '#shared/schemas/profile.ts';
import type { Database } from '../schema.ts';

export interface Named {
  id: number;
  name: string;
}

export interface ModelEntry extends Named {
  makeId: number;
  seats: number;
  engineLitres: number;
  yearFrom: number;
  yearTo: number | null;
}

export interface VariantEntry extends Named {
  fuelId: number;
  gearId: number;
}

export interface CatalogueIndex {
  states: Map<string, Named>;
  /** Cities of a state, by state id. */
  cities: Map<number, Map<string, Named>>;
  vehicleTypes: Map<string, Named>;
  makes: Map<string, Named>;
  /** Models of a make, by make id. */
  models: Map<number, Map<string, ModelEntry>>;
  /** Variants of a model, by model id. */
  variants: Map<number, Map<string, VariantEntry>>;
  /** Colours of a model, by model id. */
  colours: Map<number, Map<string, Named>>;
  features: Map<string, Named>;
}

/** The lookup key of a name: trimmed, lower case, inner runs of white space made one space. */
export const nameKey = (name: string): string => squashSpaces(name).toLowerCase();

function byName<T extends Named>(rows: T[]): Map<string, T> {
  return new Map(rows.map((r) => [nameKey(r.name), r]));
}

function grouped<T extends Named>(rows: T[], groupOf: (row: T) => number) {
  const out = new Map<number, Map<string, T>>();
  for (const row of rows) {
    const group = groupOf(row);
    let names = out.get(group);
    if (!names) {
      names = new Map();
      out.set(group, names);
    }
    names.set(nameKey(row.name), row);
  }
  return out;
}

/** Reads the whole catalogue (a few thousand small rows) into lookup maps. */
export async function loadCatalogueIndex(db: Kysely<Database>): Promise<CatalogueIndex> {
  const [states, cities, vehicleTypes, makes, models, variants, colours, features] =
    await Promise.all([
      db.selectFrom('states').select(['id', 'name']).execute(),
      db.selectFrom('cities').select(['id', 'name', 'state_id']).execute(),
      db.selectFrom('vehicle_types').select(['id', 'name']).execute(),
      db.selectFrom('makes').select(['id', 'name']).execute(),
      db
        .selectFrom('models')
        .select(['id', 'name', 'make_id', 'seats', 'engine_litres', 'year_from', 'year_to'])
        .execute(),
      db.selectFrom('variants').select(['id', 'name', 'model_id', 'fuel_id', 'gear_id']).execute(),
      db.selectFrom('colours').select(['id', 'name', 'model_id']).execute(),
      db.selectFrom('features').select(['id', 'name']).execute(),
    ]);
  return {
    states: byName(states),
    cities: grouped(cities, (c) => c.state_id),
    vehicleTypes: byName(vehicleTypes),
    makes: byName(makes),
    models: grouped(
      models.map((m) => ({
        id: m.id,
        name: m.name,
        makeId: m.make_id,
        seats: m.seats,
        engineLitres: Number(m.engine_litres),
        yearFrom: m.year_from,
        yearTo: m.year_to,
      })),
      (m) => m.makeId,
    ),
    variants: grouped(
      variants.map((v) => ({ ...v, fuelId: v.fuel_id, gearId: v.gear_id })),
      (v) => v.model_id,
    ),
    colours: grouped(colours, (c) => c.model_id),
    features: byName(features),
  };
}
