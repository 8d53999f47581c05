/**
 * Every stored-photo key the database names, for the start-up housekeeping
 * (sweep-orphan-photos.ts, make-missing-renditions.ts): each listing photo's
 * file, each listing's main photo and, with `shareCards`, each listing's
 * share card. Older rows may hold a key base without ".jpg". Read in id
 * batches (db/in-id-batches.ts), so a large inventory does not hold the
 * requests that arrive meanwhile.
 */
import type { Db } from '../db/database.ts';
import { inIdBatches } from '../db/in-id-batches.ts';

export async function* namedPhotoKeys(
  db: Db,
  options: { shareCards: boolean },
): AsyncGenerator<string> {
  const photos = inIdBatches((afterId, limit) =>
    db
      .selectFrom('listing_photos')
      .select(['id', 'photo'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute(),
  );
  for await (const row of photos) yield row.photo;
  const listings = inIdBatches((afterId, limit) =>
    db
      .selectFrom('listings')
      .select(['id', 'photo', 'share_card'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute(),
  );
  for await (const row of listings) {
    if (row.photo) yield row.photo;
    if (options.shareCards && row.share_card) yield row.share_card;
  }
}
