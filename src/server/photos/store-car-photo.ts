/**
 * Where a processed car photo lives in the photo-storage port: the JPEG at
 * `${keyBase}.jpg` and its WebP renditions beside it (`${keyBase}-sm.webp`,
 * `-md.webp`, `-lg.webp`: 400, 600 and 800 px wide; src/shared/photo-renditions.ts,
 * from which the web app builds srcset; docs/decisions/010-photo-renditions.md).
 */
import { PHOTO_RENDITIONS } from '#shared/photo-renditions.ts';
import type { PhotoStorage } from '../ports/photo-storage.ts';
import type { ProcessedPhoto } from './process-car-photo.ts';

/** Storage key of the JPEG for `keyBase`, e.g. "cars/AbC123xYz0/Qw3rTy7UiO.jpg". */
export const photoKey = (keyBase: string): string => `${keyBase}.jpg`;

/** Storage keys of the WebP renditions of `keyBase`, in PHOTO_RENDITIONS order (smallest first). */
export const renditionKeys = (keyBase: string): string[] =>
  PHOTO_RENDITIONS.map((r) => `${keyBase}${r.suffix}`);

/** Every file of `keyBase`: the JPEG's key, then its renditions' keys. */
export const carPhotoKeys = (keyBase: string): string[] => [
  photoKey(keyBase),
  ...renditionKeys(keyBase),
];

/**
 * Writes every rendition of `processed` and then its JPEG under `keyBase`
 * (no extension, e.g. "cars/{listingRand}/{photoRand}"), and returns the
 * JPEG's storage key. The JPEG goes last, so a stored JPEG has its renditions
 * unless a crash came between (makeMissingRenditions mends that at start-up).
 */
export async function storeCarPhoto(
  storage: PhotoStorage,
  keyBase: string,
  processed: Pick<ProcessedPhoto, 'jpeg' | 'webp'>,
): Promise<string> {
  await writeRenditions(storage, keyBase, processed.webp);
  await storage.put(photoKey(keyBase), processed.jpeg);
  return photoKey(keyBase);
}

/** Writes the renditions of `keyBase` (one buffer per PHOTO_RENDITIONS entry, in its order). */
export async function writeRenditions(
  storage: PhotoStorage,
  keyBase: string,
  webp: readonly Uint8Array[],
): Promise<void> {
  const keys = renditionKeys(keyBase);
  if (webp.length !== keys.length) {
    throw new Error(`expected ${keys.length} renditions of ${keyBase}, got ${webp.length}`);
  }
  await Promise.all(keys.map((key, i) => storage.put(key, webp[i])));
}

/** Removes every file of `keyBase` (JPEG first, then its renditions); missing files are not an error. */
export async function deleteCarPhoto(storage: PhotoStorage, keyBase: string): Promise<void> {
  for (const key of carPhotoKeys(keyBase)) await storage.delete(key);
}
