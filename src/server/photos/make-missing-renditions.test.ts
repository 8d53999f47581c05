/**
 * Photos stored before renditions existed get them at start-up, from the
 * stored JPEG and through the photo queue; photos that have them are left
 * alone; an unreadable or missing JPEG is skipped; running again does nothing.
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
import { photoQueueLoad } from './photo-queue.ts';
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

function recordingLog() {
  const warnings: { details: object; message: string }[] = [];
  return {
    warnings,
    warn: (details: object, message: string) => warnings.push({ details, message }),
  };
}

const widthOf = async (key: string) => (await sharp(path.join(root, key)).metadata()).width;
const modified = (key: string) => fs.statSync(path.join(root, key)).mtimeMs;

/** Every photo key a listing_photos row names, main photos first (they are rows too). */
async function photoKeys(): Promise<{ main: string[]; extra: string[] }> {
  const mains = await test.db
    .selectFrom('listings')
    .select('photo')
    .where('photo', 'is not', null)
    .orderBy('id')
    .execute();
  const main = mains.map((r) => r.photo!);
  const rows = await test.db.selectFrom('listing_photos').select('photo').orderBy('id').execute();
  return { main, extra: rows.map((r) => r.photo).filter((p) => !main.includes(p)) };
}

describe('makeMissingRenditions', () => {
  it('makes the renditions stored photos lack, from their JPEG, once', async () => {
    const storage = diskPhotoStorage(root);
    const { main, extra } = await photoKeys();
    expect(extra.length).toBeGreaterThan(0);
    const base = (key: string) => key.replace(/\.jpg$/, '');
    // A main photo stored before renditions existed: only the old 400 px -sm.webp.
    const [oldMain, partMain, keptMain] = main;
    for (const key of renditionKeys(base(oldMain)).slice(1)) fs.rmSync(path.join(root, key));
    // An extra (700 px) photo with no WebP at all, and a main photo missing one rendition.
    for (const key of renditionKeys(base(extra[0]))) fs.rmSync(path.join(root, key));
    fs.rmSync(path.join(root, renditionKeys(base(partMain))[1]));
    const keptTimes = renditionKeys(base(keptMain)).map(modified);

    const log = recordingLog();
    const started = photoQueueLoad().started;
    expect(await makeMissingRenditions({ db: test.db, photoStorage: storage, log })).toBe(3);
    expect(photoQueueLoad().started - started).toBe(3); // one queued job per photo
    expect(log.warnings).toEqual([]);

    for (const key of [oldMain, partMain]) {
      const widths = await Promise.all(renditionKeys(base(key)).map(widthOf));
      expect(widths, key).toEqual([400, 600, 800]);
    }
    expect(await widthOf(extra[0])).toBe(700);
    expect(await Promise.all(renditionKeys(base(extra[0])).map(widthOf))).toEqual([400, 600, 700]);
    // Photos that had every rendition are not rewritten.
    expect(renditionKeys(base(keptMain)).map(modified)).toEqual(keptTimes);

    expect(await makeMissingRenditions({ db: test.db, photoStorage: storage, log })).toBe(0);
  });

  it('logs and skips a photo it cannot read, skips a JPEG that is gone, and goes on', async () => {
    const storage = diskPhotoStorage(root);
    const { main } = await photoKeys();
    const base = (key: string) => key.replace(/\.jpg$/, '');
    const [broken, gone, fine] = main.slice(3);
    fs.writeFileSync(path.join(root, broken), 'not a jpeg');
    fs.rmSync(path.join(root, gone));
    for (const key of [broken, gone, fine]) {
      for (const r of renditionKeys(base(key))) fs.rmSync(path.join(root, r));
    }

    const log = recordingLog();
    expect(await makeMissingRenditions({ db: test.db, photoStorage: storage, log })).toBe(1);
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0].details).toMatchObject({ photo: broken });
    expect(await Promise.all(renditionKeys(base(fine)).map(widthOf))).toEqual([400, 600, 800]);
    for (const key of [...renditionKeys(base(broken)), ...renditionKeys(base(gone))]) {
      expect(fs.existsSync(path.join(root, key)), key).toBe(false);
    }
  });
});
