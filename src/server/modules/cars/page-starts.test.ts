/**
 * Keyset paging behind Pageindex (page-starts.ts, docs/decisions/019-page-starts.md):
 * a page is found by OFFSET once, then from its remembered start; the pages
 * are those OFFSET finds, and a change through the API forgets the starts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithInventory, postForm } from '../../testing/api-test-helpers.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { createPageStarts, pageThroughStarts } from './page-starts.ts';

describe('pageThroughStarts', () => {
  // An ordered list standing for the index; each call is recorded.
  const rows = Array.from({ length: 50 }, (_, i) => ({ id: i + 1 }));
  const calls: string[] = [];
  const fetch = {
    after: async (start: { id: number }, limit: number) => {
      calls.push(`after ${start.id}`);
      return rows.filter((r) => r.id > start.id).slice(0, limit);
    },
    at: async (offset: number, limit: number) => {
      calls.push(`at ${offset}`);
      return rows.slice(offset, offset + limit);
    },
  };
  const page = (starts: ReturnType<typeof createPageStarts<{ id: number }>>, index: number) =>
    pageThroughStarts(starts, 'q', { index, size: 10 }, fetch);
  const ids = (ps: { id: number }[]) => ps.map((p) => p.id);

  it('finds a page by OFFSET once, then from its start; the next page from the last row', async () => {
    const starts = createPageStarts<{ id: number }>();
    calls.length = 0;
    expect(ids(await page(starts, 3))).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]);
    expect(ids(await page(starts, 3))).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]);
    expect(ids(await page(starts, 4))).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41]);
    expect(ids(await page(starts, 5))).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    // The last page is not full: no start is kept for the page after it.
    expect(ids(await page(starts, 6))).toEqual([]);
    expect(calls).toEqual(['at 19', 'after 20', 'after 30', 'after 40', 'at 49']);
  });

  it('page 1 needs no start; a cleared set finds the page by OFFSET again', async () => {
    const starts = createPageStarts<{ id: number }>();
    calls.length = 0;
    expect(ids(await page(starts, 1))).toHaveLength(11);
    expect(ids(await page(starts, 2))[0]).toBe(11);
    starts.clear();
    expect(ids(await page(starts, 2))[0]).toBe(11);
    expect(calls).toEqual(['at 0', 'after 10', 'at 9']);
  });
});

describe('Pageindex pages through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No kept answers: every request below reaches the query.
    t = await createAppWithInventory({ API_CACHE_SECONDS: '0' });
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (body: Record<string, string | number>) =>
    (
      (await postForm(t.app, '/api/Carmaster/GetDetailsofcarsbySCCM_data', body)).json() as {
        Data: { id: number }[];
      }
    ).Data.map((c) => c.id);
  const home = async (page: number) =>
    (
      (await t.app.inject(`/api/Carmaster/GetRandomly2Car_cars?Pageindex=${page}`)).json() as {
        Data: { id: number }[];
      }
    ).Data.map((c) => c.id);
  const newestUnsold = async () =>
    (
      await t.db
        .selectFrom('listings')
        .select('id')
        .where('status', '=', 'UnSold')
        .where('vehicle_type_id', '=', 1)
        .orderBy('id', 'desc')
        .execute()
    ).map((r) => r.id);

  it('search: a page jumped to, asked again and followed is what OFFSET finds; a change through the API shows at once', async () => {
    const all = await newestUnsold();
    const page = (n: number) => all.slice((n - 1) * 12, n * 12);
    expect(await search({ pageindex: 3 })).toEqual(page(3));
    expect(await search({ pageindex: 3 })).toEqual(page(3));
    expect(await search({ pageindex: 4 })).toEqual(page(4));
    expect(await search({ pageindex: 3, sort: 'price_asc' })).not.toEqual(page(3));

    // A car on page 2 is sold beside the API: the remembered start still holds (within a
    // minute, as a kept answer would); a change through the API (a lead) forgets it.
    await t.db.updateTable('listings').set({ status: 'Sold' }).where('id', '=', all[15]).execute();
    expect(await search({ pageindex: 3 })).toEqual(page(3));
    const rand = (
      await t.db
        .selectFrom('listings')
        .select('rand')
        .where('id', '=', all[0])
        .executeTakeFirstOrThrow()
    ).rand;
    const lead = await postForm(t.app, '/api/LeadQRCode/AddLeadQRCode', {
      Name: 'Ravi Patel',
      Contactno: '9123400556',
      Carno: 'GJ01AA0001',
      Rand: rand,
    });
    expect(lead.json().Success).toBe(true);
    const now = await newestUnsold();
    expect(await search({ pageindex: 3 })).toEqual(now.slice(24, 36));
  });

  it('Home: pages by Pageindex jumped to and followed match the walk from page 1', async () => {
    const walk: number[] = [];
    for (let n = 1; n <= 4; n++) walk.push(...(await home(n)));
    // A change through the API (a lead; Home's order stays) forgets the starts the walk left.
    // A car for sale: a lead on a sold one is refused (409).
    const rand = (
      await t.db
        .selectFrom('listings')
        .select('rand')
        .where('status', '=', 'UnSold')
        .executeTakeFirstOrThrow()
    ).rand;
    const lead = await postForm(t.app, '/api/LeadQRCode/AddLeadQRCode', {
      Name: 'Asha Mehta',
      Contactno: '9123400557',
      Carno: 'GJ01AA0002',
      Rand: rand,
    });
    expect(lead.json().Success).toBe(true);
    expect(await home(3)).toEqual(walk.slice(24, 36));
    expect(await home(4)).toEqual(walk.slice(36, 48));
    expect(await home(3)).toEqual(walk.slice(24, 36));
  });
});
