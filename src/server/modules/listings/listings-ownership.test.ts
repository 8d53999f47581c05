/**
 * Users see and manage only their own listings
 * (docs/product.md#roles-and-permissions): every seller call with another
 * user's Rand, car number, car id or photo Rand answers 404 and changes no row
 * and no file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/auth-test-helpers.ts';
import type { ListedCar } from '../../testing/listing-requests.ts';
import { sellerTestApp } from '../../testing/listing-test-app.ts';
import { sellBody } from '../../testing/sell-body.ts';
import { getAs, IMAGES, postAs, SELL } from '../../testing/seller-requests.ts';
import { sellerSnapshot } from '../../testing/seller-snapshot.ts';
import { newMobile, newSeller, type Seller } from '../../testing/test-sellers.ts';

const ctx = sellerTestApp({ inventory: false });
const { t } = ctx;
let owner: Seller;
let intruder: Seller;
let car: ListedCar;
let photoRand: string;
let body: Record<string, string | number | undefined>;
beforeAll(async () => {
  owner = await newSeller(t, ctx.ahmedabad, 'Owner One');
  intruder = await newSeller(t, ctx.ahmedabad, 'Someone Else');
  body = sellBody(ctx.choice, ctx.photo, { carnumber: 'GJ06OW1234' });
  const added = await postAs(t.app, owner.token, `${SELL}/addcar`, body);
  car = added.json().Data;
  const uploaded = await postAs(t.app, owner.token, `${IMAGES}/addcarimages`, {
    carid: car.carid,
    carnumber: car.carnumber,
    imageslist: JSON.stringify([{ url: `data:image/jpeg;base64,${ctx.photo}`, name: 'side.jpg' }]),
  });
  photoRand = uploaded.json().Data[0].images[1].Rand;
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
          carphoto: ctx.photo,
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
          imageslist: JSON.stringify([{ url: ctx.photo, name: 'x.jpg' }]),
        }),
    ],
    [
      'addcarimages without carnumber',
      () =>
        postAs(t.app, intruder.token, `${IMAGES}/addcarimages`, {
          carid: car.carid,
          imageslist: JSON.stringify([{ url: ctx.photo, name: 'x.jpg' }]),
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
