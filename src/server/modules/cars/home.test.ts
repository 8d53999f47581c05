import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithInventory, NO_MORE_CARS, walkPages } from '../../testing/api-test-helpers.ts';
import type { TestApp } from '../../testing/test-app.ts';
import type { HomePosition } from './cursor.ts';
import { dailyPivot, kolkataDay } from './daily-pivot.ts';
import { homePositionsAfter, homePositionsAt } from './home.repository.ts';

let t: TestApp;
let unsoldIds: number[];
beforeAll(async () => {
  t = await createAppWithInventory();
  const rows = await t.db
    .selectFrom('listings')
    .select('id')
    .where('status', '=', 'UnSold')
    .execute();
  unsoldIds = rows.map((r) => r.id).sort((a, b) => a - b);
});
afterAll(async () => {
  await t.close();
});

const home = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/Carmaster/GetRandomly2Car_cars?${query}` });

describe('GET /api/Carmaster/GetRandomly2Car_cars', () => {
  it('answers 12 unsold cars with photos and a NextCursor', async () => {
    const res = await home('Pageindex=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Success).toBe(true);
    expect(body.Data).toHaveLength(12);
    expect(typeof body.NextCursor).toBe('string');
    for (const car of body.Data) {
      expect(car.CarStatus).toBe('UnSold');
      expect(car.carid).toBe(car.id);
      expect(car.carphoto).toMatch(/^\/photos\/cars\/.+\.jpg$/);
      expect(car.carphotosmall).toMatch(/^\/photos\/cars\/.+-sm\.webp$/);
      expect(typeof car.companyid).toBe('string');
      expect(['Gujarat', 'Maharashtra']).toContain(car.statename);
    }
  });

  it('is stable: the same page twice gives the same cars', async () => {
    const a = (await home('Pageindex=2')).json().Data.map((c: { id: number }) => c.id);
    const b = (await home('Pageindex=2')).json().Data.map((c: { id: number }) => c.id);
    expect(a).toEqual(b);
  });

  it('walking every page by Pageindex shows each unsold car exactly once', async () => {
    const cars = await walkPages((page) => home(`Pageindex=${page}`), 'pageindex');
    const ids = cars.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(unsoldIds);
  });

  it('walking by cursor gives the same order as by Pageindex', async () => {
    const byPage = await walkPages((page) => home(`Pageindex=${page}`), 'pageindex');
    const byCursor = await walkPages(
      (page, cursor) => home(cursor ? `Pageindex=${page}&cursor=${cursor}` : 'Pageindex=1'),
      'cursor',
    );
    expect(byCursor.map((c) => c.id)).toEqual(byPage.map((c) => c.id));
  });

  it('orders by the day rotation: shuffle >= pivot ascending, then the rest', async () => {
    const cars = await walkPages((page) => home(`Pageindex=${page}`), 'pageindex');
    const rows = await t.db.selectFrom('listings').select(['id', 'shuffle']).execute();
    const shuffle = new Map(rows.map((r) => [r.id, r.shuffle]));
    const pivot = dailyPivot(new Date());
    const rank = (id: number) => {
      const s = shuffle.get(id)!;
      return [s >= pivot ? 0 : 1, s, id];
    };
    const expected = [...unsoldIds].sort((a, b) => {
      const [x, y] = [rank(a), rank(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
    expect(cars.map((c) => c.id)).toEqual(expected);
  });

  it('answers Success false, "No more cars" past the end', async () => {
    const res = await home('Pageindex=50');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(NO_MORE_CARS);
  });

  it('defaults to page 1 and refuses bad paging with 400', async () => {
    const first = (await home('Pageindex=1')).json().Data;
    expect((await home('')).json().Data).toEqual(first);
    for (const q of [
      'Pageindex=0',
      'Pageindex=-1',
      'Pageindex=abc',
      'Pageindex=1.5',
      'cursor=nope',
    ]) {
      const res = await home(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().Success).toBe(false);
    }
  });

  it('never shows sold cars', async () => {
    const cars = await walkPages((page) => home(`Pageindex=${page}`), 'pageindex');
    const sold = await t.db
      .selectFrom('listings')
      .select('id')
      .where('status', '=', 'Sold')
      .execute();
    expect(sold.length).toBeGreaterThan(0);
    for (const s of sold) expect(cars.map((c) => c.id)).not.toContain(s.id);
  });
});

describe('home.repository: the rotation wraps at any pivot', () => {
  async function walkAt(pivot: number): Promise<number[]> {
    const byOffset: number[] = [];
    for (let offset = 0; ; offset += 5) {
      const page = await homePositionsAt(t.db, pivot, offset, 5);
      byOffset.push(...page.map((p) => p.id));
      if (page.length < 5) break;
    }
    const byKeyset: number[] = [];
    let after: HomePosition | undefined;
    for (;;) {
      const page = after
        ? await homePositionsAfter(t.db, after, 5)
        : await homePositionsAt(t.db, pivot, 0, 5);
      byKeyset.push(...page.map((p) => p.id));
      if (page.length < 5) break;
      after = page.at(-1);
    }
    expect(byKeyset).toEqual(byOffset);
    return byOffset;
  }

  it('covers every unsold car once for pivots at the start, middle and end', async () => {
    const rows = await t.db.selectFrom('listings').select('shuffle').execute();
    const middle = rows.map((r) => r.shuffle).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
    for (const pivot of [0, middle, middle + 1, 2 ** 31 - 1]) {
      const ids = await walkAt(pivot);
      expect(new Set(ids).size, `pivot ${pivot}`).toBe(ids.length);
      expect([...ids].sort((a, b) => a - b)).toEqual(unsoldIds);
    }
  });
});

describe('daily pivot', () => {
  it('is fixed for an Indian day and changes at Indian midnight', () => {
    const morning = new Date('2025-07-28T01:00:00+05:30');
    const night = new Date('2025-07-28T23:59:59+05:30');
    const next = new Date('2025-07-29T00:00:00+05:30');
    expect(kolkataDay(morning)).toBe('2025-07-28');
    expect(kolkataDay(night)).toBe('2025-07-28');
    expect(kolkataDay(next)).toBe('2025-07-29');
    expect(dailyPivot(morning)).toBe(dailyPivot(night));
    expect(dailyPivot(next)).not.toBe(dailyPivot(night));
    expect(dailyPivot(next)).toBeGreaterThanOrEqual(0);
    expect(dailyPivot(next)).toBeLessThan(2 ** 31);
  });
});
