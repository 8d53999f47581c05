import type { Selectable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { KM_MAX, PRICE_MAX, PRICE_MIN } from '#shared/constants.ts';
import type { ListingRow } from '../../db/tables/listing-tables.ts';
import {
  createAppWithInventory,
  NO_MORE_CARS,
  postForm,
  walkPages,
} from '../../testing/api-test-helpers.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { stateIdOf } from '../../testing/places.ts';

type Row = Selectable<ListingRow>;

const t = fileTestApp(createAppWithInventory);
let rows: Row[];
let maharashtra: number;
beforeAll(async () => {
  maharashtra = await stateIdOf(t.db, 'Maharashtra');
  rows = await t.db.selectFrom('listings').selectAll().execute();
});

const URL = '/api/Carmaster/GetDetailsofcarsbySCCM_data';
type Body = Record<string, string | number | undefined>;
const search = (body: Body) => postForm(t.app, URL, body);

/** Every car the search finds, walking pages by cursor (and checking pageindex agrees). */
async function searchAll(body: Body) {
  const byCursor = await walkPages(
    (page, cursor) => search({ ...body, pageindex: page, cursor }),
    'cursor',
  );
  const byPage = await walkPages((page) => search({ ...body, pageindex: page }), 'pageindex');
  expect(byPage.map((c) => c.id)).toEqual(byCursor.map((c) => c.id));
  const ids = byCursor.map((c) => c.id);
  expect(new Set(ids).size).toBe(ids.length);
  return byCursor;
}

const unsold = (keep: (r: Row) => boolean) =>
  rows
    .filter((r) => r.status === 'UnSold' && keep(r))
    .map((r) => r.id)
    .sort((a, b) => b - a);

/** The search default: unsold cars (vehicle type 1), newest first. */
const isCar = (r: Row) => r.vehicle_type_id === 1;

describe('POST /api/Carmaster/GetDetailsofcarsbySCCM_data', () => {
  it('without filters finds every unsold car (vehicle type 1), newest first, 12 a page', async () => {
    const res = await search({ pageindex: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Success).toBe(true);
    expect(body.Data).toHaveLength(12);
    const all = await searchAll({});
    expect(all.map((c) => c.id)).toEqual(unsold(isCar));
    expect(all.every((c) => c.CarStatus === 'UnSold')).toBe(true);
  });

  it('vehicleid selects the vehicle type', async () => {
    const all = await searchAll({ vehicleid: 2 });
    expect(all.map((c) => c.id)).toEqual(unsold((r) => r.vehicle_type_id === 2));
    expect(all.length).toBeGreaterThan(0);
  });

  it('the full search form as the web sends it (empty owner, default sliders) hides no car', async () => {
    const all = await searchAll({
      nState: '',
      nCity: '',
      companyid: '',
      carmodelid: '',
      lowerprice: PRICE_MIN,
      upperprice: PRICE_MAX,
      kmbelow: 0,
      kmupper: KM_MAX,
      modelyearstart: 2003,
      modelyear: new Date().getFullYear(),
      owner: '',
      fueltypeid: '',
      vehicleid: 1,
      Gearid: '',
    });
    expect(all.map((c) => c.id)).toEqual(unsold(isCar));
  });

  it('each filter narrows to exactly the matching unsold cars', async () => {
    const pick = <K extends keyof Row>(k: K) =>
      rows.find((r) => r.status === 'UnSold' && isCar(r))![k];
    const prices = rows.map((r) => r.price).sort((a, b) => a - b);
    const lo = prices[8];
    const hi = prices[20];
    const cases: [string, Body, (r: Row) => boolean][] = [
      ['state', { nState: maharashtra }, (r) => r.state_id === maharashtra],
      ['city id', { nCity: pick('city_id') }, (r) => r.city_id === pick('city_id')],
      ['company', { companyid: pick('make_id') }, (r) => r.make_id === pick('make_id')],
      ['model', { carmodelid: pick('model_id') }, (r) => r.model_id === pick('model_id')],
      ['fuel', { fueltypeid: pick('fuel_id') }, (r) => r.fuel_id === pick('fuel_id')],
      ['gear', { Gearid: 2 }, (r) => r.gear_id === 2],
      ['price', { lowerprice: lo, upperprice: hi }, (r) => r.price >= lo && r.price <= hi],
      ['km', { kmbelow: 30_000, kmupper: 90_000 }, (r) => r.km >= 30_000 && r.km <= 90_000],
      [
        'year',
        { modelyearstart: 2020, modelyear: 2023 },
        (r) => r.model_year >= 2020 && r.model_year <= 2023,
      ],
      ['owner', { owner: 2 }, (r) => r.owner === 2],
      [
        'state + company + price',
        { nState: 1, companyid: pick('make_id'), upperprice: hi },
        (r) => r.state_id === 1 && r.make_id === pick('make_id') && r.price <= hi,
      ],
    ];
    for (const [name, body, keep] of cases) {
      const expected = unsold((r) => isCar(r) && keep(r));
      const all = await searchAll(body);
      expect(
        all.map((c) => c.id),
        name,
      ).toEqual(expected);
      expect(expected.length, `${name} should find some`).toBeGreaterThan(0);
      expect(expected.length, `${name} should find fewer than all`).toBeLessThan(
        unsold(isCar).length,
      );
    }
  });

  it('takes nCity as a city name within the state, case-insensitively', async () => {
    const ahmedabad = await t.db
      .selectFrom('cities')
      .select('id')
      .where('name', '=', 'Ahmedabad')
      .executeTakeFirstOrThrow();
    const expected = unsold((r) => isCar(r) && r.city_id === ahmedabad.id);
    expect(expected.length).toBeGreaterThan(0);
    expect((await searchAll({ nState: 1, nCity: 'ahmedABAD' })).map((c) => c.id)).toEqual(expected);
    expect((await searchAll({ nCity: ' Ahmedabad ' })).map((c) => c.id)).toEqual(expected);
    // Pune is not in Gujarat; an unknown name finds nothing (not an error).
    for (const nCity of ['Pune', 'Atlantis']) {
      const res = await search({ nState: 1, nCity });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(NO_MORE_CARS);
    }
  });

  it('sorts by price, km and year when asked, newest first by default', async () => {
    const byId = new Map(rows.map((r) => [r.id, r]));
    const sorted = async (sort: string, key: (r: Row) => number, dir: 1 | -1) => {
      const ids = (await searchAll({ sort })).map((c) => c.id);
      expect(ids).toHaveLength(unsold(isCar).length);
      const expected = [...ids].sort((a, b) => {
        const [x, y] = [byId.get(a)!, byId.get(b)!];
        return dir * (key(x) - key(y)) || dir * (a - b);
      });
      expect(ids, sort).toEqual(expected);
    };
    await sorted('price_asc', (r) => r.price, 1);
    await sorted('price_desc', (r) => r.price, -1);
    await sorted('km_asc', (r) => r.km, 1);
    await sorted('year_desc', (r) => r.model_year, -1);
    await sorted('newest', (r) => r.id, -1);
  });

  it('accepts JSON bodies too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { nState: maharashtra, pageindex: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.map((c: { id: number }) => c.id)).toEqual(
      unsold((r) => isCar(r) && r.state_id === maharashtra).slice(0, 12),
    );
  });

  it('past the last page answers Success false', async () => {
    const res = await search({ pageindex: 9 });
    expect(res.json()).toEqual(NO_MORE_CARS);
  });

  it('refuses contradictory ranges and foreign cursors with 400', async () => {
    const cases: [Body, RegExp][] = [
      [{ lowerprice: 500_000, upperprice: 100_000 }, /^lowerprice: /],
      [{ kmbelow: 9, kmupper: 1 }, /^kmbelow: /],
      [{ modelyearstart: 2024, modelyear: 2010 }, /^modelyearstart: /],
      [{ sort: 'cheapest' }, /^sort: /],
      [{ cursor: 'not-a-cursor' }, /^cursor: /],
      [{ pageindex: 0 }, /^pageindex: /],
    ];
    for (const [body, message] of cases) {
      const res = await search(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().Message).toMatch(message);
    }
    const page = (await search({ sort: 'price_asc' })).json();
    const wrong = await search({ sort: 'km_asc', cursor: page.NextCursor });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ Success: false, Message: 'cursor: Invalid cursor', Data: null });
  });
});
