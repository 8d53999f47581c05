/**
 * The catalogue as a listing's choices are checked against it (Sell Your Car,
 * Edit Your Car): vehicle types, makes, fuels, gears, models, variants,
 * features and a model's colours.
 */
import type { Db } from '../../db/database.ts';

/** Whether row `id` exists in a small named table. */
export async function namedRowExists(
  db: Db,
  table: 'makes' | 'fuels' | 'gears' | 'vehicle_types',
  id: number,
): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Model `id`'s make and whether it is active, or undefined. */
export async function findModel(db: Db, id: number) {
  return db
    .selectFrom('models')
    .select(['make_id', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Variant `id`'s model, or undefined. */
export async function findVariant(db: Db, id: number) {
  return db.selectFrom('variants').select('model_id').where('id', '=', id).executeTakeFirst();
}

/** Which of `ids` are features. */
export async function existingFeatureIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('features').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Colours of model `modelId` (id and name). */
export async function modelColours(db: Db, modelId: number) {
  return db
    .selectFrom('colours')
    .select(['id', 'name'])
    .where('model_id', '=', modelId)
    .orderBy('id')
    .execute();
}
