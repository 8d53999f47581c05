/**
 * Listing photo rows (docs/product.md#listing-photos, #listing-photo-calls). A
 * listing's main photo (listings.photo) is also one of its Exterior rows
 * (same key); `listings.photo` is null only when it has no Exterior photo.
 * Ownership is part of every lookup: a user reaches only photos of their own
 * listings.
 */

import type { ImageGroup, ImageType } from '#shared/schemas/listing.ts';
import { IMAGE_TYPES } from '#shared/schemas/listing.ts';
import type { Db } from '../../db/database.ts';
import type { ListingStatus } from '../../db/tables/listing-tables.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { photoKeyBase, photoUrls } from '../cars/cars.repository.ts';
import { ownedBy, ownedByAsL } from '../cars/ownership.ts';

/** A user's listing as the photo routes need it. */
export interface OwnListing {
  id: number;
  rand: string;
  car_number: string;
  status: ListingStatus;
  photo: string | null;
}

const ownListingColumns = ['id', 'rand', 'car_number', 'status', 'photo'] as const;

/** User `userId`'s listing `listingId`, or undefined (unknown or someone else's). */
export async function findOwnListingById(
  db: Db,
  userId: number,
  listingId: number,
): Promise<OwnListing | undefined> {
  return db
    .selectFrom('listings')
    .select(ownListingColumns)
    .where('id', '=', listingId)
    .where(ownedBy(db, userId, 'manageCar'))
    .executeTakeFirst();
}

/**
 * User `userId`'s listing with vehicle number `carNumber` (stored form):
 * the unsold one when there is one, else the newest sold one; undefined when none.
 */
export async function findOwnListingByNumber(
  db: Db,
  userId: number,
  carNumber: string,
): Promise<OwnListing | undefined> {
  const rows = await db
    .selectFrom('listings')
    .select(ownListingColumns)
    .where(ownedBy(db, userId, 'manageCar'))
    .where('car_number', '=', carNumber)
    .orderBy('id', 'desc')
    .execute();
  return rows.find((r) => r.status !== 'Sold') ?? rows[0];
}

/**
 * Takes the listing's row lock until the transaction ends (PostgreSQL; SQLite
 * runs one write transaction at a time anyway), so photo counts checked
 * afterwards stay true until commit.
 */
export async function lockListing(db: Db, listingId: number): Promise<void> {
  await db
    .updateTable('listings')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', listingId)
    .execute();
}

/** The photo rows of listing `listingId` in category `imageType`, for the caller's select. */
function photosOfType(db: Db, listingId: number, imageType: ImageType) {
  return db
    .selectFrom('listing_photos')
    .where('listing_id', '=', listingId)
    .where('image_type', '=', imageType);
}

/** Number of photos of `imageType` listing `listingId` has. */
export async function countPhotos(
  db: Db,
  listingId: number,
  imageType: ImageType,
): Promise<number> {
  const row = await photosOfType(db, listingId, imageType)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The next sort_order for a new photo of `imageType` (after the last one). */
export async function nextSortOrder(
  db: Db,
  listingId: number,
  imageType: ImageType,
): Promise<number> {
  const row = await photosOfType(db, listingId, imageType)
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .executeTakeFirst();
  return row?.last == null ? 0 : Number(row.last) + 1;
}

/** Photo rows of listing `listingId`, in display order (sort_order, then id). */
export async function listingPhotoRows(db: Db, listingId: number) {
  return db
    .selectFrom('listing_photos')
    .select(['id', 'rand', 'image_type', 'photo', 'sort_order'])
    .where('listing_id', '=', listingId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/**
 * The photos of `listing` grouped by category, all four in IMAGE_TYPES order
 * (empty ones too), each oldest first with the main photo first among Exterior.
 */
export async function imageGroupsOf(
  db: Db,
  listing: Pick<OwnListing, 'id' | 'photo'>,
  storage: Pick<PhotoStorage, 'url'>,
): Promise<ImageGroup[]> {
  const rows = await listingPhotoRows(db, listing.id);
  const mainBase = listing.photo ? photoKeyBase(listing.photo) : undefined;
  return IMAGE_TYPES.map((imagetype) => {
    const images = rows
      .filter((r) => r.image_type === imagetype)
      .map((r) => {
        const urls = photoUrls(r.photo, storage);
        return {
          Rand: r.rand,
          carphoto: urls.jpg,
          carphotosmall: urls.small,
          imagetype,
          ismain: imagetype === 'Exterior' && photoKeyBase(r.photo) === mainBase,
        };
      });
    images.sort((a, b) => Number(b.ismain) - Number(a.ismain));
    return { imagetype, images };
  });
}

/** The photo with Rand `rand` of one of user `userId`'s listings, with its listing; undefined otherwise. */
export async function findOwnPhoto(db: Db, userId: number, rand: string) {
  return db
    .selectFrom('listing_photos as p')
    .innerJoin('listings as l', 'l.id', 'p.listing_id')
    .select([
      'p.id',
      'p.rand',
      'p.image_type',
      'p.photo',
      'l.id as listing_id',
      'l.photo as listing_photo',
    ])
    .where('p.rand', '=', rand)
    .where(ownedByAsL(db, userId, 'manageCar'))
    .executeTakeFirst();
}

/** The first Exterior photo key of listing `listingId` other than photo row `exceptId`, or null. */
export async function firstExteriorPhoto(
  db: Db,
  listingId: number,
  exceptId: number,
): Promise<string | null> {
  const row = await photosOfType(db, listingId, 'Exterior')
    .select('photo')
    .where('id', '!=', exceptId)
    .orderBy('sort_order')
    .orderBy('id')
    .executeTakeFirst();
  return row?.photo ?? null;
}

/** Sets listing `listingId`'s main photo key (or null) at `nowIso`. */
export async function setMainPhoto(
  db: Db,
  listingId: number,
  photo: string | null,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('listings')
    .set({ photo, updated_at: nowIso })
    .where('id', '=', listingId)
    .execute();
}

/** Deletes photo row `id`. */
export async function deletePhotoRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('listing_photos').where('id', '=', id).execute();
}

/** The Exterior row that holds listing main photo `mainKey` (same key base), or undefined. */
export async function mainPhotoRow(db: Db, listingId: number, mainKey: string) {
  const base = photoKeyBase(mainKey);
  const rows = await photosOfType(db, listingId, 'Exterior').select(['id', 'photo']).execute();
  return rows.find((r) => photoKeyBase(r.photo) === base);
}

/** The smallest Exterior sort_order of listing `listingId`, or undefined when it has none. */
export async function firstExteriorSortOrder(
  db: Db,
  listingId: number,
): Promise<number | undefined> {
  const row = await photosOfType(db, listingId, 'Exterior')
    .select((eb) => eb.fn.min('sort_order').as('first'))
    .executeTakeFirst();
  return row?.first == null ? undefined : Number(row.first);
}
