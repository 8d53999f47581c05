/**
 * Photos stored before renditions existed get them at start-up, from the
 * stored JPEG; photos that have them are left alone; running again does nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskPhotoStorage } from '../ports/disk-photo-storage.ts';
import { loadInventoryFixture } from '../testing/inventory-fixture.ts';
import { createTestDb } from '../testing/test-app.ts';
import { makeMissingRenditions } from './make-missing-renditions.ts';
import { renditionKeys } from './store-car-photo.ts';

let test: Awaited<ReturnType<typeof createTestDb>>;
let root: string;
beforeAll(async () => {
  test = await createTestDb();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'carsetu-renditions-'));
  await loadInventoryFixture(test.db, diskPhotoStorage(root));
});
afterAll(async () => {
  await test.drop();
  fs.rmSync(root, { recursive: true, force: true });
});

const log = { warn: () => {} };

describe('makeMissingRenditions', () => {
  it('makes the renditions a stored photo lacks, from its JPEG, once', async () => {
    const storage = diskPhotoStorage(root);
    const row = await test.db
      .selectFrom('listings')
      .select('photo')
      .where('photo', 'is not', null)
      .executeTakeFirstOrThrow();
    const base = row.photo!.replace(/\.jpg$/, '');
    const keys = renditionKeys(base);
    for (const key of keys) fs.rmSync(path.join(root, key));

    expect(await makeMissingRenditions({ db: test.db, photoStorage: storage, log })).toBe(1);
    const widths = await Promise.all(
      keys.map(async (key) => (await sharp(path.join(root, key)).metadata()).width),
    );
    const jpegWidth = (await sharp(path.join(root, row.photo!)).metadata()).width!;
    expect(widths).toEqual([400, 600, 800].map((w) => Math.min(w, jpegWidth)));

    expect(await makeMissingRenditions({ db: test.db, photoStorage: storage, log })).toBe(0);
  });
});
