/**
 * The fair-price badge end to end on the database (issue 23 part 2): the
 * trigger marks a model when one of its cars changes, the sweep rates the
 * model's cars for sale against its comparables, and the car's answers
 * carry the rating; too few comparables say "Not enough data" (rating null).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithInventory } from '../../testing/api-test-helpers.ts';
import type { InventoryFixture } from '../../testing/inventory-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { rateMarkedModels } from './rate-models.ts';

let t: TestApp & { fixture: InventoryFixture };
beforeAll(async () => {
  // No kept answers: the ratings change beside the API here (the sweep), as they do in production.
  t = await createAppWithInventory({ API_CACHE_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
});

const details = async (rand: string) => {
  const res = await t.app.inject(`/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${rand}`);
  return res.json().Data as { pricerating: unknown; nSaleprice: number };
};

/** Copies of listing `id` (same model, year, fuel, gear, state) at `prices`, km as the original. */
async function comparablesOf(id: number, prices: number[]): Promise<void> {
  const {
    id: _id,
    share_card: _card,
    ...row
  } = await t.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  await t.db
    .insertInto('listings')
    .values(
      prices.map((price, i) => ({
        ...row,
        rand: `cmp${id}x${i}${Date.now().toString(36)}`.slice(0, 20),
        car_number: `GJ01ZZ${String(1000 + i)}${id}`.slice(0, 12),
        price,
      })),
    )
    .execute();
}

describe('fair-price ratings', () => {
  it('rate a car against 8 or more comparables, and say "Not enough data" below', async () => {
    const unsold = await t.db
      .selectFrom('listings')
      .select(['id', 'rand', 'price', 'model_id'])
      .where('status', '=', 'UnSold')
      .orderBy('id')
      .execute();
    const target = unsold[0];
    const lonely = unsold.find((l) => l.model_id !== target.model_id);
    if (!lonely) throw new Error('the fixture has one model only');
    const price = Number(target.price);
    await comparablesOf(target.id, Array(9).fill(price));
    await rateMarkedModels(t.db);

    const rated = (await details(target.rand)).pricerating as { comparables: number };
    expect(rated).toMatchObject({
      rating: 'Fair price',
      low: Math.round((price * 0.95) / 5000) * 5000,
      high: Math.round((price * 1.05) / 5000) * 5000,
    });
    expect(rated.comparables).toBeGreaterThanOrEqual(9);
    const few = (await details(lonely.rand)).pricerating as { rating: null; comparables: number };
    expect(few.rating).toBeNull();
    expect(few.comparables).toBeLessThan(8);
    expect(await t.db.selectFrom('price_rating_models').selectAll().execute()).toEqual([]);
  });

  it('rate a car again once its price changes, whichever path changes it', async () => {
    const target = await t.db
      .selectFrom('listings')
      .select(['id', 'rand', 'price', 'model_id'])
      .where('status', '=', 'UnSold')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const price = Number(target.price);
    await t.db
      .updateTable('listings')
      .set({ price: Math.round(price * 0.85), updated_at: new Date().toISOString() })
      .where('id', '=', target.id)
      .execute();
    const marks = await t.db.selectFrom('price_rating_models').select('model_id').execute();
    expect(marks.map((m) => m.model_id)).toContain(target.model_id);
    await rateMarkedModels(t.db);
    const rated = (await details(target.rand)).pricerating as { rating: string };
    expect(rated.rating).toBe('Great price');
  });
});
