/**
 * Related cars of a car page: unsold cars of the same model,
 * then of the same make near its price. Also what a sold car's page shows.
 */
import { RELATED_LIMIT } from '#shared/constants.ts';
import type { Db } from '../../db/database.ts';

/** Related cars, part 1 (exposed for EXPLAIN): unsold cars of the car's model, newest first. */
export function sameModelQuery(db: Db, car: { id: number; model_id: number }, limit: number) {
  return db
    .selectFrom('listings')
    .select('id')
    .where('status', '=', 'UnSold')
    .where('model_id', '=', car.model_id)
    .where('id', '!=', car.id)
    .orderBy('id', 'desc')
    .limit(limit);
}

/** Related cars, part 2 (exposed for EXPLAIN): unsold cars of the make's other models within ±30% of the price. */
export function sameMakeQuery(
  db: Db,
  car: { model_id: number; make_id: number; price: number },
  limit: number,
) {
  return db
    .selectFrom('listings')
    .select('id')
    .where('status', '=', 'UnSold')
    .where('make_id', '=', car.make_id)
    .where('model_id', '!=', car.model_id)
    .where('price', '>=', Math.floor(car.price * 0.7))
    .where('price', '<=', Math.ceil(car.price * 1.3))
    .orderBy('id', 'desc')
    .limit(limit);
}

/**
 * Related cars: unsold cars of the same model, newest first,
 * then unsold cars of the same make (other models) priced within ±30% of
 * `price`; at most RELATED_LIMIT, never the car itself. Each part walks an
 * index `(status, model_id | make_id, id)` and stops at the limit.
 */
export async function relatedCarIds(
  db: Db,
  car: { id: number; model_id: number; make_id: number; price: number },
): Promise<number[]> {
  const ids = (await sameModelQuery(db, car, RELATED_LIMIT).execute()).map((r) => r.id);
  if (ids.length >= RELATED_LIMIT) return ids;
  const more = await sameMakeQuery(db, car, RELATED_LIMIT - ids.length).execute();
  return [...ids, ...more.map((r) => r.id)];
}
