/**
 * A new listing for tests: a copy of an unsold car of `model` under a new
 * Rand and vehicle number (`n` makes both unique within a test database),
 * as a seller listing another car would. Answers its id, Rand and state.
 */
import type { Db } from '../db/database.ts';

export async function copyListing(
  db: Db,
  model: string,
  n: number,
): Promise<{ id: number; rand: string; stateId: number }> {
  const car = await db
    .selectFrom('listings as l')
    .innerJoin('models as m', 'm.id', 'l.model_id')
    .selectAll('l')
    .where('m.name', '=', model)
    .where('l.status', '=', 'UnSold')
    .executeTakeFirstOrThrow();
  const { id: _id, ...rest } = car;
  const rand = `copy${n}`;
  const row = await db
    .insertInto('listings')
    .values({ ...rest, rand, car_number: `GJ03CP${String(n).padStart(4, '0')}` })
    .returning(['id', 'state_id'])
    .executeTakeFirstOrThrow();
  return { id: row.id, rand, stateId: row.state_id };
}
