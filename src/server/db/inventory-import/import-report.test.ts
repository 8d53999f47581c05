/**
 * The importer's row-by-row outcome and its web scope (issue 12 item 2;
 * docs/decisions/024-dealer-import.md): added and updated rows by line;
 * on a refusal the problems and the rows that would have been written, with
 * nothing written; a dealer's own unsold car updated (photos replaced, old
 * files deleted); the cap on rows; swapped files named as such.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import {
  car,
  carsCsv,
  countRows,
  dealer,
  dealersCsv,
  setUpImportTest,
  storedPhotoFiles,
} from '../../testing/import-test-helpers.ts';
import type { Db } from '../database.ts';
import {
  type ImportOptions,
  importInventory,
  importInventoryWithReport,
} from './import-inventory.ts';

let db: Db;
let drop: () => Promise<void>;
let photoDir: string;
let storageRoot: string;
let storage: PhotoStorage;

beforeEach(async () => {
  ({ db, drop, photoDir, storageRoot, storage } = await setUpImportTest());
});

afterEach(async () => {
  await drop();
});

const run = (options: Omit<ImportOptions, 'photoDir'>, into: PhotoStorage = storage) =>
  importInventoryWithReport(db, into, { photoDir, ...options });
const WEB = { dealerMobile: '9876543210', updateOwn: true, maxCars: 2 };

describe('importInventoryWithReport', () => {
  it('reports each cars.csv row added, by line and stored number', async () => {
    const outcome = await run({
      dealersCsv: dealersCsv(dealer()),
      carsCsv: carsCsv(car(), car({ car_number: 'gj 27 c 9876', photos: 'side.png' })),
    });
    expect(outcome).toMatchObject({
      ok: true,
      added: [
        { line: 2, carNumber: 'GJ01AB1234' },
        { line: 3, carNumber: 'GJ27C9876' },
      ],
      updated: [],
      counts: { dealers: 1, listings: 2, photos: 3 },
    });
  });

  it('on a refusal lists the problems and the rows that would have been written, writing nothing', async () => {
    const outcome = await run({
      dealersCsv: dealersCsv(dealer()),
      carsCsv: carsCsv(
        car(),
        car({ car_number: 'GJ01AB1235', km: 'many' }),
        car({ car_number: 'GJ01AB1236' }),
      ),
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.added.map((c) => c.line)).toEqual([2, 4]);
    expect(outcome.error.problems).toEqual([
      {
        file: 'cars.csv',
        line: 3,
        field: 'km',
        text: '"many" is not a whole number of at most 6 digits',
        message: 'cars.csv line 3, km: "many" is not a whole number of at most 6 digits',
      },
    ]);
    expect(outcome.error.rows).toBe(1);
    expect(await countRows(db, 'listings')).toBe(0);
    expect(await countRows(db, 'dealers')).toBe(0);
    expect(storedPhotoFiles(storageRoot)).toEqual([]);
  });

  it("with updateOwn, rewrites the dealer's own unsold car and replaces its photos", async () => {
    await importInventory(db, storage, {
      dealersCsv: dealersCsv(dealer()),
      carsCsv: carsCsv(car()),
      photoDir,
    });
    const before = await db.selectFrom('listings').selectAll().executeTakeFirstOrThrow();
    const filesBefore = storedPhotoFiles(storageRoot);
    // 2 photos (a JPEG and 3 WebPs each) and a share card.
    expect(filesBefore).toHaveLength(9);

    const outcome = await run({
      dealersCsv: dealersCsv(),
      carsCsv: carsCsv(car({ price: 499000, photos: 'side.png', status: 'Sold' })),
      scope: WEB,
    });
    expect(outcome).toMatchObject({
      ok: true,
      added: [],
      updated: [{ line: 2, carNumber: 'GJ01AB1234' }],
    });
    const after = await db.selectFrom('listings').selectAll().executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      id: before.id,
      rand: before.rand,
      shuffle: before.shuffle,
      created_at: before.created_at,
      price: 499000,
      status: 'Sold',
    });
    expect(after.photo).not.toBe(before.photo);
    expect(after.photo?.startsWith(`cars/${before.rand}/`)).toBe(true);
    expect(await countRows(db, 'listing_photos')).toBe(1);
    const files = storedPhotoFiles(storageRoot).map(String);
    for (const old of filesBefore) expect(files).not.toContain(String(old));
    expect(files).toContain(String(after.photo));
  });

  it("without updateOwn (the CLI), or for another dealer's car, refuses an unsold number", async () => {
    await importInventory(db, storage, {
      dealersCsv: dealersCsv(dealer(), dealer({ mobile: '9898012345' })),
      carsCsv: carsCsv(car(), car({ car_number: 'GJ05XY1111', dealer_mobile: '9898012345' })),
      photoDir,
    });
    const outcome = await run({
      dealersCsv: dealersCsv(),
      carsCsv: carsCsv(car({ car_number: 'GJ05XY1111' })),
      scope: WEB,
    });
    expect(outcome.ok ? [] : outcome.error.messages).toEqual([
      'cars.csv line 2, car_number: GJ05XY1111 is already listed (unsold)',
    ]);
  });

  it('refuses an update whose car was sold meanwhile, leaving its rows and files', async () => {
    await importInventory(db, storage, {
      dealersCsv: dealersCsv(dealer()),
      carsCsv: carsCsv(car()),
      photoDir,
    });
    const filesBefore = storedPhotoFiles(storageRoot).length;
    // The dealer marks the car sold while the import stores its photos.
    const selling: PhotoStorage = {
      ...storage,
      async put(key, bytes) {
        await db.updateTable('listings').set({ status: 'Sold' }).execute();
        await storage.put(key, bytes);
      },
    };
    const outcome = await run(
      { dealersCsv: dealersCsv(), carsCsv: carsCsv(car({ price: 1 })), scope: WEB },
      selling,
    );
    expect(outcome.ok ? [] : outcome.error.messages).toEqual([
      'cars.csv line 2, car_number: GJ01AB1234 was sold or removed while importing; please import again',
    ]);
    expect(storedPhotoFiles(storageRoot)).toHaveLength(filesBefore);
    expect(await countRows(db, 'listing_photos')).toBe(2);
  });

  it('refuses the rows after maxCars, naming the first of them', async () => {
    const outcome = await run({
      dealersCsv: dealersCsv(dealer()),
      carsCsv: carsCsv(
        car(),
        car({ car_number: 'GJ01AB1235' }),
        car({ car_number: 'GJ01AB1236' }),
        car({ car_number: 'GJ01AB1237' }),
      ),
      scope: WEB,
    });
    expect(outcome.ok ? [] : outcome.error.messages).toEqual([
      'cars.csv line 4: more than 2 cars: import at most 2 at a time (split the file)',
    ]);
  });

  it('names swapped files in one message each', async () => {
    const outcome = await run({ dealersCsv: carsCsv(car()), carsCsv: dealersCsv(dealer()) });
    expect(outcome.ok ? [] : outcome.error.messages).toEqual([
      'dealers.csv line 1: the header row has none of the columns of dealers.csv (firm_name,mobile,mobile2,address,state,city,gps_link); is this the right file?',
      expect.stringMatching(
        /^cars\.csv line 1: the header row has none of the columns of cars\.csv \(dealer_mobile,/,
      ),
    ]);
  });
});
