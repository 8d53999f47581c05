/**
 * Dealers' showroom pages (issue 45 part 5; docs/decisions/046-showroom-pages.md),
 * on SQLite and PostgreSQL: the public answer (masked mobile, no cost or
 * buyer), its cars through the search call's `dealer`, the Call and WhatsApp
 * redirects and their limit, the owner's words (others refused, nothing
 * changed), the car page's link and the sitemap.
 */

import { describe, expect, it } from 'vitest';
import { showroomSaved } from '#messages/showroom.ts';
import { showroomPath } from '#shared/pages/showroom.ts';
import { freshAddress } from '../../testing/auth-test-helpers.ts';
import { DEALER, dealerTeamWorld, SARDAR, SHREE } from '../../testing/dealer-team-world.ts';
import { getAs, postAs } from '../../testing/seller-requests.ts';
import { SHOWROOM_CONTACT_LIMIT } from './showroom.routes.ts';

const w = dealerTeamWorld();

async function shree() {
  return w.t.db
    .selectFrom('dealers as d')
    .innerJoin('cities as c', 'c.id', 'd.city_id')
    .select(['d.id', 'd.rand', 'd.firm_name', 'd.about', 'c.name as city'])
    .where('d.mobile', '=', SHREE)
    .executeTakeFirstOrThrow();
}

const get = (url: string, remoteAddress = freshAddress()) =>
  w.t.app.inject({ method: 'GET', url, remoteAddress });

describe('the showroom answer', () => {
  it("is the dealer's public page: place, hours, masked mobile, its cars' count; never a cost or a buyer", async () => {
    const d = await shree();
    const res = await get(`/api/showroom/${d.rand}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().Data;
    const forSale = await w.t.db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('dealer_id', '=', d.id)
      .where('status', '=', 'UnSold')
      .executeTakeFirstOrThrow();
    expect(page).toMatchObject({
      Rand: d.rand,
      Firmname: d.firm_name,
      nCity: d.city,
      Open: '09:30',
      Close: '19:30',
      Days: '0123456',
      Cars: Number(forSale.n),
      Path: showroomPath(d.firm_name, d.city, d.rand),
    });
    expect(res.body).not.toContain(SHREE);
    expect(page.Mobileno).toMatch(/X/);
    expect(res.body).not.toMatch(/cost|margin|buyer|profit/i);
  });

  it('answers 404 for an unknown or deactivated dealer, 400 for a malformed Rand', async () => {
    expect((await get('/api/showroom/AAAAAAAAAA')).statusCode).toBe(404);
    expect((await get('/api/showroom/not-a-rand!')).statusCode).toBe(400);
    // Asked for the first time once deactivated (a deactivation through the console forgets kept answers).
    const d = await w.t.db
      .updateTable('dealers')
      .set({ deactivated_at: new Date().toISOString() })
      .where('mobile', '=', SARDAR)
      .returning(['id', 'rand'])
      .executeTakeFirstOrThrow();
    try {
      expect((await get(`/api/showroom/${d.rand}`)).statusCode).toBe(404);
    } finally {
      await w.t.db
        .updateTable('dealers')
        .set({ deactivated_at: null })
        .where('id', '=', d.id)
        .execute();
    }
  });
});

describe("the showroom's cars", () => {
  it("are the search call's, with filters and sort, of that dealer only", async () => {
    const d = await shree();
    const search = (body: Record<string, string>) =>
      w.t.app.inject({
        method: 'POST',
        url: '/api/Carmaster/GetDetailsofcarsbySCCM_data',
        payload: body,
        remoteAddress: freshAddress(),
      });
    const res = await search({ dealer: d.rand, sort: 'price_asc' });
    expect(res.statusCode, res.body).toBe(200);
    const cars: { Rand: string; nSaleprice: number }[] = res.json().Data;
    expect(cars.length).toBeGreaterThan(0);
    const theirs = await w.t.db
      .selectFrom('listings')
      .select('rand')
      .where('dealer_id', '=', d.id)
      .execute();
    const own = new Set(theirs.map((r) => r.rand));
    for (const car of cars) expect(own.has(car.Rand)).toBe(true);
    const prices = cars.map((c) => c.nSaleprice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const none = await search({ dealer: 'AAAAAAAAAA' });
    expect(none.json().Data ?? []).toEqual([]);
  });
});

describe('Call and WhatsApp', () => {
  it('redirect to the whole number, 404 for an unknown dealer, 429 past the limit', async () => {
    const d = await shree();
    const call = await get(`/api/showroom/${d.rand}/call`);
    expect(call.statusCode).toBe(302);
    expect(call.headers.location).toBe(`tel:+91${SHREE}`);
    const chat = await get(`/api/showroom/${d.rand}/whatsapp`);
    expect(chat.statusCode).toBe(302);
    expect(String(chat.headers.location)).toMatch(
      new RegExp(`^https://wa\\.me/91${SHREE}\\?text=`),
    );
    expect((await get('/api/showroom/AAAAAAAAAA/call')).statusCode).toBe(404);

    const address = freshAddress();
    for (let i = 0; i < SHOWROOM_CONTACT_LIMIT.max; i++) {
      expect((await get(`/api/showroom/${d.rand}/call`, address)).statusCode).toBe(302);
    }
    const refused = await get(`/api/showroom/${d.rand}/call`, address);
    expect(refused.statusCode).toBe(429);
  });
});

describe("the owner's words", () => {
  it('are set by an owner and shown on the page; a manager, a sales executive and a stranger are refused', async () => {
    const words = 'Selling certified cars in Rajkot since 1998.\nLoans and exchange.';
    const saved = await postAs(w.t.app, w.token.owner, `${DEALER}/Showroom`, { About: words });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().Message).toBe(showroomSaved);
    const d = await shree();
    expect(d.about).toBe(words);
    expect((await get(`/api/showroom/${d.rand}`)).json().Data.About).toBe(words);

    for (const who of ['manager', 'sales', 'stranger'] as const) {
      const res = await postAs(w.t.app, w.token[who], `${DEALER}/Showroom`, { About: 'Cheap!' });
      expect(res.statusCode, who).toBe(403);
    }
    const read = await getAs(w.t.app, w.token.sales, `${DEALER}/Showroom`);
    expect(read.statusCode).toBe(200);
    expect(read.json().Data).toMatchObject({
      About: words,
      Rand: d.rand,
      Path: showroomPath(d.firm_name, d.city, d.rand),
    });
    expect((await shree()).about).toBe(words);
  });

  it('refuse words too long or with control characters, changing nothing', async () => {
    const before = (await shree()).about;
    for (const About of ['x'.repeat(1001), 'bad\u0000text']) {
      const res = await postAs(w.t.app, w.token.owner, `${DEALER}/Showroom`, { About });
      expect(res.statusCode).toBe(400);
    }
    expect((await shree()).about).toBe(before);
    const signedOut = await w.t.app.inject({
      method: 'POST',
      url: `${DEALER}/Showroom`,
      payload: { About: 'x' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('links to the showroom', () => {
  it("are on each of the dealer's cars and in the sitemap", async () => {
    const d = await shree();
    const path = showroomPath(d.firm_name, d.city, d.rand);
    const car = await w.freshCar();
    const details = await get(`/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${car.rand}`);
    expect(details.json().Data.dealerprofilelist[0].Showroom).toBe(path);
    const sitemap = await get('/sitemaps/pages.xml');
    expect(sitemap.body).toContain(path);
  });
});
