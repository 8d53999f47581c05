/**
 * Rows of the fair-price badge (migration 0011): the models waiting to be
 * rated again, a model's listings as the estimate reads them, and a model's
 * ratings written in one go.
 */
import type { Db } from '../../db/database.ts';
import type { PriceRatingRow } from '../../db/tables/listing-tables.ts';
import type { RatedCar } from './fair-price.ts';

/** Up to `limit` models marked out of date after model id `after`, in id order, with the mark's counter. */
export function markedModels(db: Db, after: number, limit: number) {
  return db
    .selectFrom('price_rating_models')
    .select(['model_id', 'seq'])
    .where('model_id', '>', after)
    .orderBy('model_id')
    .limit(limit)
    .execute();
}

/** A listing of the model as the estimate reads it, and whether it is for sale. */
export type ModelListing = RatedCar & { forSale: boolean };

/**
 * Model `modelId`'s cars for sale and those sold since `soldSince` (ISO time), newest first; only
 * of model years `years` (from, to) when given (a car's price guidance: the years fairPrice keeps).
 */
export async function modelListings(
  db: Db,
  modelId: number,
  soldSince: string,
  years?: [number, number],
): Promise<ModelListing[]> {
  let q = db
    .selectFrom('listings as l')
    .innerJoin('fuels as f', 'f.id', 'l.fuel_id')
    .innerJoin('gears as g', 'g.id', 'l.gear_id')
    .select([
      'l.id',
      'l.price',
      'l.km',
      'l.model_year',
      'l.state_id',
      'l.status',
      'f.name as fuel',
      'g.name as gear',
    ])
    .where('l.status', 'in', ['UnSold', 'Sold'])
    .where('l.model_id', '=', modelId)
    .where((eb) => eb.or([eb('l.status', '=', 'UnSold'), eb('l.updated_at', '>=', soldSince)]));
  if (years) q = q.where('l.model_year', '>=', years[0]).where('l.model_year', '<=', years[1]);
  const rows = await q.orderBy('l.id', 'desc').execute();
  return rows.map((r) => ({
    id: r.id,
    price: Number(r.price),
    km: Number(r.km),
    modelYear: r.model_year,
    stateId: r.state_id,
    fuel: r.fuel,
    gear: r.gear,
    forSale: r.status === 'UnSold',
  }));
}

/** A car's rating as written (its time is added when it is saved). */
export type RatingRow = Omit<PriceRatingRow, 'computed_at'>;

const CHUNK = 400;

/**
 * Replaces model `modelId`'s ratings with `rows`, and removes its mark when
 * it is still the one read (`seq`): a change made meanwhile keeps it marked.
 */
export async function saveModelRatings(
  db: Db,
  modelId: number,
  seq: number,
  rows: RatingRow[],
  computedAt: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('price_ratings')
      .where(
        'listing_id',
        'in',
        trx.selectFrom('listings').select('id').where('model_id', '=', modelId),
      )
      .execute();
    for (let i = 0; i < rows.length; i += CHUNK) {
      await trx
        .insertInto('price_ratings')
        .values(rows.slice(i, i + CHUNK).map((r) => ({ ...r, computed_at: computedAt })))
        .execute();
    }
    await trx
      .deleteFrom('price_rating_models')
      .where('model_id', '=', modelId)
      .where('seq', '=', seq)
      .execute();
  });
}
