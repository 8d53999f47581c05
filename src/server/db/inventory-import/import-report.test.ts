/**
 * The importer's row-by-row outcome and its web scope (issue 12 item 2;
 * docs/decisions/024-dealer-import.md): added and updated rows by line;
 * on a refusal the problems and the rows that would have been written, with
 * nothing written; a dealer's own unsold car updated (photos replaced, old
 * files deleted); the cap on rows; swapped files named as such.
 */
import { describe, expect, it } from 'vitest';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { car, carsCsv, dealer, dealersCsv } from '../../testing/import-csv-rows.ts';
import { countRows, importTestEach, storedPhotoFiles } from '../../testing/import-test-setup.ts';
import {
  type ImportOptions,
  importInventory,
  importInventoryWithReport,
} from './import-inventory.ts';

const fresh = importTestEach();

const run = (options: Omit<ImportOptions, 'photoDir'>, into: PhotoStorage = fresh.storage) =>
  importInventoryWithReport(fresh.db, into, { photoDir: fresh.photoDir, ...options });
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
    expect(await countRows(fresh.db, 'listings')).toBe(0);
    expect(await countRows(fresh.db, 'dealers')).toBe(0);
    expect(storedPhotoFiles(fresh.storageRoot)).toEqual([]);
  });

  it("with updateOwn, rewrites the dealer's own unsold car and replaces its photos", async () => {
    await importInventory(fresh.db, fresh.storage, {
      dealersCsv: dealersCsv(dealer()),
      carsCsv: carsCsv(car()),
      photoDir: fresh.photoDir,
    });
    const before = await fresh.db.selectFrom('listings').selectAll().executeTakeFirstOrThrow();
    const filesBefore = storedPhotoFiles(fresh.storageRoot);
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
    const after = await fresh.db.selectFrom('listings').selectAll().executeTakeFirstOrThrow();
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
    expect(await countRows(fresh.db, 'listing_photos')).toBe(1);
    const files = storedPhotoFiles(fresh.storageRoot).map(String);
    for (const old of filesBefore) expect(files).not.toContain(String(old));
    expect(files).toContain(String(after.photo));
  });

  it("without updateOwn (the CLI), or for another dealer's car, refuses an unsold number", async () => {
    await importInventory(fresh.db, fresh.storage, {
      dealersCsv: dealersCsv(dealer(), dealer({ mobile: '9898012345' })),
      carsCsv: carsCsv(car(), car({ car_number: 'GJ05XY1111', dealer_mobile: '9898012345' })),
      photoDir: fresh.photoDir,
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
    await importInventory(fresh.db, fresh.storage, {
      dealersCsv: dealersCsv(dealer()),
      carsCsv: carsCsv(car()),
      photoDir: fresh.photoDir,
    });
    const filesBefore = storedPhotoFiles(fresh.storageRoot).length;
    // The dealer marks the car sold while the import stores its photos.
    const selling: PhotoStorage = {
      ...fresh.storage,
      async put(key, bytes) {
        await fresh.db.updateTable('listings').set({ status: 'Sold' }).execute();
        await fresh.storage.put(key, bytes);
      },
    };
    const outcome = await run(
      { dealersCsv: dealersCsv(), carsCsv: carsCsv(car({ price: 1 })), scope: WEB },
      selling,
    );
    expect(outcome.ok ? [] : outcome.error.messages).toEqual([
      'cars.csv line 2, car_number: GJ01AB1234 was sold or removed while importing; please import again',
    ]);
    expect(storedPhotoFiles(fresh.storageRoot)).toHaveLength(filesBefore);
    expect(await countRows(fresh.db, 'listing_photos')).toBe(2);
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
