/**
 * A signed-in user's listings (Sell Your Car; docs/product.md#listing-as-sent,
 * #listing-calls): the seller's place, insert, update,
 * Sold, delete. The catalogue checks are in listing-catalogue.repository.ts,
 * the Edit form's read in editable-listing.repository.ts. Ownership is part
 * of every lookup of one car: it must be the caller's (modules/cars/ownership.ts: listed
 * by them, or their dealership's). My Vehicles lists the caller's own.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { newRand } from '../../db/random-ids.ts';
import type { ListingRow } from '../../db/tables/listing-tables.ts';
import { photoKeyBase } from '../cars/cars.repository.ts';
import { ownedBy } from '../cars/ownership.ts';

/** Where a user's cars are (docs/product.md#listings-and-search: from the profile); undefined while the profile has no city. */
export interface SellerPlace {
  stateId: number;
  cityId: number;
  address: string;
}

/** The place of user `userId`'s profile, or undefined when it has no city (or state) yet. */
export async function sellerPlace(db: Db, userId: number): Promise<SellerPlace | undefined> {
  const row = await db
    .selectFrom('profiles')
    .select(['state_id', 'city_id', 'address'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row || row.city_id === null || row.state_id === null) return undefined;
  return { stateId: row.state_id, cityId: row.city_id, address: row.address };
}

/** Gives user `userId` their seller Rand (users.rand) unless they have one. */
export async function ensureSellerRand(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ rand: newRand() })
    .where('id', '=', userId)
    .where('rand', 'is', null)
    .execute();
}

/** Whether an unsold listing other than `exceptId` has vehicle number `carNumber` (stored form). */
export async function unsoldNumberTaken(
  db: Db,
  carNumber: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('listings')
    .select('id')
    .where('car_number', '=', carNumber)
    .where('status', '=', 'UnSold');
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Inserts a listing; answers its id. */
export async function insertListing(db: Db, row: Insertable<ListingRow>): Promise<number> {
  const inserted = await db
    .insertInto('listings')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The columns a seller may change (Edit Your Car) plus the place refreshed from the profile. */
export type ListingChange = Pick<
  ListingRow,
  | 'car_number'
  | 'vehicle_type_id'
  | 'make_id'
  | 'model_id'
  | 'variant_id'
  | 'colour'
  | 'fuel_id'
  | 'gear_id'
  | 'model_year'
  | 'km'
  | 'owner'
  | 'seats'
  | 'cc'
  | 'price'
  | 'insurance'
  | 'insurance_type'
  | 'insurance_end'
  | 'sunroof'
  | 'feature_ids'
  | 'state_id'
  | 'city_id'
  | 'address'
  | 'updated_at'
>;

export async function updateListing(db: Db, id: number, change: ListingChange): Promise<void> {
  await db.updateTable('listings').set(change).where('id', '=', id).execute();
}

/** User `userId`'s listing (ownership.ts) with Rand `rand` (any status), or undefined. */
export async function findOwnListingByRand(db: Db, userId: number, rand: string) {
  return db
    .selectFrom('listings')
    .selectAll()
    .where('rand', '=', rand)
    .where(ownedBy(db, userId, 'manageCar'))
    .executeTakeFirst();
}

/** Why listings `ids` are hidden and when they were last renewed, by id. */
export async function renewalStates(db: Db, ids: number[]) {
  if (ids.length === 0)
    return new Map<number, { hidden_reason: string | null; renewed_at: string }>();
  const rows = await db
    .selectFrom('listings')
    .select(['id', 'hidden_reason', 'renewed_at'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Ids of user `userId`'s listings, newest first (index listings_user). */
export async function ownListingIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('listings')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => r.id);
}

/** User `userId`'s listings (ownership.ts) with vehicle number `carNumber` (stored form), newest first. */
export async function ownListingsByNumber(db: Db, userId: number, carNumber: string) {
  return db
    .selectFrom('listings')
    .select(['id', 'status'])
    .where(ownedBy(db, userId, 'manageCar'))
    .where('car_number', '=', carNumber)
    .orderBy('id', 'desc')
    .execute();
}

/** Marks listing `id` Sold if it is still UnSold; answers whether it changed. */
export async function markSold(db: Db, id: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('listings')
    .set({ status: 'Sold', updated_at: nowIso, hidden_reason: null, hidden_at: null })
    .where('id', '=', id)
    .where('status', 'in', ['UnSold', 'Hidden'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes listing `id` with its favourites, leads, photo rows and stored
 * page (docs/decisions/016-stored-car-pages.md; leads
 * reference the listing and go with it; decisions in docs/decisions/006).
 * Answers the key bases of every photo file the listing had, its share
 * card's included.
 */
export async function deleteListingRows(db: Db, id: number): Promise<string[]> {
  const listing = await db
    .selectFrom('listings')
    .select(['photo', 'share_card'])
    .where('id', '=', id)
    .executeTakeFirst();
  const photos = await db
    .selectFrom('listing_photos')
    .select('photo')
    .where('listing_id', '=', id)
    .execute();
  await db.deleteFrom('car_pages').where('listing_id', '=', id).execute();
  await db.deleteFrom('favourites').where('listing_id', '=', id).execute();
  await db.deleteFrom('leads').where('listing_id', '=', id).execute();
  await db.deleteFrom('listing_photos').where('listing_id', '=', id).execute();
  await db.deleteFrom('listings').where('id', '=', id).execute();
  const keys = [
    ...photos.map((p) => p.photo),
    ...(listing?.photo ? [listing.photo] : []),
    ...(listing?.share_card ? [listing.share_card] : []),
  ];
  return [...new Set(keys.map(photoKeyBase))];
}

/**
 * Moves every listing of user `userId` to their profile's new place
 * (docs/product.md#listings-and-search: a user's car is where their profile
 * says; state, city and address come from the profile). Called when the profile
 * is saved.
 */
export async function moveUserListings(
  db: Db,
  userId: number,
  place: { stateId: number; cityId: number; address: string; updatedAt: string },
): Promise<void> {
  await db
    .updateTable('listings')
    .set({
      state_id: place.stateId,
      city_id: place.cityId,
      address: place.address,
      updated_at: place.updatedAt,
    })
    .where('user_id', '=', userId)
    .execute();
}
