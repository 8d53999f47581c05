/**
 * Import cars (issue 12 item 2) through the real app: a dealer imports their
 * own CSV pair and photos and gets a row-by-row report; a bad row refuses
 * the whole import with its line number and writes nothing (no row, no
 * file); a dealer can never write another dealer's firm or cars; a car they
 * already list is updated; non-dealers, signed-out callers and malformed or
 * oversized bodies are refused without a 5xx.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dealerImportTestApp, SARDAR, SHREE } from '../../testing/dealer-import-test-app.ts';
import { carsCsv, dealer, dealersCsv } from '../../testing/import-csv-rows.ts';
import { storedPhotoFiles } from '../../testing/import-test-setup.ts';
import { jpegBase64, textFile } from '../../testing/test-photos.ts';

const ctx = dealerImportTestApp();
const { t, ownDealer, ownCar, importAs, front, count, snapshot, listingOf } = ctx;

describe('Import cars', () => {
  it('imports two cars with a photo and reports them added, on the dealer', async () => {
    const before = await count('listings');
    const res = await importAs(
      ctx.shree,
      dealersCsv(ownDealer()),
      carsCsv(ownCar('GJ01DI1001'), ownCar('GJ 01 DI 1002', { price: 610000 })),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      Success: true,
      Message: 'Imported 2 cars',
      Data: {
        added: [
          { line: 2, carNumber: 'GJ01DI1001' },
          { line: 3, carNumber: 'GJ01DI1002' },
        ],
        updated: [],
        refused: [],
        refusedTotal: 0,
        refusedRows: 0,
      },
    });
    expect(await count('listings')).toBe(before + 2);
    const own = await t.db
      .selectFrom('dealers')
      .select('id')
      .where('mobile', '=', SHREE)
      .executeTakeFirstOrThrow();
    const first = await listingOf('GJ01DI1001');
    const second = await listingOf('GJ01DI1002');
    expect(first?.dealer_id).toBe(own.id);
    expect(second?.dealer_id).toBe(own.id);
    expect(second?.price).toBe(610000);
    expect(first?.photo).toMatch(new RegExp(`^cars/${first?.rand}/`));
    expect(first?.share_card).toBeTruthy();
  });

  it('refuses the whole import for one bad row, naming its line, and writes nothing', async () => {
    const before = await snapshot();
    const res = await importAs(
      ctx.shree,
      dealersCsv(ownDealer({ firm_name: 'Shree Ganesh Motors Pvt Ltd' })),
      carsCsv(ownCar('GJ01DI2001'), ownCar('GJ01DI2002', { model: 'Swiftt' })),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      Success: false,
      Message: 'Nothing was imported: 1 row refused',
      Data: {
        added: [{ line: 2, carNumber: 'GJ01DI2001' }],
        updated: [],
        refused: [
          {
            file: 'cars.csv',
            line: 3,
            field: 'model',
            reason: '"Swiftt" is not a model of Maruti Suzuki',
            message: 'cars.csv line 3, model: "Swiftt" is not a model of Maruti Suzuki',
          },
        ],
        refusedTotal: 1,
        refusedRows: 1,
      },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses, writing nothing, a photo that was not uploaded or is not a photo', async () => {
    const before = await snapshot();
    const res = await importAs(
      ctx.shree,
      dealersCsv(),
      carsCsv(
        ownCar('GJ01DI3001'),
        ownCar('GJ01DI3002', { photos: 'front.jpg;rear.jpg' }),
        ownCar('GJ01DI3003', { photos: 'notes.jpg' }),
      ),
      [front(), { name: 'notes.jpg', data: textFile().toString('base64') }],
    );
    expect(res.statusCode, res.body).toBe(400);
    const data = res.json().Data;
    expect(data.refused.map((r: { message: string }) => r.message)).toEqual([
      'cars.csv line 3, photos: "rear.jpg": was not among the uploaded photos',
      'cars.csv line 4, photos: "notes.jpg": only .jpg, .png and .jpeg extensions are allowed',
    ]);
    expect(data.added).toEqual([{ line: 2, carNumber: 'GJ01DI3001' }]);
    expect(await snapshot()).toEqual(before);
  });

  it("never writes another dealer's firm or cars", async () => {
    const before = await snapshot();
    const res = await importAs(
      ctx.shree,
      dealersCsv(
        ownDealer(),
        dealer({ firm_name: 'Taken Over Motors', mobile: SARDAR, city: 'Surat' }),
      ),
      carsCsv(ownCar('GJ01DI4001'), ownCar('GJ01DI4002', { dealer_mobile: SARDAR })),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().Message).toBe('Nothing was imported: 2 rows refused');
    expect(res.json().Data.refused.map((r: { message: string }) => r.message)).toEqual([
      "dealers.csv line 3, mobile: 9898012345 is not your registered mobile (you can import only your own firm's details)",
      'cars.csv line 3, dealer_mobile: 9898012345 is not your registered mobile (you can import only your own cars)',
    ]);
    // A car number another dealer lists unsold is refused, not taken over.
    const sardarCar = await t.db
      .selectFrom('listings as l')
      .innerJoin('dealers as d', 'd.id', 'l.dealer_id')
      .select('l.car_number')
      .where('d.mobile', '=', SARDAR)
      .where('l.status', '=', 'UnSold')
      .executeTakeFirstOrThrow();
    const taken = await importAs(ctx.shree, dealersCsv(), carsCsv(ownCar(sardarCar.car_number)));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().Data.refused[0].message).toBe(
      `cars.csv line 2, car_number: ${sardarCar.car_number} is already listed (unsold)`,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('updates a car the dealer already lists: its fields, photos and share card', async () => {
    const old = await listingOf('GJ01DI1001');
    const oldPhotos = await t.db
      .selectFrom('listing_photos')
      .select('photo')
      .where('listing_id', '=', old!.id)
      .execute();
    const res = await importAs(
      ctx.shree,
      dealersCsv(),
      carsCsv(
        ownCar('GJ01DI1001', { price: 499000, km: 47000, photos: 'new-front.jpg' }),
        ownCar('GJ01DI5001'),
      ),
      [front(), { name: 'new-front.jpg', data: await jpegBase64(1000, 700, '#117a65') }],
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Message).toBe('Imported 2 cars');
    expect(res.json().Data).toMatchObject({
      added: [{ line: 3, carNumber: 'GJ01DI5001' }],
      updated: [{ line: 2, carNumber: 'GJ01DI1001' }],
    });
    const now = await listingOf('GJ01DI1001');
    expect(now).toMatchObject({ id: old!.id, rand: old!.rand, price: 499000, km: 47000 });
    expect(now?.photo).not.toBe(old?.photo);
    expect(now?.share_card).not.toBe(old?.share_card);
    const files = storedPhotoFiles(path.join(t.dataDir, 'photos')).map(String);
    for (const p of oldPhotos) expect(files).not.toContain(p.photo);
    expect(files).toContain(String(now?.photo));
  });
});
