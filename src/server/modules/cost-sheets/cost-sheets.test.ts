/**
 * Cost sheets (issue 45 part 1; docs/decisions/044-cost-sheets.md), on
 * SQLite and PostgreSQL: an owner enters a car's costs and margin and reads
 * its net cost, minimum price, days in stock and the stock's value; bad
 * input is refused and stores nothing; a manager, a sales executive, a
 * removed person, a stranger and another dealer get 403 or 404 on every
 * call, and no public answer about the car holds a cost.
 */
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { DEALER, dealerTeamWorld, type Person } from '../../testing/dealer-team-world.ts';
import { rowCount } from '../../testing/row-count.ts';
import { getAs, postAs } from '../../testing/seller-requests.ts';

const w = dealerTeamWorld();
const COSTS = `${DEALER}/Costs`;
/** Amounts no price or other figure of the demo could be. */
const PURCHASE = 412_347;
const REPAIR = 23_459;

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);

describe('cost sheets', () => {
  it("add up a car's costs, its minimum price and days in stock, for its owner", async () => {
    const car = await w.freshCar();
    const owner = w.token.owner;
    const add = (body: Record<string, string | number>) =>
      postAs(w.t.app, owner, `${COSTS}/Add`, { Rand: car.rand, ...body });
    const first = await add({ kind: 'purchase', amount: String(PURCHASE), spentOn: daysAgo(31) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().Message).toBe(MSG.costSaved);
    const second = await add({
      kind: 'refurbishment',
      amount: '23,459',
      spentOn: daysAgo(20),
      note: 'New tyres and a polish',
    });
    const sheet = second.json().Data;
    expect(sheet).toMatchObject({
      Rand: car.rand,
      NetCost: PURCHASE + REPAIR,
      Margin: 0,
      MinimumPrice: PURCHASE + REPAIR,
      SoldPrice: null,
      Profit: null,
      DaysInStock: 31,
    });
    expect(sheet.Lines.map((l: { kind: string }) => l.kind)).toEqual(['purchase', 'refurbishment']);
    expect(sheet.Lines[1].note).toBe('New tyres and a polish');

    const margin = await postAs(w.t.app, owner, `${COSTS}/Margin`, {
      Rand: car.rand,
      margin: 30000,
    });
    expect(margin.json().Data.MinimumPrice).toBe(PURCHASE + REPAIR + 30_000);

    const removed = await postAs(w.t.app, owner, `${COSTS}/Remove`, {
      Rand: car.rand,
      id: sheet.Lines[1].id,
    });
    expect(removed.json().Data.NetCost).toBe(PURCHASE);
    const again = await postAs(w.t.app, owner, `${COSTS}/Remove`, {
      Rand: car.rand,
      id: sheet.Lines[1].id,
    });
    expect(again.statusCode).toBe(404);

    const value = (await getAs(w.t.app, owner, `${DEALER}/StockValue`)).json().Data;
    expect(value.NetCost).toBeGreaterThanOrEqual(PURCHASE);
    expect(value.Ageing).toHaveLength(4);
    expect(value.Ageing[2]).toBeGreaterThanOrEqual(1);
    expect(value.Ageing.reduce((a: number, b: number) => a + b, 0)).toBe(value.Cars);
  });

  it('refuses bad input, storing nothing', async () => {
    const car = await w.freshCar();
    const before = await rowCount(w.t.db, 'listing_costs');
    const marginsBefore = await rowCount(w.t.db, 'listing_margins');
    const bad = [
      { kind: 'bribe', amount: 100, spentOn: daysAgo(1) },
      { kind: 'transport', amount: 0, spentOn: daysAgo(1) },
      { kind: 'transport', amount: 12.5, spentOn: daysAgo(1) },
      { kind: 'transport', amount: 1_000_000_001, spentOn: daysAgo(1) },
      { kind: 'transport', amount: 100, spentOn: daysAgo(-3) },
      { kind: 'transport', amount: 100, spentOn: 'yesterday' },
      { kind: 'transport', amount: 100, spentOn: daysAgo(1), note: 'x'.repeat(201) },
    ];
    for (const body of bad) {
      const res = await postAs(w.t.app, w.token.owner, `${COSTS}/Add`, { Rand: car.rand, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const margin = await postAs(w.t.app, w.token.owner, `${COSTS}/Margin`, {
      Rand: car.rand,
      margin: -5,
    });
    expect(margin.statusCode).toBe(400);
    expect(await rowCount(w.t.db, 'listing_costs')).toBe(before);
    expect(await rowCount(w.t.db, 'listing_margins')).toBe(marginsBefore);
  });

  it('are the owners’ alone, on every call; no public answer holds a cost', async () => {
    const car = await w.freshCar();
    await postAs(w.t.app, w.token.owner, `${COSTS}/Add`, {
      Rand: car.rand,
      kind: 'purchase',
      amount: PURCHASE,
      spentOn: daysAgo(2),
    });
    const before = await rowCount(w.t.db, 'listing_costs');
    const calls = (token: string) => [
      getAs(w.t.app, token, `${COSTS}?Rand=${car.rand}`),
      postAs(w.t.app, token, `${COSTS}/Add`, {
        Rand: car.rand,
        kind: 'transport',
        amount: 5000,
        spentOn: daysAgo(1),
      }),
      postAs(w.t.app, token, `${COSTS}/Remove`, { Rand: car.rand, id: 1 }),
      postAs(w.t.app, token, `${COSTS}/Margin`, { Rand: car.rand, margin: 1000 }),
      getAs(w.t.app, token, `${DEALER}/StockValue`),
    ];
    const refused: Person[] = ['manager', 'salesWithPrice', 'sales', 'removed', 'stranger'];
    for (const person of refused) {
      for (const res of await Promise.all(calls(w.token[person]))) {
        expect(res.statusCode, `${person} ${res.body}`).toBe(403);
        expect(res.body).not.toContain(String(PURCHASE));
      }
    }
    // Another dealer's owner may see costs, but not of this car.
    const other = await Promise.all(calls(w.token.otherDealer));
    expect(other.slice(0, 4).map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect(other[4]?.body).not.toContain(String(PURCHASE));
    expect(await rowCount(w.t.db, 'listing_costs')).toBe(before);

    for (const url of [
      `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${car.rand}`,
      `${DEALER}/Inventory`,
    ]) {
      const res = await getAs(w.t.app, w.token.owner, url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(String(PURCHASE));
    }
    const unsigned = await w.t.app.inject({ method: 'GET', url: `${COSTS}?Rand=${car.rand}` });
    expect(unsigned.statusCode).toBe(401);
  });
});
