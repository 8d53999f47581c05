/**
 * Keyword search through the API (docs/product.md#keyword-search), on the
 * test inventory: the search call with `q` (with filters and sorts), what it
 * says it understood, the text index kept by triggers, and the suggestions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppWithInventory, postForm } from '../../testing/api-test-helpers.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { stateIdOf } from '../../testing/places.ts';
import { BASIC_COLOURS } from './lexicon.ts';
import { variantIdsWithWords } from './variant-words.repository.ts';

const t = fileTestApp(createAppWithInventory);
const URL = '/api/Carmaster/GetDetailsofcarsbySCCM_data';

interface Car {
  id: number;
  model: string;
  make: string;
  variant: string;
  colour: string;
  city: string;
  state_id: number;
  fuel: string;
  price: number;
  model_year: number;
}
let cars: Car[];
beforeAll(async () => {
  const rows = await t.db
    .selectFrom('listings as l')
    .innerJoin('models as m', 'm.id', 'l.model_id')
    .innerJoin('makes as k', 'k.id', 'l.make_id')
    .innerJoin('variants as v', 'v.id', 'l.variant_id')
    .innerJoin('cities as c', 'c.id', 'l.city_id')
    .innerJoin('fuels as f', 'f.id', 'l.fuel_id')
    .select([
      'l.id',
      'm.name as model',
      'k.name as make',
      'v.name as variant',
      'l.colour',
      'c.name as city',
      'l.state_id',
      'f.name as fuel',
      'l.price',
      'l.model_year',
    ])
    .where('l.status', '=', 'UnSold')
    .where('l.vehicle_type_id', '=', 1)
    .orderBy('l.id', 'desc')
    .execute();
  cars = rows.map((r) => ({ ...r, price: Number(r.price) }));
});

/** Ids of every car the search finds for `body`, all pages. */
async function idsFor(body: Record<string, string | number>) {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (let page = 1; page < 20; page++) {
    const res = await postForm(t.app, URL, {
      ...body,
      pageindex: page,
      ...(cursor ? { cursor } : {}),
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    ids.push(...answer.Data.map((c: { id: number }) => c.id));
    if (!answer.NextCursor) return { ids, answer };
    cursor = answer.NextCursor;
  }
  throw new Error('too many pages');
}
const expected = (keep: (c: Car) => boolean) => cars.filter(keep).map((c) => c.id);

describe('search call with q', () => {
  it('finds by model and city, misspelt, and says what it understood', async () => {
    const swift = cars.find((c) => c.model === 'Swift');
    expect(swift).toBeDefined();
    const { ids, answer } = await idsFor({ q: `swfit ${swift?.city}` });
    expect(ids).toEqual(expected((c) => c.model === 'Swift' && c.city === swift?.city));
    expect(ids.length).toBeGreaterThan(0);
    expect(answer.Understood).toEqual(['Maruti Suzuki Swift', swift?.city]);
    expect(answer.Ignored).toEqual([]);
  });

  it('finds by make short form, fuel and budget, in every sort', async () => {
    const keep = (c: Car) => c.make === 'Hyundai' && c.fuel === 'Petrol' && c.price <= 1_500_000;
    expect(expected(keep).length).toBeGreaterThan(0);
    const { ids } = await idsFor({ q: 'hundai petrol under 15 lakh' });
    expect(ids).toEqual(expected(keep));
    const { ids: cheapFirst } = await idsFor({
      q: 'hundai petrol under 15 lakh',
      sort: 'price_asc',
    });
    expect([...cheapFirst].sort()).toEqual([...ids].sort());
    const prices = cheapFirst.map((id) => cars.find((c) => c.id === id)?.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('matches variant words and colours through the text index', async () => {
    const { ids } = await idsFor({ q: 'vxi' });
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(expected((c) => /\bvxi\b/i.test(c.variant)));
    const words = (c: Car) => c.colour.toLowerCase().split(' ');
    const isVxi = (c: Car) => /\bvxi\b/i.test(c.variant);
    const colour = cars
      .filter(isVxi)
      .flatMap(words)
      .find((w) => BASIC_COLOURS.includes(w));
    expect(colour).toBeDefined();
    const both = expected((c) => isVxi(c) && words(c).includes(colour as string));
    expect((await idsFor({ q: `VXi ${colour?.toUpperCase()}` })).ids).toEqual(both);
  });

  it('finds a variant word within the model named: "swift vxi" is the Swift VXi cars', async () => {
    const keep = (c: Car) => c.model === 'Swift' && /\bvxi\b/i.test(c.variant);
    expect(expected(keep).length).toBeGreaterThan(0);
    expect((await idsFor({ q: 'swift vxi' })).ids).toEqual(expected(keep));
  });

  it('combines with the filter form: its fields win, its state narrows', async () => {
    const maharashtra = await stateIdOf(t.db, 'Maharashtra');
    const { ids } = await idsFor({ q: 'diesel', nState: maharashtra });
    expect(ids).toEqual(expected((c) => c.fuel === 'Diesel' && c.state_id === maharashtra));
    const { ids: none } = await idsFor({ q: 'pune', nState: await stateIdOf(t.db, 'Gujarat') });
    expect(none).toEqual([]);
  });

  it("follows a seller's change of colour, and a change of the catalogue's variant names", async () => {
    const car = cars[0] as Car;
    await t.db
      .updateTable('listings')
      .set({ colour: 'Zanskar Purple' })
      .where('id', '=', car.id)
      .execute();
    expect((await idsFor({ q: 'purple' })).ids).toEqual([car.id]);
    await t.db
      .updateTable('listings')
      .set({ colour: car.colour })
      .where('id', '=', car.id)
      .execute();
    // Another sort: the answer to the same question is kept until a change through the API.
    expect((await idsFor({ q: 'purple', sort: 'price_asc' })).ids).toEqual([]);
    const variant = await t.db
      .selectFrom('variants')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await variantIdsWithWords(t.db, ['zebra'], {})).toEqual([]);
    await t.db
      .updateTable('variants')
      .set({ name: 'Zebra Edition' })
      .where('id', '=', variant.id)
      .execute();
    expect(await variantIdsWithWords(t.db, ['zebra'], {})).toEqual([variant.id]);
    await t.db
      .updateTable('variants')
      .set({ name: variant.name })
      .where('id', '=', variant.id)
      .execute();
    expect(await variantIdsWithWords(t.db, ['zebra'], {})).toEqual([]);
  });

  it('reports words that name nothing and refuses a query too long', async () => {
    const { answer } = await idsFor({ q: 'creta zzqx' });
    expect(answer.Ignored).toEqual(['zzqx']);
    const res = await postForm(t.app, URL, { q: 'a'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toMatch(/q must be at most 100 characters/);
  });
});

describe('GET /api/Search/Suggest', () => {
  const suggest = (q: string) =>
    t.app.inject({ url: `/api/Search/Suggest?q=${encodeURIComponent(q)}` });

  it('offers makes, models and cities that begin with the word being typed', async () => {
    const res = await suggest('diesel cre');
    expect(res.statusCode).toBe(200);
    const data = res.json().Data;
    expect(data[0]).toEqual({ label: 'Hyundai Creta', kind: 'model', q: 'diesel creta' });
    const cities = (await suggest('ahmed')).json().Data;
    expect(cities).toContainEqual({ label: 'Ahmedabad', kind: 'city', q: 'ahmedabad' });
    expect((await suggest('hund')).json().Data[0]).toEqual({
      label: 'Hyundai',
      kind: 'make',
      q: 'hyundai',
    });
  });

  it('answers an empty list for nothing typed and 400 for text too long', async () => {
    expect((await suggest('')).json()).toEqual({ Success: true, Message: 'Success', Data: [] });
    expect((await suggest('x'.repeat(101))).statusCode).toBe(400);
  });
});
