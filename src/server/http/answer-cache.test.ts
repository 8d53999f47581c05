/**
 * Kept answers of the public reads (answer-cache.ts,
 * docs/decisions/018-kept-answers.md): a read answered again comes from
 * memory, compressed once; a change through the API forgets it at once;
 * failures and private reads are never kept; with API_CACHE_SECONDS=0
 * nothing is; past the interval one request makes the answer again while the
 * others get the kept one.
 */
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppWithInventory, postForm } from '../testing/api-test-helpers.ts';
import type { TestApp } from '../testing/test-app.ts';
import { registerAnswerCache } from './answer-cache.ts';

let t: Awaited<ReturnType<typeof createAppWithInventory>>;
let off: TestApp;
beforeAll(async () => {
  t = await createAppWithInventory();
  off = await createAppWithInventory({ API_CACHE_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
  await off.close();
});

const SEARCH = '/api/Carmaster/GetDetailsofcarsbySCCM_data';
const makeNames = async (app: TestApp['app']) =>
  (await app.inject('/api/Common/companydata')).json().Data.map((o: { Text: string }) => o.Text);
const addMake = (db: TestApp['db'], name: string) =>
  db
    .insertInto('makes')
    .values({ id: 9000 + name.length, name })
    .execute();

describe('kept answers', () => {
  it('sends a public read again from memory until a change through the API forgets it', async () => {
    const before = await makeNames(t.app);
    await addMake(t.db, 'Kept Motors');
    // Changed behind the API's back: the kept answer is still sent.
    expect(await makeNames(t.app)).toEqual(before);
    // Any successful change through the API (a lead here) forgets every kept answer.
    const car = t.fixture.cars.find((c) => c.status === 'UnSold')!;
    const lead = await postForm(t.app, '/api/LeadQRCode/AddLeadQRCode', {
      Name: 'Ravi Patel',
      Contactno: '9123400777',
      Carno: car.carNumber,
    });
    expect(lead.json().Success).toBe(true);
    expect(await makeNames(t.app)).toContain('Kept Motors');
  });

  it('keeps a search per body, and a search itself forgets nothing', async () => {
    const page = async (body: Record<string, string>) =>
      (await postForm(t.app, SEARCH, body)).json().Data.map((c: { Rand: string }) => c.Rand);
    const first = await page({ pageindex: '1' });
    const sorted = await page({ pageindex: '1', sort: 'price_asc' });
    expect(sorted).not.toEqual(first);
    await t.db
      .updateTable('listings')
      .set({ status: 'Sold' })
      .where('rand', '=', first[0])
      .execute();
    expect(await page({ pageindex: '1' })).toEqual(first);
    expect(await page({ pageindex: '1', sort: 'price_asc' })).toEqual(sorted);
    await t.db
      .updateTable('listings')
      .set({ status: 'UnSold' })
      .where('rand', '=', first[0])
      .execute();
  });

  it('compresses a kept answer once: brotli and gzip decode to the same JSON, with the same headers', async () => {
    const url = '/api/Carmaster/GetRandomly2Car_cars?Pageindex=1';
    const plain = await t.app.inject(url);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers['x-request-id']).toBeTruthy();
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it('never keeps a failure, and keeps nothing with API_CACHE_SECONDS=0', async () => {
    const bad = await postForm(t.app, SEARCH, { pageindex: 'x' });
    expect(bad.statusCode).toBe(400);
    expect((await postForm(t.app, SEARCH, { pageindex: 'x' })).statusCode).toBe(400);
    const unknown = await t.app.inject(
      '/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=Nope123456',
    );
    expect(unknown.statusCode).toBe(404);

    expect(await makeNames(off.app)).not.toContain('Fresh Motors');
    await addMake(off.db, 'Fresh Motors');
    expect(await makeNames(off.app)).toContain('Fresh Motors');
  });
});

describe('an answer past API_CACHE_SECONDS', () => {
  it('is made again by one request while the others are sent the kept one', async () => {
    const app = Fastify();
    registerAnswerCache(app, 1);
    let made = 0;
    let gate: Promise<void> = Promise.resolve();
    app.get('/n', { config: { publicAnswer: true } }, async () => {
      made += 1;
      const n = made;
      await gate;
      return { n };
    });
    await app.ready();
    try {
      expect((await app.inject('/n')).json()).toEqual({ n: 1 });
      expect((await app.inject('/n')).json()).toEqual({ n: 1 });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      let open = () => {};
      gate = new Promise((resolve) => {
        open = resolve;
      });
      const making = app.inject('/n');
      await vi.waitFor(() => expect(made).toBe(2));
      // While the one request waits on its (slow) answer, the others get the kept one at once.
      expect((await app.inject('/n')).json()).toEqual({ n: 1 });
      expect((await app.inject('/n')).json()).toEqual({ n: 1 });
      expect(made).toBe(2);
      open();
      expect((await making).json()).toEqual({ n: 2 });
      expect((await app.inject('/n')).json()).toEqual({ n: 2 });
      expect(made).toBe(2);
    } finally {
      await app.close();
    }
  });
});
