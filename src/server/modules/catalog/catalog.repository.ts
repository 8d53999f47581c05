/**
 * Catalogue lookups (docs/product.md#lookup-options, #lookup-calls): rows mapped
 * once to `{ Value, Text }`, Value being the id as a string. "By name" means
 * sorted here with one collator (case-insensitive, numbers by value: "Alto 800"
 * before "Alto K10"), so SQLite and PostgreSQL answer in the same order.
 */
import type { LookupOption } from '#shared/schemas/lookup.ts';
import type { Db } from '../../db/database.ts';

type NamedTable = 'makes' | 'fuels' | 'gears' | 'vehicle_types' | 'features' | 'countries';

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

/** Maps `{ id, name }` rows to lookup options, keeping their order. */
export function toOptions(rows: { id: number; name: string }[]): LookupOption[] {
  return rows.map((r) => ({ Value: String(r.id), Text: r.name }));
}

/** Lookup options of `rows` sorted by name (ties by id). */
export function toOptionsByName(rows: { id: number; name: string }[]): LookupOption[] {
  const sorted = [...rows].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  return toOptions(sorted);
}

/**
 * Every row of a small named table: `order` 'name' sorts by name, 'id' keeps
 * the catalogue's own order (fuels, gears and vehicle types are listed in a
 * meaningful order: Petrol before Diesel, Car before Two Wheeler).
 */
export async function listNamed(
  db: Db,
  table: NamedTable,
  order: 'id' | 'name',
): Promise<LookupOption[]> {
  const rows = await db.selectFrom(table).select(['id', 'name']).orderBy('id').execute();
  return order === 'name' ? toOptionsByName(rows) : toOptions(rows);
}

/** Models of make `makeId` a seller may list (active = 1), by name; [] for an unknown make. */
export async function listActiveModels(db: Db, makeId: number): Promise<LookupOption[]> {
  const rows = await db
    .selectFrom('models')
    .select(['id', 'name'])
    .where('make_id', '=', makeId)
    .where('active', '=', 1)
    .execute();
  return toOptionsByName(rows);
}

/** States and union territories of country `countryId`, by name. */
export async function listStates(db: Db, countryId: number): Promise<LookupOption[]> {
  const rows = await db
    .selectFrom('states')
    .select(['id', 'name'])
    .where('country_id', '=', countryId)
    .execute();
  return toOptionsByName(rows);
}

/**
 * Cities of state `stateId` in country `countryId`, by name. Without a state
 * the answer is [] (the country has hundreds of cities; every caller picks a
 * state first).
 */
export async function listCities(
  db: Db,
  countryId: number,
  stateId: number | undefined,
): Promise<LookupOption[]> {
  if (stateId === undefined) return [];
  const rows = await db
    .selectFrom('cities')
    .innerJoin('states', 'states.id', 'cities.state_id')
    .select(['cities.id as id', 'cities.name as name'])
    .where('cities.state_id', '=', stateId)
    .where('states.country_id', '=', countryId)
    .execute();
  return toOptionsByName(rows);
}

/**
 * Variants and colours of model `modelId`, each by name. When `makeId` is
 * given and the model is not that make's, both lists are empty.
 */
export async function listVariantsAndColours(
  db: Db,
  modelId: number,
  makeId: number | undefined,
): Promise<{ veriantdata: LookupOption[]; Colourdata: LookupOption[] }> {
  let model = db.selectFrom('models').select('id').where('id', '=', modelId);
  if (makeId !== undefined) model = model.where('make_id', '=', makeId);
  if (!(await model.executeTakeFirst())) return { veriantdata: [], Colourdata: [] };
  const [variants, colours] = await Promise.all([
    db.selectFrom('variants').select(['id', 'name']).where('model_id', '=', modelId).execute(),
    db.selectFrom('colours').select(['id', 'name']).where('model_id', '=', modelId).execute(),
  ]);
  return { veriantdata: toOptionsByName(variants), Colourdata: toOptionsByName(colours) };
}
