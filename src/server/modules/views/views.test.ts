/**
 * Views counted honestly (issue 12 item 3; docs/decisions/021-counted-views.md),
 * through the car details API of the real app: once per visitor per car per
 * Indian day, not for self-declared bots, the render's own calls or a 404;
 * written to `listing_views` by the flush, read back by `viewsByListing`, and
 * gone with their listing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithInventory } from '../../testing/api-test-helpers.ts';
import { carsForSale } from '../../testing/inventory-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { kolkataDay } from '../cars/daily-pivot.ts';
import { deleteListingRows } from '../listings/listings.repository.ts';
import { createViewCounter, isSelfDeclaredBot } from './view-counter.ts';
import { viewsByListing } from './views.repository.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; CUBOT KingKong 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Googlebot/2.1',
  'WhatsApp/2.23.20.0 A',
  'WhatsApp/2.23',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'facebookexternalhit/1.1',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  'curl/8.5.0',
];

let t: TestApp;
let cars: { id: number; rand: string }[];
beforeAll(async () => {
  t = await createAppWithInventory();
  cars = await carsForSale(t.db);
});
afterAll(async () => {
  await t.close();
});

const details = (rand: string, userAgent: string | undefined, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'GET',
    url: `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${encodeURIComponent(rand)}`,
    // light-my-request sends its own name when no user agent is given: '' stands for none.
    headers: { 'user-agent': userAgent ?? '' },
    remoteAddress: ip,
  });

/** The car's stored views, after writing what waits. */
async function viewsOf(id: number): Promise<number | undefined> {
  await t.app.viewCounter.flush();
  return (await viewsByListing(t.db, [id])).get(id);
}

describe('a car details answer counts a view', () => {
  it('once per visitor a day; another user agent or IP is another visitor', async () => {
    const car = cars[0];
    for (let i = 0; i < 3; i++) expect((await details(car.rand, CHROME)).statusCode).toBe(200);
    expect(t.app.viewCounter.pendingViews()).toBe(1);
    expect(await viewsOf(car.id)).toBe(1);
    expect(t.app.viewCounter.pendingViews()).toBe(0);

    // The same visitor again after the flush: still today, still counted.
    expect((await details(car.rand, CHROME)).statusCode).toBe(200);
    expect(await viewsOf(car.id)).toBe(1);

    await details(car.rand, ANDROID);
    await details(car.rand, CHROME, '198.51.100.20');
    await details(car.rand, CHROME, '198.51.100.20');
    expect(await viewsOf(car.id)).toBe(3);

    // The same visitor on another car counts there.
    await details(cars[1].rand, CHROME);
    expect(await viewsOf(cars[1].id)).toBe(1);

    const rows = await t.db
      .selectFrom('listing_views')
      .selectAll()
      .where('listing_id', '=', car.id)
      .execute();
    expect(rows).toEqual([{ listing_id: car.id, day: kolkataDay(new Date()), views: 3 }]);
  });

  it('not for a bot that says so, nor a request without a user agent', async () => {
    const car = cars[2];
    for (const ua of BOTS) expect((await details(car.rand, ua)).statusCode, ua).toBe(200);
    expect((await details(car.rand, undefined)).statusCode).toBe(200);
    expect(t.app.viewCounter.pendingViews()).toBe(0);
    expect(await viewsOf(car.id)).toBe(0);
  });

  it('not for an unknown car (404) or a refused query (400)', async () => {
    expect((await details('NoSuchCar1', CHROME)).statusCode).toBe(404);
    expect((await details(' ', CHROME)).statusCode).toBe(400);
    expect(t.app.viewCounter.pendingViews()).toBe(0);
  });

  it('a car deleted before the flush is dropped; a deleted car takes its rows along', async () => {
    const [stored, waiting] = [cars[3], cars[4]];
    await details(stored.rand, CHROME);
    expect(await viewsOf(stored.id)).toBe(1);
    await details(waiting.rand, CHROME);
    expect(t.app.viewCounter.pendingViews()).toBe(1);

    await deleteListingRows(t.db, stored.id);
    await deleteListingRows(t.db, waiting.id);
    await t.app.viewCounter.flush();
    expect(t.app.viewCounter.pendingViews()).toBe(0);
    const left = await t.db
      .selectFrom('listing_views')
      .select('listing_id')
      .where('listing_id', 'in', [stored.id, waiting.id])
      .execute();
    expect(left).toEqual([]);
  });
});

describe('the counter', () => {
  it('tells self-declared bots from browsers', () => {
    for (const ua of BOTS) expect(isSelfDeclaredBot(ua), ua).toBe(true);
    for (const ua of [CHROME, ANDROID]) expect(isSelfDeclaredBot(ua), ua).toBe(false);
  });

  it('counts a visitor again on the next Indian day', async () => {
    let now = new Date('2026-11-25T18:29:00Z'); // 23:59 in India
    const counter = createViewCounter({ db: t.db, log: { warn: () => {} }, now: () => now });
    const visitor = { ip: '203.0.113.9', userAgent: CHROME };
    const car = cars[5];
    expect(counter.countView(visitor, car.rand)).toBe(true);
    expect(counter.countView(visitor, car.rand)).toBe(false);
    now = new Date('2026-11-25T18:31:00Z'); // 00:01 on the 26th
    expect(counter.countView(visitor, car.rand)).toBe(true);
    await counter.close();
    const rows = await t.db
      .selectFrom('listing_views')
      .select(['day', 'views'])
      .where('listing_id', '=', car.id)
      .orderBy('day')
      .execute();
    expect(rows).toEqual([
      { day: '2026-11-25', views: 1 },
      { day: '2026-11-26', views: 1 },
    ]);
    expect((await viewsByListing(t.db, [car.id, cars[6].id])).get(car.id)).toBe(2);
    expect((await viewsByListing(t.db, [car.id, cars[6].id])).get(cars[6].id)).toBe(0);
  });

  it('keeps the counts when a flush fails, logs a warning without the visitor, and writes them later', async () => {
    const warnings: unknown[][] = [];
    const counter = createViewCounter({
      db: t.db,
      log: { warn: (...args: unknown[]) => warnings.push(args) },
    });
    const car = cars[7];
    counter.countView({ ip: '203.0.113.10', userAgent: CHROME }, car.rand);
    counter.countView({ ip: '203.0.113.11', userAgent: CHROME }, car.rand);
    await t.schemaChange(() =>
      sql`alter table listing_views rename to listing_views_away`.execute(t.db),
    );
    try {
      await counter.flush();
    } finally {
      await t.schemaChange(() =>
        sql`alter table listing_views_away rename to listing_views`.execute(t.db),
      );
    }
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0][1])).toContain('not written');
    expect(JSON.stringify(warnings)).not.toMatch(/203\.0\.113|Chrome/);
    expect(counter.pendingViews()).toBe(2);
    await counter.flush();
    expect(counter.pendingViews()).toBe(0);
    expect((await viewsByListing(t.db, [car.id])).get(car.id)).toBe(2);
  });
});
