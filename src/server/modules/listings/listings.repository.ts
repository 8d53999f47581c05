/**
 * A signed-in user's listings (Sell Your Car, spec 3 "Vehicle listing as sent
 * when adding", 7 "Seller listings"). Rows map to the Edit form's shape once,
 * in `toEditableListing`. Ownership is part of every lookup: `user_id` must be
 * the caller's.
 */
import type { Insertable } from 'kysely';
import type { EditableListing } from '#shared/schemas/listing.ts';
import type { Db } from '../../db/database.ts';
import type { ListingRow } from '../../db/schema.ts';
import { newRand } from '../../db/seed/random-ids.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { photoKeyBase, photoUrls } from '../cars/cars.repository.ts';

/** Where a user's cars are (decisions.md: from the profile); undefined while the profile has no city. */
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

// Catalogue checks ----------------------------------------------------------

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

// Listings ------------------------------------------------------------------

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

/** User `userId`'s listing with Rand `rand` (any status), or undefined. */
export async function findOwnListingByRand(db: Db, userId: number, rand: string) {
  return db
    .selectFrom('listings')
    .selectAll()
    .where('rand', '=', rand)
    .where('user_id', '=', userId)
    .executeTakeFirst();
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

/** User `userId`'s listings with vehicle number `carNumber` (stored form), newest first. */
export async function ownListingsByNumber(db: Db, userId: number, carNumber: string) {
  return db
    .selectFrom('listings')
    .select(['id', 'status'])
    .where('user_id', '=', userId)
    .where('car_number', '=', carNumber)
    .orderBy('id', 'desc')
    .execute();
}

/** Marks listing `id` Sold if it is still UnSold; answers whether it changed. */
export async function markSold(db: Db, id: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('listings')
    .set({ status: 'Sold', updated_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', 'UnSold')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes listing `id` with its favourites, leads and photo rows (leads
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

/** User `userId`'s listing `rand` with the names and ids the Edit form needs, or undefined. */
export async function findEditableListing(db: Db, userId: number, rand: string) {
  return db
    .selectFrom('listings as l')
    .innerJoin('vehicle_types as vt', 'vt.id', 'l.vehicle_type_id')
    .innerJoin('makes as mk', 'mk.id', 'l.make_id')
    .innerJoin('models as md', 'md.id', 'l.model_id')
    .innerJoin('variants as v', 'v.id', 'l.variant_id')
    .innerJoin('fuels as f', 'f.id', 'l.fuel_id')
    .innerJoin('gears as g', 'g.id', 'l.gear_id')
    .innerJoin('states as s', 's.id', 'l.state_id')
    .innerJoin('cities as c', 'c.id', 'l.city_id')
    .selectAll('l')
    .select([
      'vt.name as vehicle_type_name',
      'mk.name as make_name',
      'md.name as model_name',
      'v.name as variant_name',
      'f.name as fuel_name',
      'g.name as gear_name',
      's.name as state_name',
      'c.name as city_name',
    ])
    .where('l.rand', '=', rand)
    .where('l.user_id', '=', userId)
    .executeTakeFirst();
}

type EditableRow = NonNullable<Awaited<ReturnType<typeof findEditableListing>>>;

/** Row -> EditableListing (ids for the dropdowns, names beside them, photo URLs). */
export function toEditableListing(
  row: EditableRow,
  colourId: number | null,
  storage: Pick<PhotoStorage, 'url'>,
): EditableListing {
  const photo = row.photo ? photoUrls(row.photo, storage) : null;
  return {
    Rand: row.rand,
    carid: row.id,
    carnumber: row.car_number,
    CarStatus: row.status,
    vehicleid: row.vehicle_type_id,
    companyid: row.make_id,
    carmodelid: row.model_id,
    variantid: row.variant_id,
    fueltypeid: row.fuel_id,
    gear: row.gear_id,
    colour: row.colour,
    colourid: colourId,
    modelyear: row.model_year,
    km: Number(row.km),
    owner: row.owner,
    seatingcapicity: row.seats,
    nCc: row.cc,
    nSaleprice: Number(row.price),
    insurance: row.insurance,
    nInsurancetype: row.insurance_type,
    insuranceendtdate: row.insurance_end,
    nSunRoof: row.sunroof,
    nFeatures: row.feature_ids,
    carphoto: photo?.jpg ?? null,
    carphotosmall: photo?.small ?? null,
    Photoname: row.photo ? `${photoKeyBase(row.photo).split('/').at(-1)}.jpg` : null,
    vehiclename: row.vehicle_type_name,
    companyname: row.make_name,
    carmodelname: row.model_name,
    variantname: row.variant_name,
    fuelname: row.fuel_name,
    gearname: row.gear_name,
    stateid: row.state_id,
    cityid: row.city_id,
    statename: row.state_name,
    cityname: row.city_name,
    Address: row.address,
  };
}

/**
 * Moves every listing of user `userId` to their profile's new place
 * (decisions.md: a user's car is where their profile says; state, city and
 * address come from the profile). Called when the profile is saved.
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
