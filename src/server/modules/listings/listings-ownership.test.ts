/**
 * Users see and manage only their own listings
 * (docs/product.md#roles-and-permissions): every seller call with another
 * user's Rand, car number, car id or photo Rand answers 404 and changes no row
 * and no file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/auth-test-helpers.ts';
import {
  getAs,
  IMAGES,
  jpegBase64,
  newMobile,
  newSeller,
  pickChoice,
  placeOf,
  postAs,
  SELL,
  type Seller,
  sellBody,
  sellerSnapshot,
} from '../../testing/listing-test-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Seller;
let intruder: Seller;
let car: { Rand: string; carid: number; carnumber: string };
let photoRand: string;
let photo: string;
let body: Record<string, string | number | undefined>;
beforeAll(async () => {
  t = await createTestApp();
  const choice = await pickChoice(t.db);
  const place = await placeOf(t.db, 'Gujarat', 'Vadodara');
  photo = await jpegBase64();
  owner = await newSeller(t, place, 'Owner One');
  intruder = await newSeller(t, place, 'Someone Else');
  body = sellBody(choice, photo, { carnumber: 'GJ06OW1234' });
  const added = await postAs(t.app, owner.token, `${SELL}/addcar`, body);
  car = added.json().Data;
  const uploaded = await postAs(t.app, owner.token, `${IMAGES}/addcarimages`, {
    carid: car.carid,
    carnumber: car.carnumber,
    imageslist: JSON.stringify([{ url: `data:image/jpeg;base64,${photo}`, name: 'side.jpg' }]),
  });
  photoRand = uploaded.json().Data[0].images[1].Rand;
});
afterAll(async () => {
  await t.close();
});

describe("another user's listing", () => {
  it('is not in their list', async () => {
    const res = await getAs(t.app, intruder.token, `${SELL}/All`);
    expect(res.json().Data).toEqual([]);
  });

  it.each([
    ['Editcar (GET)', () => getAs(t.app, intruder.token, `${SELL}/Editcar?Rand=${car.Rand}`)],
    [
      'Editcar (POST)',
      () =>
        postAs(t.app, intruder.token, `${SELL}/Editcar`, {
          ...body,
          Rand: car.Rand,
          nSaleprice: 1,
          carphoto: photo,
        }),
    ],
    ['Delete', () => getAs(t.app, intruder.token, `${SELL}/Delete?Rand=${car.Rand}`)],
    [
      'changesoldunsoldstatus',
      () =>
        postAs(
          t.app,
          intruder.token,
          `${SELL}/changesoldunsoldstatus?carno=${car.carnumber}&carstatus=UnSold`,
          {},
        ),
    ],
    [
      'Sellcarimages',
      () => getAs(t.app, intruder.token, `${IMAGES}/Sellcarimages?carno=${car.carnumber}`),
    ],
    [
      'addcarimages',
      () =>
        postAs(t.app, intruder.token, `${IMAGES}/addcarimages`, {
          carid: car.carid,
          carnumber: car.carnumber,
          imageslist: JSON.stringify([{ url: photo, name: 'x.jpg' }]),
        }),
    ],
    [
      'addcarimages without carnumber',
      () =>
        postAs(t.app, intruder.token, `${IMAGES}/addcarimages`, {
          carid: car.carid,
          imageslist: JSON.stringify([{ url: photo, name: 'x.jpg' }]),
        }),
    ],
    ['photo Delete', () => getAs(t.app, intruder.token, `${IMAGES}/Delete?Rand=${photoRand}`)],
    [
      'photo Delete of the main photo',
      async () => {
        const main = await t.db
          .selectFrom('listing_photos')
          .select('rand')
          .where('listing_id', '=', car.carid)
          .orderBy('sort_order')
          .executeTakeFirstOrThrow();
        return getAs(t.app, intruder.token, `${IMAGES}/Delete?Rand=${main.rand}`);
      },
    ],
  ])('%s answers 404 and changes nothing', async (_name, call) => {
    const before = await sellerSnapshot(t);
    const res = await call();
    expect(res.statusCode).toBe(404);
    expect(res.json().Success).toBe(false);
    expect(await sellerSnapshot(t)).toEqual(before);
  });

  it('a user without a profile gets 404 too (ownership before the profile check)', async () => {
    const token = await signIn(t, newMobile());
    const before = await sellerSnapshot(t);
    const res = await postAs(t.app, token, `${SELL}/Editcar`, { ...body, Rand: car.Rand });
    expect(res.statusCode).toBe(404);
    expect(await sellerSnapshot(t)).toEqual(before);
  });

  it('the owner still can (the fixture is sound)', async () => {
    expect((await getAs(t.app, owner.token, `${SELL}/Editcar?Rand=${car.Rand}`)).statusCode).toBe(
      200,
    );
    expect(
      (await getAs(t.app, owner.token, `${IMAGES}/Sellcarimages?carno=${car.carnumber}`))
        .statusCode,
    ).toBe(200);
  });
});
