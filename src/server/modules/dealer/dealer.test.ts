/**
 * The dealer workspace (issue 12 items 2 and 5): a dealer signed in on their
 * registered mobile sees only their dealership's cars with their figures,
 * searched and filtered, and changes the price or marks sold only their own
 * cars; another dealer's car answers 404 and stays as it was; a private
 * seller gets 403.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppWithInventory } from '../../testing/api-test-helpers.ts';
import { bearer, signIn } from '../../testing/auth-test-helpers.ts';
import { editCarAs } from '../../testing/listing-requests.ts';
import { pickChoice } from '../../testing/sell-body.ts';
import { getAs, IMAGES, postAs, SELL } from '../../testing/seller-requests.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { jpegBase64 } from '../../testing/test-photos.ts';
import { newMobile, type Seller } from '../../testing/test-sellers.ts';

const BASE = '/api/Dealer';
const SHREE = '9876543210';
const SARDAR = '9898012345';
let t: TestApp;
let shree: string;
let sardar: string;

type Car = { carid: number; Rand: string; Title: string; carnumber: string; CarStatus: string };
const inventory = async (token: string, query = '') => {
  const res = await getAs(t.app, token, `${BASE}/Inventory${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as {
    Dealer: { FirmName: string };
    Counts: { UnSold: number; Sold: number };
    Cars: Car[];
    NextBefore: number | null;
  };
};
const stock = (mobile: string) =>
  t.db
    .selectFrom('listings as l')
    .innerJoin('dealers as d', 'd.id', 'l.dealer_id')
    .select(['l.id', 'l.rand', 'l.status', 'l.price', 'l.share_card'])
    .where('d.mobile', '=', mobile)
    .orderBy('l.id', 'desc')
    .execute();

beforeAll(async () => {
  t = await createAppWithInventory();
  shree = await signIn(t, SHREE);
  sardar = await signIn(t, SARDAR);
});

describe('dealer workspace', () => {
  it('tells a dealer they are one, anyone else signed in that they are not, and no one else anything', async () => {
    const me = await getAs(t.app, shree, `${BASE}/Me`);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      Success: true,
      Message: 'Success',
      Data: { dealer: { firmName: 'Shree Ganesh Motors', mobile: SHREE, role: 'owner' } },
    });
    expect(Object.values(me.json().Data.dealer.permissions).every(Boolean)).toBe(true);
    expect(me.headers['cache-control']).toBe('no-store');
    const seller = await signIn(t, newMobile());
    expect((await getAs(t.app, seller, `${BASE}/Me`)).json().Data).toEqual({ dealer: null });
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/Me` })).statusCode).toBe(401);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths[`${BASE}/Me`]?.get?.security).toEqual([{ bearer: [] }]);
  });

  it("lists only the dealer's own cars, newest first, with their figures and counts", async () => {
    const mine = await stock(SHREE);
    const data = await inventory(shree);
    expect(data.Dealer.FirmName).toBe('Shree Ganesh Motors');
    expect(data.Cars.map((c) => c.carid)).toEqual(mine.map((c) => c.id));
    expect(data.Counts.UnSold + data.Counts.Sold).toBe(mine.length);
    const theirs = new Set((await stock(SARDAR)).map((c) => c.rand));
    expect(data.Cars.some((c) => theirs.has(c.Rand))).toBe(false);
    expect(data.Cars[0]).toMatchObject({ Views: 0, Leads: 0, DaysListed: expect.any(Number) });
  });

  it('searches make, model, variant and vehicle number in any letter case, and filters by status', async () => {
    const all = (await inventory(shree)).Cars;
    const [first] = all;
    const model = first.Title.split(' ').slice(2, 3)[0] ?? '';
    const byModel = await inventory(shree, `?q=${encodeURIComponent(model.toUpperCase())}`);
    expect(byModel.Cars.length).toBeGreaterThan(0);
    expect(byModel.Cars.every((c) => c.Title.toLowerCase().includes(model.toLowerCase()))).toBe(
      true,
    );
    const byNumber = await inventory(shree, `?q=${first.carnumber.slice(-4).toLowerCase()}`);
    expect(byNumber.Cars.map((c) => c.Rand)).toContain(first.Rand);
    expect((await inventory(shree, '?q=%25')).Cars).toEqual([]);
    const sold = await inventory(shree, '?status=Sold');
    expect(sold.Cars.every((c) => c.CarStatus === 'Sold')).toBe(true);
    expect(sold.Cars).toHaveLength(all.filter((c) => c.CarStatus === 'Sold').length);
  });

  it("changes the price of the dealer's own car (its share card made again); another dealer's car answers 404 and stays", async () => {
    const car = (await stock(SHREE)).find((c) => c.status === 'UnSold');
    if (!car) throw new Error('no car for sale');
    const price = Number(car.price) + 10_000;
    const other = await postAs(t.app, sardar, `${BASE}/SetPrice`, {
      Rand: car.rand,
      nSaleprice: price,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ Success: false, Message: 'Car not found', Data: null });
    expect(Number((await stock(SHREE)).find((c) => c.id === car.id)?.price)).toBe(
      Number(car.price),
    );

    const res = await postAs(t.app, shree, `${BASE}/SetPrice`, {
      Rand: car.rand,
      nSaleprice: price,
    });
    expect(res.json()).toEqual({ Success: true, Message: 'Price updated', Data: null });
    const after = (await stock(SHREE)).find((c) => c.id === car.id);
    expect(Number(after?.price)).toBe(price);
    expect(after?.share_card).not.toBe(car.share_card);
    const details = await t.app.inject(
      `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${car.rand}`,
    );
    expect(details.json().Data.nSaleprice).toBe(price);

    for (const bad of [
      { Rand: car.rand, nSaleprice: 'abc' },
      { Rand: car.rand },
      { nSaleprice: 5 },
    ]) {
      const refused = await postAs(t.app, shree, `${BASE}/SetPrice`, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(Number((await stock(SHREE)).find((c) => c.id === car.id)?.price)).toBe(price);
  });

  it('keeps every price change: a drop shows on the car, a rise after it does not, a refused change adds nothing', async () => {
    const car = (await stock(SHREE)).filter((c) => c.status === 'UnSold')[1];
    if (!car) throw new Error('no car for sale');
    const history = () =>
      t.db
        .selectFrom('listing_prices')
        .select(['old_price', 'new_price'])
        .where('listing_id', '=', car.id)
        .orderBy('id')
        .execute();
    const answered = async () => {
      const details = await t.app.inject(
        `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${car.rand}`,
      );
      const data = details.json().Data;
      return { pricedrop: data.pricedrop, listeddays: data.listeddays };
    };
    const setPrice = (nSaleprice: number | string) =>
      postAs(t.app, shree, `${BASE}/SetPrice`, { Rand: car.rand, nSaleprice });
    const was = Number(car.price);
    expect(await answered()).toEqual({ pricedrop: 0, listeddays: 0 });

    expect((await setPrice(was - 20_000)).statusCode).toBe(200);
    expect(await answered()).toEqual({ pricedrop: 20_000, listeddays: 0 });
    expect((await setPrice('abc')).statusCode).toBe(400);
    expect((await setPrice(was - 15_000)).statusCode).toBe(200);
    expect(await answered()).toEqual({ pricedrop: 0, listeddays: 0 });
    expect((await history()).map((h) => [Number(h.old_price), Number(h.new_price)])).toEqual([
      [was, was - 20_000],
      [was - 20_000, was - 15_000],
    ]);
  });

  it("marks the dealer's own car sold once; another dealer's car answers 404 and stays for sale", async () => {
    const car = (await stock(SHREE)).find((c) => c.status === 'UnSold');
    if (!car) throw new Error('no car for sale');
    const other = await postAs(t.app, sardar, `${BASE}/MarkSold`, { Rand: car.rand });
    expect(other.statusCode).toBe(404);
    expect((await stock(SHREE)).find((c) => c.id === car.id)?.status).toBe('UnSold');
    const res = await postAs(t.app, shree, `${BASE}/MarkSold`, { Rand: car.rand });
    expect(res.json()).toEqual({ Success: true, Message: 'Vehicle marked as Sold', Data: null });
    expect((await stock(SHREE)).find((c) => c.id === car.id)?.status).toBe('Sold');
    const again = await postAs(t.app, shree, `${BASE}/MarkSold`, { Rand: car.rand });
    expect(again.statusCode).toBe(400);
  });

  it("makes the WhatsApp Status card of the dealer's own car for sale, and of no other dealer's", async () => {
    const car = (await stock(SHREE)).find((c) => c.status === 'UnSold');
    if (!car) throw new Error('no car for sale');
    const card = await getAs(t.app, shree, `/api/StatusCard/Card?Rand=${car.rand}`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/jpeg');
    const caption = await getAs(t.app, shree, `/api/StatusCard/Caption?Rand=${car.rand}`);
    expect(caption.json().Data.Link).toMatch(new RegExp(`/CarDetails/${car.rand}$`));
    for (const url of [
      `/api/StatusCard/Card?Rand=${car.rand}`,
      `/api/StatusCard/Caption?Rand=${car.rand}`,
    ]) {
      const other = await getAs(t.app, sardar, url);
      expect(other.statusCode, url).toBe(404);
      expect(other.json()).toEqual({ Success: false, Message: 'Car not found', Data: null });
    }
  });

  it("edits and photographs the dealer's own car through the seller routes (it keeps its dealer's place); another dealer's car answers 404 and stays", async () => {
    const row = await t.db
      .selectFrom('listings as l')
      .innerJoin('dealers as d', 'd.id', 'l.dealer_id')
      .select(['l.id', 'l.rand', 'l.car_number', 'l.price', 'l.city_id', 'l.address'])
      .where('d.mobile', '=', SHREE)
      .where('l.status', '=', 'UnSold')
      .orderBy('l.id')
      .executeTakeFirstOrThrow();
    const as = (token: string) => ({ token }) as Seller;
    const choice = await pickChoice(t.db);
    const edit = (token: string) =>
      editCarAs(t.app, as(token), choice, row.rand, {
        carnumber: row.car_number,
        nSaleprice: 777_000,
      });
    const photo = `data:image/jpeg;base64,${await jpegBase64(800, 550)}`;
    const upload = (token: string) =>
      postAs(t.app, token, `${IMAGES}/addcarimages`, {
        carid: row.id,
        carnumber: row.car_number,
        imageslist: JSON.stringify([{ url: photo, name: 'front.jpg' }]),
      });

    expect((await getAs(t.app, sardar, `${SELL}/Editcar?Rand=${row.rand}`)).statusCode).toBe(404);
    expect((await edit(sardar)).statusCode).toBe(404);
    expect((await upload(sardar)).statusCode).toBe(404);
    const photoCount = async () =>
      (
        await t.db
          .selectFrom('listing_photos')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('listing_id', '=', row.id)
          .executeTakeFirstOrThrow()
      ).n;
    const photosBefore = Number(await photoCount());
    const untouched = await t.db
      .selectFrom('listings')
      .select('price')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(Number(untouched.price)).toBe(Number(row.price));

    expect((await getAs(t.app, shree, `${SELL}/Editcar?Rand=${row.rand}`)).statusCode).toBe(200);
    const edited = await edit(shree);
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await t.db
      .selectFrom('listings')
      .select(['price', 'city_id', 'address', 'dealer_id', 'user_id'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(Number(after.price)).toBe(777_000);
    expect([after.city_id, after.address, after.user_id]).toEqual([row.city_id, row.address, null]);
    const uploaded = await upload(shree);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(Number(await photoCount())).toBe(photosBefore + 1);
  });

  it('answers 403 to a signed-in user who is no dealer and 401 signed out, changing nothing', async () => {
    const seller = await signIn(t, newMobile());
    const car = (await stock(SHREE))[0];
    for (const [method, url, payload] of [
      ['GET', `${BASE}/Inventory`, undefined],
      ['POST', `${BASE}/SetPrice`, { Rand: car.rand, nSaleprice: 100 }],
      ['POST', `${BASE}/MarkSold`, { Rand: car.rand }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(seller), payload });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({
        Success: false,
        Message: 'This page is for dealers registered with CarSetu.',
        Data: null,
      });
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
    expect((await stock(SHREE))[0]).toEqual(car);
  });
});
