/**
 * The app the Import cars tests share within one test file (not a test file
 * itself): the real app with the inventory fixture, two fixture dealers
 * signed in, a photo, and the calls and checks those tests make.
 * `dealerImportTestApp()` registers its beforeAll / afterAll in the calling
 * file; `t` and the calls may be taken at once, `shree` and `sardar` are set
 * once beforeAll has run (read them as `ctx.shree`).
 */
import path from 'node:path';
import { beforeAll } from 'vitest';
import { createAppWithInventory } from './api-test-helpers.ts';
import { bearer, signIn } from './auth-test-helpers.ts';
import { fileTestApp } from './file-test-app.ts';
import { car, dealer, type Row } from './import-csv-rows.ts';
import { storedPhotoFiles } from './import-test-setup.ts';
import { jpegBase64 } from './test-photos.ts';

export const BASE = '/api/DealerImport';
/** The fixture's dealers (src/server/testing/inventory-fixture.ts). */
export const SHREE = '9876543210';
export const SARDAR = '9898012345';
export const PUNE = '9822012345';

/**
 * Registers the Import cars tests' app in the calling file (the inventory
 * fixture's app, Shree's and Sardar's tokens, a photo) and answers it with
 * the calls and checks those tests make.
 */
export function dealerImportTestApp() {
  let photo = '';
  const ctx = {
    t: fileTestApp(createAppWithInventory),
    /** Tokens of Shree Ganesh Motors and Sardar Car Bazaar. */
    shree: '',
    sardar: '',
    /** Shree Ganesh Motors' own dealers.csv row, as the fixture has it. */
    ownDealer: (over: Row = {}) =>
      dealer({
        firm_name: 'Shree Ganesh Motors',
        mobile: SHREE,
        address: '12, Main Road, Ahmedabad',
        state: 'Gujarat',
        city: 'Ahmedabad',
        ...over,
      }),
    /** A car of Shree's with one photo, front.jpg. */
    ownCar: (carNumber: string, over: Row = {}) =>
      car({ dealer_mobile: SHREE, car_number: carNumber, photos: 'front.jpg', ...over }),
    post: (token: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
      ctx.t.app.inject({
        method: 'POST',
        url: `${BASE}/Import`,
        headers: {
          ...(token ? bearer(token) : {}),
          'content-type': 'application/json',
          ...headers,
        },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      }),
    importAs: (token: string, dealers: string, cars: string, photos = [ctx.front()]) =>
      ctx.post(token, { dealersCsv: dealers, carsCsv: cars, photos }),
    front: () => ({ name: 'front.jpg', data: photo }),
    count: async (table: 'dealers' | 'listings' | 'listing_photos') =>
      Number(
        (
          await ctx.t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    /** Every row an import may write, and the stored photo files: compare before and after a refusal. */
    snapshot: async () => ({
      dealers: await ctx.t.db.selectFrom('dealers').selectAll().orderBy('id').execute(),
      listings: await ctx.t.db.selectFrom('listings').selectAll().orderBy('id').execute(),
      photos: await ctx.count('listing_photos'),
      files: storedPhotoFiles(path.join(ctx.t.dataDir, 'photos')).sort(),
    }),
    listingOf: (carNumber: string) =>
      ctx.t.db
        .selectFrom('listings')
        .selectAll()
        .where('car_number', '=', carNumber)
        .executeTakeFirst(),
  };
  beforeAll(async () => {
    [ctx.shree, ctx.sardar] = [await signIn(ctx.t, SHREE), await signIn(ctx.t, SARDAR)];
    photo = await jpegBase64();
  });
  return ctx;
}
