/**
 * addfavouritecars and AllFavouritecars (docs/product.md#favourite,
 * #favourite-toggle, #favourite-calls: the list is car list items).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarListItemSchema } from '#shared/schemas/car.ts';
import { rtoCode } from '#shared/schemas/rto-code.ts';
import { createAppWithInventory, walkPages } from '../../testing/api-test-helpers.ts';
import { accountSnapshot, bearer, signIn } from '../../testing/auth-test-helpers.ts';
import type { InventoryFixture } from '../../testing/inventory-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';

const TOGGLE_URL = '/api/UserFavouriteVehicle/addfavouritecars';
const LIST_URL = '/api/UserFavouriteVehicle/AllFavouritecars';

let t: TestApp & { fixture: InventoryFixture };
let cars: { id: number; car_number: string; status: string }[];
beforeAll(async () => {
  t = await createAppWithInventory();
  cars = await t.db
    .selectFrom('listings')
    .select(['id', 'car_number', 'status'])
    .orderBy('id')
    .execute();
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
const newMobile = () => `93${String(++serial).padStart(8, '0')}`;

const toggle = (token: string, body: Record<string, string | number | undefined>) =>
  t.app.inject({
    method: 'POST',
    url: TOGGLE_URL,
    headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(
      Object.entries(body).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    ).toString(),
  });

const list = (token: string) =>
  t.app.inject({ method: 'GET', url: LIST_URL, headers: bearer(token) });

const unsold = () => cars.filter((c) => c.status === 'UnSold');
const add = (token: string, car: { id: number; car_number: string }) =>
  toggle(token, { actiondata: 'Add', carid: car.id });

describe('POST /api/UserFavouriteVehicle/addfavouritecars', () => {
  it("adds a car ('Added to wishlist'); adding it again is harmless", async () => {
    const token = await signIn(t, newMobile());
    const car = unsold()[0];
    const res = await add(token, car);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Success: true, Message: 'Added to wishlist', Data: null });
    const rows = () =>
      t.db.selectFrom('favourites').selectAll().where('listing_id', '=', car.id).execute();
    const [first] = await rows();
    const again = await toggle(token, { actiondata: 'add', carid: String(car.id) });
    expect(again.json()).toEqual({ Success: true, Message: 'Added to wishlist', Data: null });
    expect(await rows()).toEqual([first]);
  });

  it("removes a car ('Removed from wishlist'); removing one not there is harmless", async () => {
    const token = await signIn(t, newMobile());
    const car = unsold()[1];
    await add(token, car);
    const res = await toggle(token, {
      actiondata: 'Delete',
      carid: car.id,
      carnumber: car.car_number,
    });
    expect(res.json()).toEqual({ Success: true, Message: 'Removed from wishlist', Data: null });
    expect((await list(token)).json().Data).toEqual([]);
    const again = await toggle(token, { actiondata: 'Delete', carid: car.id });
    expect(again.json()).toEqual({ Success: true, Message: 'Removed from wishlist', Data: null });
  });

  it("answers 404 'Car not found' for an unknown car, changing nothing", async () => {
    const token = await signIn(t, newMobile());
    const before = await accountSnapshot(t.db);
    for (const actiondata of ['Add', 'Delete']) {
      const res = await toggle(token, { actiondata, carid: 99_999_999, carnumber: 'GJ01AB1000' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ Success: false, Message: 'Car not found', Data: null });
    }
    expect(await accountSnapshot(t.db)).toEqual(before);
  });

  it('refuses invalid fields with 400 naming the field, changing nothing', async () => {
    const token = await signIn(t, newMobile());
    const before = await accountSnapshot(t.db);
    const car = unsold()[0];
    const cases: [Record<string, string | number | undefined>, string][] = [
      [{ actiondata: undefined }, "actiondata: actiondata must be 'Add' or 'Delete'"],
      [{ actiondata: 'Toggle' }, "actiondata: actiondata must be 'Add' or 'Delete'"],
      [{ carid: undefined }, 'carid: carid is required'],
      [{ carid: '' }, 'carid: carid is required'],
      [{ carid: 'abc' }, 'carid: carid is required'],
      [{ carid: -4 }, 'carid: carid must be a car id'],
      [{ carid: 3_000_000_000 }, 'carid: carid must be a car id'],
    ];
    for (const [override, message] of cases) {
      const res = await toggle(token, { actiondata: 'Add', carid: car.id, ...override });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ Success: false, Message: message, Data: null });
    }
    expect(await accountSnapshot(t.db)).toEqual(before);
  });
});

describe('GET /api/UserFavouriteVehicle/AllFavouritecars', () => {
  it('lists the car list items newest favourite first, sold ones included, only the user’s own', async () => {
    const token = await signIn(t, newMobile());
    const other = await signIn(t, newMobile());
    const sold = cars.find((c) => c.status === 'Sold')!;
    const [a, b] = unsold().slice(2, 4);
    for (const car of [a, sold, b]) expect((await add(token, car)).statusCode).toBe(200);
    await add(token, a); // again: keeps its place
    await add(other, a);

    const res = await list(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ Success: true, Message: 'Success' });
    expect(body.Data.map((c: { carid: number }) => c.carid)).toEqual([b.id, sold.id, a.id]);
    for (const item of body.Data)
      expect(() => CarListItemSchema.strict().parse(item)).not.toThrow();
    expect(body.Data[1]).toMatchObject({
      carid: sold.id,
      // The RTO code only (issue 44 part 1), as every public answer about a car.
      carnumber: rtoCode(sold.car_number),
      CarStatus: 'Sold',
    });
    expect(body.Data[0].carphoto).toMatch(/^\/photos\//);

    // The very items Home shows for the same cars.
    const home = await walkPages(
      (page) =>
        t.app.inject({
          method: 'GET',
          url: `/api/Carmaster/GetRandomly2Car_cars?Pageindex=${page}`,
        }),
      'pageindex',
    );
    for (const car of [a, b]) {
      const card = home.find((c) => c.carid === car.id);
      expect(card).toBeDefined();
      expect(body.Data.find((c: { carid: number }) => c.carid === car.id)).toEqual(card);
    }

    expect((await list(other)).json().Data.map((c: { carid: number }) => c.carid)).toEqual([a.id]);
  });

  it('answers an empty list for a new account', async () => {
    const res = await list(await signIn(t, newMobile()));
    expect(res.json()).toEqual({ Success: true, Message: 'Success', Data: [] });
  });

  it('drops a car from wishlists when its listing is removed', async () => {
    const token = await signIn(t, newMobile());
    const car = unsold().at(-1)!;
    await add(token, car);
    await t.db.deleteFrom('listing_photos').where('listing_id', '=', car.id).execute();
    await t.db.deleteFrom('leads').where('listing_id', '=', car.id).execute();
    await t.db.deleteFrom('listings').where('id', '=', car.id).execute();
    expect((await list(token)).json().Data).toEqual([]);
    const rows = await t.db
      .selectFrom('favourites')
      .select('id')
      .where('listing_id', '=', car.id)
      .execute();
    expect(rows).toHaveLength(0);
  });
});
