/**
 * No orphan files (issue 8; docs/decisions/008-abuse-budgets.md): photo
 * files are written before their rows commit and removed again when the
 * write fails, but a crash between the two leaves files no row names. This
 * sweep, run at start-up, deletes every car photo file (JPEG and WebP renditions)
 * and share card that no listing or listing photo names (a listing names its
 * main photo and its share card) and that is older than `olderThan`,
 * so a file another server is about to commit is left alone.
 */
import { PHOTO_RENDITIONS } from '#shared/photo-renditions.ts';
import type { Db } from '../db/database.ts';
import type { PhotoStorage } from '../ports/photo-storage.ts';
import { namedPhotoKeys } from './named-photo-keys.ts';

/** A car photo file's key: its key base, then ".jpg" or a rendition's suffix ("-sm.webp" ...). */
const CAR_PHOTO_FILE = new RegExp(
  `^(cars/.+?)(\\.jpg|${PHOTO_RENDITIONS.map((r) => r.suffix.replace('.', '\\.')).join('|')})$`,
);

/** The key base ("cars/{listingRand}/{photoRand}") of a car photo file's key, or undefined for other files. */
function keyBaseOf(key: string): string | undefined {
  return CAR_PHOTO_FILE.exec(key)?.[1];
}

/** Key bases every listing (main photo, share card) and listing photo row names. */
async function namedKeyBases(db: Db): Promise<Set<string>> {
  const named = new Set<string>();
  for await (const key of namedPhotoKeys(db, { shareCards: true })) {
    const base = keyBaseOf(key);
    if (base) named.add(base);
  }
  return named;
}

/**
 * Deletes the orphan car photo files described above; answers how many
 * files went. Files outside "cars/" (banners) are not touched.
 */
export async function sweepOrphanPhotos(
  db: Db,
  storage: PhotoStorage,
  olderThan: Date,
): Promise<number> {
  // The rows are read once the first file that could be an orphan turns up: not at all when none does.
  let named: Set<string> | undefined;
  let removed = 0;
  for await (const file of storage.list('cars/')) {
    const base = keyBaseOf(file.key);
    if (!base || file.modifiedAt >= olderThan) continue;
    named ??= await namedKeyBases(db);
    if (named.has(base)) continue;
    await storage.delete(file.key);
    removed += 1;
  }
  return removed;
}
