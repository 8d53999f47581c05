/**
 * Price guidance (issue 45 part 2; docs/decisions/045-price-guidance.md), on
 * SQLite and PostgreSQL: a car's views and leads over the last 14 Indian
 * days against similar cars' (fair-price comparables, else the same model,
 * else the same body and price band; too few below 5), the price that would
 * rate it Good (it does once the sweep runs; a thousand more does not), the
 * change through SetPrice (a listing_prices row, setPrice only), and who may
 * read it: anyone of the dealership, without a cost in the answer; 404 for
 * another dealer, 400 for a bad Rand or a sold car.
 */
import { describe, expect, it } from 'vitest';
import { istDate } from '#shared/ist.ts';
import { MSG } from '#shared/messages.ts';
import {
  DEALER,
  dealerTeamWorld,
  insertLead,
  type Person,
} from '../../testing/dealer-team-world.ts';
import { getAs, postAs } from '../../testing/seller-requests.ts';
import { rateMarkedModels } from '../price-ratings/rate-models.ts';

const w = dealerTeamWorld();
const GUIDANCE = `${DEALER}/PriceGuidance`;
const DAY_MS = 86_400_000;
/** Amounts no price or other figure of the test could be. */
const PURCHASE = 412_347;
const MARGIN = 31_357;
let made = 0;

/** `prices.length` copies of Shree's first car for sale, of model year `year` (and `more` columns); the first is the car guided. */
async function carsOf(year: number, prices: number[], more: Record<string, unknown> = {}) {
  const {
    id: _id,
    share_card: _card,
    ...row
  } = await w.t.db
    .selectFrom('listings')
    .selectAll()
    .where('dealer_id', '=', w.shreeId)
    .where('status', '=', 'UnSold')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const cars: { id: number; rand: string }[] = [];
  for (const price of prices) {
    made += 1;
    const rand = `pg${made}x${Date.now().toString(36)}`;
    const inserted = await w.t.db
      .insertInto('listings')
      .values({
        ...row,
        ...more,
        rand,
        car_number: `GJ06PG${String(made).padStart(4, '0')}`,
        photo: null,
        model_year: year,
        price,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    cars.push({ id: inserted.id, rand });
  }
  return cars;
}

const guidance = (who: Person, rand: string) =>
  getAs(w.t.app, w.token[who], `${GUIDANCE}?Rand=${encodeURIComponent(rand)}`);
const guidanceOf = async (rand: string) => {
  const res = await guidance('owner', rand);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data;
};
/** The IST day `days` before today. */
const istDay = (days: number) => istDate(new Date(Date.now() - days * DAY_MS));
const views = (listingId: number, days: number, n: number) =>
  w.t.db
    .insertInto('listing_views')
    .values({ listing_id: listingId, day: istDay(days), views: n })
    .execute();
const lead = (listingId: number, days: number) =>
  insertLead(w.t.db, {
    listingId,
    dealerId: w.shreeId,
    mobile: `9${String(Date.now() + made++).slice(-9)}`,
    created_at: new Date(Date.now() - days * DAY_MS).toISOString(),
  });
const storedRating = async (id: number) =>
  (
    await w.t.db
      .selectFrom('price_ratings')
      .select('rating')
      .where('listing_id', '=', id)
      .executeTakeFirst()
  )?.rating;

describe('price guidance', () => {
  it('compares views and leads over the last 14 Indian days with the fair price’s comparables', async () => {
    const [car, ...peers] = await carsOf(1991, Array(10).fill(500_000));
    if (!car) throw new Error('no car');
    await views(car.id, 0, 30);
    await views(car.id, 13, 20);
    await views(car.id, 14, 1000); // the 15th day back: not counted
    const peerViews = [0, 10, 20, 30, 40, 60, 70, 80, 90];
    for (const [i, peer] of peers.entries()) {
      if (peerViews[i]) await views(peer.id, 5, peerViews[i]);
      if (i < 7) await lead(peer.id, 2);
      else await lead(peer.id, 15);
    }
    await lead(car.id, 20);

    const g = await guidanceOf(car.rand);
    expect(g).toMatchObject({ Rand: car.rand, Price: 500_000, Days: 14, Views: 50, Leads: 0 });
    // 5 of 9 have fewer views (5.6 in 10); 7 of 9 have more leads (7.8 in 10).
    expect(g.Similar).toEqual({
      Basis: 'model-year',
      Cars: 9,
      Views: { Side: 'more', InTen: 6 },
      Leads: { Side: 'fewer', InTen: 8 },
    });
    expect([g.Rating, g.GoodPrice]).toEqual([null, null]);
    await rateMarkedModels(w.t.db);
    const rated = await guidanceOf(car.rand);
    expect(rated.Rating).toMatchObject({ rating: 'Fair price', low: 475_000, high: 525_000 });
    expect(rated.GoodPrice).toBe(485_000);
  });

  it('gives the price that rates Good: SetPrice to it rates Good, a thousand more does not', async () => {
    const [car] = await carsOf(1994, [560_000, ...Array(9).fill(503_000)]);
    if (!car) throw new Error('no car');
    await rateMarkedModels(w.t.db);
    // The fair price is 503,000 (shown as 505,000): 97% of it is 487,910.
    const before = await guidanceOf(car.rand);
    expect(before.Rating.rating).toBe('High price');
    expect(before.GoodPrice).toBe(487_000);

    const setPrice = (who: Person, price: number) =>
      postAs(w.t.app, w.token[who], `${DEALER}/SetPrice`, { Rand: car.rand, nSaleprice: price });
    // A sales executive without the owner's leave reads guidance but cannot change the price.
    expect((await guidance('sales', car.rand)).json().Data.GoodPrice).toBe(487_000);
    expect((await setPrice('sales', 487_000)).statusCode).toBe(403);

    expect((await setPrice('owner', 488_000)).statusCode).toBe(200);
    await rateMarkedModels(w.t.db);
    expect(await storedRating(car.id)).toBe('Fair price');
    expect((await guidanceOf(car.rand)).GoodPrice).toBe(487_000);

    expect((await setPrice('salesWithPrice', 487_000)).statusCode).toBe(200);
    await rateMarkedModels(w.t.db);
    expect(await storedRating(car.id)).toBe('Good price');
    const after = await guidanceOf(car.rand);
    expect([after.Rating.rating, after.Price, after.GoodPrice]).toEqual([
      'Good price',
      487_000,
      null,
    ]);
    const history = await w.t.db
      .selectFrom('listing_prices')
      .select(['old_price', 'new_price'])
      .where('listing_id', '=', car.id)
      .orderBy('id')
      .execute();
    expect(history.map((h) => [Number(h.old_price), Number(h.new_price)])).toEqual([
      [560_000, 488_000],
      [488_000, 487_000],
    ]);
  });

  it('widens to the same model, then the same body and price band; below 5 cars, too few to compare', async () => {
    await carsOf(1985, Array(5).fill(300_000));
    const [sameModel] = await carsOf(1980, [300_000]);
    if (!sameModel) throw new Error('no car');
    const model = await guidanceOf(sameModel.rand);
    expect(model.Similar.Basis).toBe('model');
    expect(model.Similar.Cars).toBeGreaterThanOrEqual(5);
    expect(model.Similar.Views).not.toBeNull();

    // Models nobody lists, two of one body: a car of one, five of the other, priced far from any car.
    const unused = await w.t.db
      .selectFrom('models')
      .select(['id', 'body'])
      .where('id', 'not in', w.t.db.selectFrom('listings').select('model_id'))
      .orderBy('id')
      .execute();
    const body = Object.values(Object.groupBy(unused, (m) => m.body)).find(
      (ms) => ms && ms.length >= 3,
    );
    if (!body) throw new Error('the catalogue has no three unlisted models of one body');
    const [a, b, c] = body;
    await carsOf(2012, Array(5).fill(90_000_000), { model_id: b?.id });
    const [banded] = await carsOf(2015, [95_000_000], { model_id: a?.id });
    const [alone] = await carsOf(2015, [33_000_000], { model_id: c?.id });
    if (!banded || !alone) throw new Error('no car');
    const band = await guidanceOf(banded.rand);
    expect(band.Similar).toMatchObject({ Basis: 'body-price', Cars: 5 });
    expect(band.Similar.Views).not.toBeNull();
    expect((await guidanceOf(alone.rand)).Similar).toEqual({
      Basis: 'body-price',
      Cars: 0,
      Views: null,
      Leads: null,
    });
  });

  it('is for anyone of the dealership, with no cost in it; 404 for another dealer, 400 for a bad Rand', async () => {
    const [car] = await carsOf(1999, [450_000]);
    if (!car) throw new Error('no car');
    const add = await postAs(w.t.app, w.token.owner, `${DEALER}/Costs/Add`, {
      Rand: car.rand,
      kind: 'purchase',
      amount: PURCHASE,
      spentOn: istDay(3),
    });
    expect(add.statusCode, add.body).toBe(200);
    await postAs(w.t.app, w.token.owner, `${DEALER}/Costs/Margin`, {
      Rand: car.rand,
      margin: MARGIN,
    });
    for (const who of ['owner', 'coOwner', 'manager', 'salesWithPrice', 'sales'] as const) {
      const res = await guidance(who, car.rand);
      expect(res.statusCode, `${who} ${res.body}`).toBe(200);
      expect(Object.keys(res.json().Data).sort(), who).toEqual([
        'Days',
        'GoodPrice',
        'Leads',
        'Price',
        'Rand',
        'Rating',
        'Similar',
        'Views',
      ]);
      for (const hidden of [String(PURCHASE), String(MARGIN), 'NetCost', 'Margin', 'Buyer']) {
        expect(res.body, who).not.toContain(hidden);
      }
    }
    for (const who of ['removed', 'stranger'] as const) {
      expect((await guidance(who, car.rand)).statusCode, who).toBe(403);
    }
    const other = await guidance('otherDealer', car.rand);
    expect([other.statusCode, other.json().Message]).toEqual([404, MSG.carNotFound]);
    expect((await guidance('owner', 'no-such-car')).statusCode).toBe(404);
    for (const url of [
      GUIDANCE,
      `${GUIDANCE}?Rand=`,
      `${GUIDANCE}?Rand=${'x'.repeat(65)}`,
      `${GUIDANCE}?Rand=a%01b`,
    ]) {
      const res = await getAs(w.t.app, w.token.owner, url);
      expect([res.statusCode, res.json().Success], url).toEqual([400, false]);
    }
    expect(
      (await w.t.app.inject({ method: 'GET', url: `${GUIDANCE}?Rand=${car.rand}` })).statusCode,
    ).toBe(401);

    expect(
      (await postAs(w.t.app, w.token.owner, `${DEALER}/MarkSold`, { Rand: car.rand })).statusCode,
    ).toBe(200);
    const sold = await guidance('owner', car.rand);
    expect([sold.statusCode, sold.json().Message]).toEqual([400, MSG.vehicleAlreadySold]);
  });
});
