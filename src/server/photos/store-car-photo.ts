/**
 * Where a processed car photo lives in the photo-storage port: the JPEG at
 * `${keyBase}.jpg` and its WebP renditions beside it (`${keyBase}-sm.webp`,
 * `-md.webp`, `-lg.webp`: 400, 600 and 800 px; src/shared/photo-renditions.ts,
 * from which the web app builds srcset).
 */
import { PHOTO_RENDITIONS } from '#shared/photo-renditions.ts';
import type { PhotoStorage } from '../ports/photo-storage.ts';
import type { ProcessedPhoto } from './process-car-photo.ts';

/** Storage key of the JPEG for `keyBase`, e.g. "cars/AbC123xYz0/Qw3rTy7UiO.jpg". */
export const photoKey = (keyBase: string): string => `${keyBase}.jpg`;
/** Storage keys of the WebP renditions of `keyBase`, in PHOTO_RENDITIONS order. */
export const renditionKeys = (keyBase: string): string[] =>
  PHOTO_RENDITIONS.map((r) => `${keyBase}${r.suffix}`);

/**
 * Writes the JPEG and every rendition of `processed` under `keyBase` (no
 * extension, e.g. "cars/{listingRand}/{photoRand}"), renditions first, and
 * returns the JPEG's storage key.
 */
export async function storeCarPhoto(
  storage: PhotoStorage,
  keyBase: string,
  processed: Pick<ProcessedPhoto, 'jpeg' | 'webp'>,
): Promise<string> {
  const keys = renditionKeys(keyBase);
  await Promise.all(keys.map((key, i) => storage.put(key, processed.webp[i])));
  await storage.put(photoKey(keyBase), processed.jpeg);
  return photoKey(keyBase);
}

/** Removes every file of `keyBase`; missing files are not an error. */
export async function deleteCarPhoto(storage: PhotoStorage, keyBase: string): Promise<void> {
  await storage.delete(photoKey(keyBase));
  for (const key of renditionKeys(keyBase)) await storage.delete(key);
}
