/**
 * Where a processed car photo lives in the photo-storage port: the JPEG at
 * `${keyBase}.jpg`, the small WebP beside it at `${keyBase}-sm.webp` (the web
 * app derives the small URL by replacing '.jpg' with '-sm.webp').
 */
import type { PhotoStorage } from '../ports/photo-storage.ts';
import type { ProcessedPhoto } from './process-car-photo.ts';

/** Storage key of the JPEG for `keyBase`, e.g. "cars/AbC123xYz0/Qw3rTy7UiO.jpg". */
export const photoKey = (keyBase: string): string => `${keyBase}.jpg`;
/** Storage key of the small WebP for `keyBase`. */
export const smallPhotoKey = (keyBase: string): string => `${keyBase}-sm.webp`;

/**
 * Writes both files of `processed` under `keyBase` (no extension, e.g.
 * "cars/{listingRand}/{photoRand}") and returns the JPEG's storage key.
 */
export async function storeCarPhoto(
  storage: PhotoStorage,
  keyBase: string,
  processed: Pick<ProcessedPhoto, 'jpeg' | 'smallWebp'>,
): Promise<string> {
  await storage.put(photoKey(keyBase), processed.jpeg);
  await storage.put(smallPhotoKey(keyBase), processed.smallWebp);
  return photoKey(keyBase);
}

/** Removes both files of `keyBase`; missing files are not an error. */
export async function deleteCarPhoto(storage: PhotoStorage, keyBase: string): Promise<void> {
  await storage.delete(photoKey(keyBase));
  await storage.delete(smallPhotoKey(keyBase));
}
