/**
 * Per-account budgets (docs/decisions/008-abuse-budgets.md): new listings a
 * day (ACCOUNT_LISTINGS_PER_DAY) and photos uploaded an hour
 * (ACCOUNT_PHOTOS_PER_HOUR). Over budget answers 429 in the API's JSON shape
 * with Retry-After, and stores nothing: no row, no file, no usage.
 */
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { sellerTestApp } from '../../testing/listing-test-app.ts';
import { sellBody } from '../../testing/sell-body.ts';
import { getAs, IMAGES, postAs, SELL } from '../../testing/seller-requests.ts';
import { sellerSnapshot } from '../../testing/seller-snapshot.ts';
import { newSeller, type Seller } from '../../testing/test-sellers.ts';

const ctx = sellerTestApp({
  env: { ACCOUNT_LISTINGS_PER_DAY: '2', ACCOUNT_PHOTOS_PER_HOUR: '4' },
  inventory: false,
});
const { t, nextNumber } = ctx;

const addCar = (seller: Seller) => ctx.addCar(seller, { carnumber: nextNumber() });

const addPhotos = (seller: Seller, carid: number, count: number) =>
  postAs(t.app, seller.token, `${IMAGES}/addcarimages`, {
    carid,
    imageslist: JSON.stringify(
      Array.from({ length: count }, (_, i) => ({ url: ctx.photo, name: `p${i}.jpg` })),
    ),
    imagetype: 'Interior',
  });

function expectRefused(res: Awaited<ReturnType<typeof addCar>>, message: string) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ Success: false, Message: message, Data: null });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('new listings per account per day', () => {
  it('refuses the third car of the day and stores nothing; deleting a car does not free a slot', async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const first = await addCar(seller);
    expect(first.statusCode).toBe(200);
    expect((await addCar(seller)).statusCode).toBe(200);

    const before = await sellerSnapshot(t);
    const third = await addCar(seller);
    expectRefused(third, MSG.listingsPerDay);
    expect(await sellerSnapshot(t)).toEqual(before);

    const { Rand } = first.json().Data;
    expect((await getAs(t.app, seller.token, `${SELL}/Delete?Rand=${Rand}`)).statusCode).toBe(200);
    expectRefused(await addCar(seller), MSG.listingsPerDay);

    // Another account has its own budget.
    expect((await addCar(await newSeller(t, ctx.ahmedabad))).statusCode).toBe(200);
  });
});

describe('photo uploads per account per hour', () => {
  it('counts the main photo and Add Photos batches; a batch over the budget stores nothing', async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const car = await addCar(seller); // 1 photo
    expect(car.statusCode).toBe(200);
    const { carid } = car.json().Data;
    expect((await addPhotos(seller, carid, 2)).statusCode).toBe(200); // 3 photos

    const before = await sellerSnapshot(t);
    expectRefused(await addPhotos(seller, carid, 2), MSG.photosPerHour); // would be 5 > 4
    expect(await sellerSnapshot(t)).toEqual(before);

    expect((await addPhotos(seller, carid, 1)).statusCode).toBe(200); // 4: the budget
    const full = await sellerSnapshot(t);
    // A new main photo on edit counts too.
    const edit = await postAs(t.app, seller.token, `${SELL}/Editcar`, {
      ...sellBody(ctx.choice, ctx.photo),
      Rand: car.json().Data.Rand,
    });
    expectRefused(edit, MSG.photosPerHour);
    expect(await sellerSnapshot(t)).toEqual(full);
  });

  it('records usage only for what was stored', async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const refused = await postAs(
      t.app,
      seller.token,
      `${SELL}/addcar`,
      sellBody(ctx.choice, Buffer.from('not a photo').toString('base64'), {
        carnumber: 'GJ05BG9999',
      }),
    );
    expect(refused.statusCode).toBe(400);
    const usage = await t.db
      .selectFrom('account_usage')
      .selectAll()
      .where('user_id', '=', seller.userId)
      .execute();
    expect(usage).toEqual([]);
  });
});
