/**
 * Renditions for photos stored before they existed
 * (docs/decisions/010-photo-renditions.md): at start-up, every car photo
 * JPEG a listing or listing photo names, that lacks one of its WebP
 * renditions, gets them all made from the stored JPEG, one at a time
 * through the photo queue. A photo that cannot be read is logged and
 * skipped; nothing here fails start-up.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { PhotoStorage } from '../ports/photo-storage.ts';
import { runPhotoJob } from './photo-queue.ts';
import { photoRenditions } from './process-car-photo.ts';
import { renditionKeys } from './store-car-photo.ts';

/** Key bases ("cars/{listing}/{photo}") of every photo a row names. */
async function namedPhotoBases(db: Db): Promise<Set<string>> {
  const bases = new Set<string>();
  const add = (key: string | null) => {
    if (key && /^cars\/.+\.jpg$/.test(key)) bases.add(key.slice(0, -'.jpg'.length));
  };
  for (const row of await db.selectFrom('listing_photos').select('photo').execute()) add(row.photo);
  for (const row of await db.selectFrom('listings').select('photo').execute()) add(row.photo);
  return bases;
}

/** Makes the missing renditions described above; answers how many photos got them. */
export async function makeMissingRenditions(deps: {
  db: Db;
  photoStorage: PhotoStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<number> {
  const { db, photoStorage, log } = deps;
  const stored = new Set<string>();
  for await (const file of photoStorage.list('cars/')) stored.add(file.key);
  let made = 0;
  for (const base of await namedPhotoBases(db)) {
    const keys = renditionKeys(base);
    if (keys.every((k) => stored.has(k)) || !stored.has(`${base}.jpg`)) continue;
    try {
      await runPhotoJob(async () => {
        const jpeg = await photoStorage.get(`${base}.jpg`);
        if (!jpeg) return;
        const webp = await photoRenditions(Buffer.from(jpeg));
        await Promise.all(keys.map((key, i) => photoStorage.put(key, webp[i])));
      });
      made++;
    } catch (err) {
      log.warn({ err, photo: base }, 'could not make the renditions of a stored photo');
    }
  }
  return made;
}
