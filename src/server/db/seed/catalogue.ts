/**
 * Loads the catalogue written into the project (data/*.ts) into an empty
 * database: India (id 1), its states (Gujarat id 1) and cities, fuels, gears,
 * vehicle types, features, makes, models, variants and colours
 * (docs/product.md#catalogue-and-demo-data). Ids follow the order of the data, so
 * they are the same on every machine. Runs in one transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { STATES } from './data/geography.ts';
import type { FuelName, GearName } from './data/types.ts';
import { FEATURES, MAKES } from './data/vehicles.ts';

export const FUELS: FuelName[] = ['Petrol', 'Diesel', 'CNG', 'LPG', 'Electric', 'Hybrid'];
export const GEARS: GearName[] = ['Manual', 'Automatic'];
export const VEHICLE_TYPES = ['Car', 'Commercial Vehicle', 'Two Wheeler'];

/** Inserts rows in chunks small enough for SQLite's and PostgreSQL's parameter limits. */
async function insertChunked<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Record<string, unknown>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 200) as never)
      .execute();
  }
}

const named = (names: readonly string[]) => names.map((name, i) => ({ id: i + 1, name }));

/** True when the catalogue is already loaded. */
export async function hasCatalogue(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('countries').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function seedCatalogue(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertChunked(trx, 'countries', [{ id: 1, name: 'India' }]);
    await insertChunked(
      trx,
      'states',
      STATES.map((s, i) => ({ id: i + 1, country_id: 1, name: s.name, kind: s.kind })),
    );
    await insertChunked(
      trx,
      'cities',
      STATES.flatMap((s, i) => s.cities.map((name) => ({ state_id: i + 1, name }))),
    );
    await insertChunked(trx, 'fuels', named(FUELS));
    await insertChunked(trx, 'gears', named(GEARS));
    await insertChunked(trx, 'vehicle_types', named(VEHICLE_TYPES));
    await insertChunked(trx, 'features', named(FEATURES));
    await insertChunked(trx, 'makes', named(MAKES.map((m) => m.name)));

    const models: Record<string, unknown>[] = [];
    const variants: Record<string, unknown>[] = [];
    const colours: Record<string, unknown>[] = [];
    MAKES.forEach((make, makeIndex) => {
      for (const model of make.models) {
        const modelId = models.length + 1;
        models.push({
          id: modelId,
          make_id: makeIndex + 1,
          name: model.name,
          active: model.active ? 1 : 0,
          body: model.body,
          seats: model.seats,
          engine_litres: model.engineLitres,
          year_from: model.years[0],
          year_to: model.years[1],
          price_min: model.newPrice[0],
          price_max: model.newPrice[1],
        });
        for (const v of model.variants) {
          variants.push({
            id: variants.length + 1,
            model_id: modelId,
            name: v.name,
            fuel_id: FUELS.indexOf(v.fuel) + 1,
            gear_id: GEARS.indexOf(v.gear) + 1,
          });
        }
        for (const name of model.colours) {
          colours.push({ id: colours.length + 1, model_id: modelId, name });
        }
      }
    });
    await insertChunked(trx, 'models', models);
    await insertChunked(trx, 'variants', variants);
    await insertChunked(trx, 'colours', colours);
  });
}
