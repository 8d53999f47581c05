/**
 * Renditions for photos stored before they existed
 * (docs/decisions/010-photo-renditions.md): a deployment upgraded in place,
 * or a developer's ./data, holds car photos with only their JPEG (and the
 * old 400 px `-sm.webp`). At start-up, every car photo JPEG a listing or a
 * listing photo names that lacks one of its WebP renditions gets them all
 * made from the stored JPEG, one photo at a time through the photo queue
 * (uploads keep their turn). A photo that cannot be read is logged and
 * skipped; nothing here fails start-up, and a second run finds nothing to do.
 */
import type { Db } from '../db/database.ts';
import type { PhotoStorage } from '../ports/photo-storage.ts';
import type { WarnLog } from './listing-share-card.ts';
import { namedPhotoKeys } from './named-photo-keys.ts';
import { runPhotoJob } from './photo-queue.ts';
import { photoRenditions } from './process-car-photo.ts';
import { photoKey, renditionKeys, writeRenditions } from './store-car-photo.ts';

/**
 * Key bases ("cars/{listing}/{photo}") of every car photo a listing or
 * listing photo names (by its JPEG's key or, in older rows, its key base).
 */
async function namedPhotoBases(db: Db): Promise<Set<string>> {
  const bases = new Set<string>();
  for await (const key of namedPhotoKeys(db, { shareCards: false })) {
    const base = /^(cars\/[^.]+)(\.jpg)?$/.exec(key)?.[1];
    if (base) bases.add(base);
  }
  return bases;
}

/**
 * Makes the missing renditions described above; answers how many photos
 * got them. A JPEG that is gone (deleted meanwhile) is skipped; renditions
 * written just as their photo is deleted are orphans the next start-up's
 * sweep removes.
 */
export async function makeMissingRenditions(deps: {
  db: Db;
  photoStorage: PhotoStorage;
  log: WarnLog;
}): Promise<number> {
  const { db, photoStorage, log } = deps;
  const stored = new Set<string>();
  for await (const file of photoStorage.list('cars/')) stored.add(file.key);
  if (stored.size === 0) return 0;
  let made = 0;
  for (const base of await namedPhotoBases(db)) {
    if (!stored.has(photoKey(base))) continue;
    if (renditionKeys(base).every((key) => stored.has(key))) continue;
    try {
      const wrote = await runPhotoJob(async () => {
        const jpeg = await photoStorage.get(photoKey(base));
        if (!jpeg) return false;
        await writeRenditions(photoStorage, base, await photoRenditions(jpeg));
        return true;
      });
      if (wrote) made += 1;
    } catch (err) {
      log.warn({ err, photo: photoKey(base) }, 'could not make the renditions of a stored photo');
    }
  }
  return made;
}
