/**
 * Listing photos as files and rows, shared by the CSV importer and the seller
 * routes (Sell Your Car, Edit Your Car, Add Photos):
 * - each photo gets a random Rand and lives at `cars/{listingRand}/{photoRand}`
 *   (+ `.jpg` and its WebP renditions, store-car-photo.ts);
 * - its listing_photos row carries the same Rand, the JPEG's key and the
 *   picture's pHash (phash.ts, for the duplicate check);
 * - a listing's main photo is also its first Exterior row (same key).
 */
import type { Insertable } from 'kysely';
import { newRand } from '../db/random-ids.ts';
import type { ListingPhotoRow } from '../db/tables/listing-tables.ts';
import type { PhotoStorage } from '../ports/photo-storage.ts';
import type { ProcessedPhoto } from './process-car-photo.ts';
import { deleteCarPhoto, photoKey, storeCarPhoto } from './store-car-photo.ts';

/** Where a new photo of listing `listingRand` goes: its Rand and its key base. */
export interface PlannedPhoto {
  rand: string;
  /** "cars/{listingRand}/{photoRand}" (no extension). */
  keyBase: string;
  /** The processed picture's pHash (ProcessedPhoto.phash), stored on its row; unknown or flat: null. */
  phash?: string | null;
}

/** A new photo place under listing `listingRand`. */
export function planListingPhoto(listingRand: string): PlannedPhoto {
  const rand = newRand();
  return { rand, keyBase: `cars/${listingRand}/${rand}` };
}

/** The listing_photos row of a stored photo. */
export function listingPhotoRow(
  listingId: number,
  photo: PlannedPhoto,
  imageType: ListingPhotoRow['image_type'],
  sortOrder: number,
  createdAt: string,
): Insertable<ListingPhotoRow> {
  return {
    rand: photo.rand,
    listing_id: listingId,
    image_type: imageType,
    photo: photoKey(photo.keyBase),
    sort_order: sortOrder,
    created_at: createdAt,
    phash: photo.phash ?? null,
  };
}

/** Runs `work` over `items`, `limit` at a time. */
export async function eachLimited<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(runners);
}

/** Removes the files of every key base (missing files are fine). */
export async function deletePhotoFiles(storage: PhotoStorage, keyBases: string[]): Promise<void> {
  await eachLimited(keyBases, 8, (keyBase) => deleteCarPhoto(storage, keyBase));
}

/**
 * Stores every processed photo under its key base; all or nothing: when one
 * write fails, the files already written are removed and the error is thrown.
 */
export async function storePhotoFiles(
  storage: PhotoStorage,
  photos: { keyBase: string; processed: Pick<ProcessedPhoto, 'jpeg' | 'webp'> }[],
): Promise<void> {
  const written: string[] = [];
  try {
    for (const p of photos) {
      written.push(p.keyBase);
      await storeCarPhoto(storage, p.keyBase, p.processed);
    }
  } catch (err) {
    await deletePhotoFiles(storage, written);
    throw err;
  }
}

/**
 * Runs `write` (the database part) after the files are stored; when it
 * throws, the files are removed again, so a failure leaves neither rows nor files.
 */
export async function withStoredPhotos<T>(
  storage: PhotoStorage,
  photos: { keyBase: string; processed: Pick<ProcessedPhoto, 'jpeg' | 'webp'> }[],
  write: () => Promise<T>,
): Promise<T> {
  await storePhotoFiles(storage, photos);
  try {
    return await write();
  } catch (err) {
    await deletePhotoFiles(
      storage,
      photos.map((p) => p.keyBase),
    );
    throw err;
  }
}
