/**
 * No orphan files (issue 8): the start-up sweep deletes car photo files no
 * row names once they are older than the grace time, and leaves named
 * files (share cards included, issue 9), young files and banners alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskPhotoStorage } from '../ports/disk-photo-storage.ts';
import { loadInventoryFixture } from '../testing/inventory-fixture.ts';
import { createTestDb } from '../testing/test-app.ts';
import { sweepOrphanPhotos } from './sweep-orphan-photos.ts';

let test: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  test = await createTestDb();
});
afterAll(async () => {
  await test.drop();
});

const files = (root: string) =>
  (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .map((f) => f.split(path.sep).join('/'))
    .sort();

describe('sweepOrphanPhotos', () => {
  it('removes old files no row names and nothing else', async () => {
    const root = path.join(test.dataDir, 'photos');
    const storage = diskPhotoStorage(root);
    await loadInventoryFixture(test.db, storage);
    const named = files(root);
    expect(named.length).toBeGreaterThan(0);
    // Each photo's renditions are named through its JPEG's row.
    for (const suffix of ['-sm.webp', '-md.webp', '-lg.webp']) {
      expect(
        named.some((f) => f.endsWith(suffix)),
        suffix,
      ).toBe(true);
    }
    // Every imported listing names its share card.
    const cards = await test.db.selectFrom('listings').select('share_card').execute();
    expect(cards.length).toBeGreaterThan(0);
    for (const { share_card } of cards) {
      expect(share_card).toMatch(/^cars\/[\w-]{10}\/card-[\w-]{10}\.jpg$/);
      expect(named).toContain(share_card);
    }

    const hourAgo = new Date(Date.now() - 3_600_000);
    const orphans = [
      'cars/Gone000001/Ph0000001.jpg',
      'cars/Gone000001/Ph0000001-sm.webp',
      'cars/Gone000001/Ph0000001-md.webp',
      'cars/Gone000001/Ph0000001-lg.webp',
      // Renditions whose JPEG went first (a crash while deleting a photo).
      'cars/Gone000001/Ph0000003-lg.webp',
      // A card no listing names any more (a crash after writing it).
      `${cards[0].share_card!.replace(/card-[\w-]+\.jpg$/, '')}card-Orphan0001.jpg`,
    ];
    for (const key of [...orphans, 'cars/Young00001/Ph0000002.jpg', 'banners/sale.jpg']) {
      await storage.put(key, Buffer.from('x'));
    }
    for (const key of [...orphans, 'banners/sale.jpg', ...named]) {
      fs.utimesSync(path.join(root, key), hourAgo, hourAgo);
    }

    const removed = await sweepOrphanPhotos(test.db, storage, new Date(Date.now() - 600_000));
    expect(removed).toBe(orphans.length);
    expect(files(root)).toEqual(
      [...named, 'cars/Young00001/Ph0000002.jpg', 'banners/sale.jpg'].sort(),
    );
    expect(await sweepOrphanPhotos(test.db, storage, new Date())).toBe(1); // the young one, later
  });
});
