/**
 * The car a Status card is made of (issue 12 item 4; decision 023): one of
 * the caller's own live listings, with the names the card and caption show.
 * Ownership and status are part of the lookup, so another seller's car, a
 * sold one and an unknown Rand all come back undefined.
 */
import type { Db } from '../../db/database.ts';
import { listingsWithNames } from '../cars/cars.repository.ts';
import { ownedByAsL } from '../cars/ownership.ts';

/** What a Status card and its caption show about a car. */
export interface StatusCardCar {
  rand: string;
  /** Storage key of the main photo, or null. */
  photo: string | null;
  /** Rupees. */
  price: number;
  /** Kilometres driven. */
  km: number;
  year: number;
  make: string;
  model: string;
  variant: string;
  fuel: string;
  city: string;
}

/** User `userId`'s UnSold listing with Rand `rand` (listed by them, or their dealership's), or undefined. */
export async function ownLiveCar(
  db: Db,
  userId: number,
  rand: string,
): Promise<StatusCardCar | undefined> {
  const row = await listingsWithNames(db)
    .innerJoin('fuels as f', 'f.id', 'l.fuel_id')
    .select(['l.photo', 'l.price', 'l.km', 'f.name as fuel_name'])
    .where('l.rand', '=', rand)
    .where(ownedByAsL(db, userId, 'manageCar'))
    .where('l.status', '=', 'UnSold')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    rand: row.rand,
    photo: row.photo,
    price: Number(row.price),
    km: Number(row.km),
    year: row.model_year,
    make: row.make_name,
    model: row.model_name,
    variant: row.variant_name,
    fuel: row.fuel_name,
    city: row.city_name,
  };
}
