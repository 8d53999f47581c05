/**
 * Places of the catalogue for tests (not a test file itself): a state's id,
 * and a city with its state (ids and name), looked up by name.
 */
import type { Db } from '../db/database.ts';

export interface Place {
  stateId: number;
  cityId: number;
  cityName: string;
}

/** State `stateName`'s city `cityName`. */
export async function placeOf(db: Db, stateName: string, cityName: string): Promise<Place> {
  const row = await db
    .selectFrom('cities as c')
    .innerJoin('states as s', 's.id', 'c.state_id')
    .select(['c.id as cityId', 's.id as stateId', 'c.name as cityName'])
    .where('s.name', '=', stateName)
    .where('c.name', '=', cityName)
    .executeTakeFirstOrThrow();
  return row;
}

/** The id of state `stateName`. */
export async function stateIdOf(db: Db, stateName: string): Promise<number> {
  const row = await db
    .selectFrom('states')
    .select('id')
    .where('name', '=', stateName)
    .executeTakeFirstOrThrow();
  return row.id;
}
