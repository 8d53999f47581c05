/**
 * Fresh listings (issue 25 part 3, docs/moderation.md#fresh-listings) with a
 * controlled clock: a new car carries its renewal time from the database;
 * the hourly job hides a car not renewed for LISTING_TTL_DAYS (45) from
 * search and its page (noindex); its seller renews it with one call and it
 * is back; nobody else can; a sold or moderated car is refused; RenewAll
 * takes every car of the seller's.
 */
import { describe, expect, it } from 'vitest';
import * as GU_LINK_PAGES from '#shared/i18n/gu/link-pages.ts';
import * as HI_LINK_PAGES from '#shared/i18n/hi/link-pages.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import { listingExpiryHandler } from '../../jobs/listing-expiry-job.ts';
import type { OutgoingMessage } from '../../ports/message-sender.ts';
import { sellerTestApp } from '../../testing/listing-test-app.ts';
import { postAs, SELL } from '../../testing/seller-requests.ts';
import { newSeller } from '../../testing/test-sellers.ts';

const ctx = sellerTestApp();
const { t, listCar, details } = ctx;
const DAY = 86_400_000;
const log = { info: () => {} };

const row = (rand: string) =>
  t.db
    .selectFrom('listings')
    .select(['id', 'status', 'hidden_reason', 'renewed_at'])
    .where('rand', '=', rand)
    .executeTakeFirstOrThrow();
/** Runs the hourly expiry as if it were `days` days from now. */
const sent: OutgoingMessage[] = [];
const sender = { send: async (m: OutgoingMessage) => void sent.push(m) };
/** Runs the hourly job (expiry and reminders) as if it were `days` days from now. */
const expireAt = (days: number, templateLanguages?: readonly Lang[]) =>
  listingExpiryHandler(
    { db: t.db, ttlDays: 45, log, sender, publicUrl: 'https://carsetu.test', templateLanguages },
    () => new Date(Date.now() + days * DAY),
  )({});
const renew = (token: string, rand: string) =>
  postAs(t.app, token, `${SELL}/Renew`, { Rand: rand });

describe('listing expiry and renewal', () => {
  it('hides a car 45 days after its last renewal until its seller renews it', async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const car = await listCar(seller);
    const listed = await row(car.Rand);
    expect(Math.abs(Date.parse(listed.renewed_at) - Date.now())).toBeLessThan(60_000);

    await expireAt(44);
    expect((await row(car.Rand)).status).toBe('UnSold');
    await expireAt(46);
    expect(await row(car.Rand)).toMatchObject({ status: 'Hidden', hidden_reason: 'expired' });
    const page = await details(car.Rand);
    expect(page.json().Message).toBe('This car is no longer available.');

    const other = await newSeller(t, ctx.ahmedabad);
    expect((await renew(other.token, car.Rand)).statusCode).toBe(404);
    expect((await row(car.Rand)).status).toBe('Hidden');

    const res = await renew(seller.token, car.Rand);
    expect(res.json()).toEqual({
      Success: true,
      Message: 'Thank you. Your car stays on CarSetu.',
      Data: null,
    });
    const back = await row(car.Rand);
    expect(back).toMatchObject({ status: 'UnSold', hidden_reason: null });
    expect(Date.parse(back.renewed_at)).toBeGreaterThanOrEqual(Date.parse(listed.renewed_at));
    expect((await details(car.Rand)).json().Data.Rand).toBe(car.Rand);
  });

  it('refuses to renew a sold car or one hidden by moderation, changing nothing', async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const sold = await listCar(seller);
    await postAs(
      t.app,
      seller.token,
      `${SELL}/changesoldunsoldstatus?carno=${sold.carnumber}&carstatus=UnSold`,
      {},
    );
    expect((await renew(seller.token, sold.Rand)).statusCode).toBe(409);
    const held = await listCar(seller);
    await t.db
      .updateTable('listings')
      .set({ status: 'Hidden', hidden_reason: 'operator' })
      .where('rand', '=', held.Rand)
      .execute();
    const res = await renew(seller.token, held.Rand);
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe('This car is hidden while our team reviews it.');
    expect(await row(held.Rand)).toMatchObject({ status: 'Hidden', hidden_reason: 'operator' });
  });

  it("RenewAll renews every car of the seller's, expired ones included", async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const a = await listCar(seller);
    const b = await listCar(seller);
    await t.db
      .updateTable('listings')
      .set({ status: 'Hidden', hidden_reason: 'expired', renewed_at: '2026-01-01T00:00:00.000Z' })
      .where('rand', '=', a.Rand)
      .execute();
    const res = await postAs(t.app, seller.token, `${SELL}/RenewAll`, {});
    expect(res.json()).toMatchObject({ Success: true, Message: '2 cars renewed' });
    expect((await row(a.Rand)).status).toBe('UnSold');
    expect((await row(b.Rand)).status).toBe('UnSold');
  });

  it('asks a private seller 7 days and 1 day before, once each; the link renews or marks sold', async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const car = await listCar(seller);
    const mine = () => sent.filter((m) => m.kind === 'renewal' && m.to === seller.mobile);
    await expireAt(37);
    expect(mine()).toHaveLength(0);
    await expireAt(38.5);
    await expireAt(38.6);
    expect(mine()).toHaveLength(1);
    const [first] = mine();
    expect(first?.kind === 'renewal' && first.params[0]).toMatch(/^2019 /);
    await expireAt(44.2);
    await expireAt(44.3);
    expect(mine()).toHaveLength(2);
    const link = (m?: OutgoingMessage) => new URL(m?.kind === 'renewal' ? (m.params[2] ?? '') : '');
    const url = link(mine()[1]);
    expect(url.pathname).toBe('/listing/renew');

    // Opening the link changes nothing; its button renews.
    const page = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('still for sale?');
    const before = await row(car.Rand);
    const t1 = url.searchParams.get('t') ?? '';
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/listing/renew',
      payload: { t: t1, action: 'renew' },
    });
    expect(renewed.body).toContain('Thank you. Your car stays on CarSetu.');
    const after = await row(car.Rand);
    expect(after.status).toBe('UnSold');
    expect(after.renewed_at > before.renewed_at).toBe(true);

    // The other (7-day) link marks it sold; a made-up token changes nothing.
    const bad = await t.app.inject({
      method: 'POST',
      url: '/listing/renew',
      payload: { t: 'x'.repeat(43), action: 'sold' },
    });
    expect(bad.body).toContain('This link is not valid');
    expect((await row(car.Rand)).status).toBe('UnSold');
    const t0 = link(mine()[0]).searchParams.get('t') ?? '';
    await t.app.inject({
      method: 'POST',
      url: '/listing/renew',
      payload: { t: t0, action: 'sold' },
    });
    expect((await row(car.Rand)).status).toBe('Sold');
  });

  it("asks in the seller's language when its template is approved, else in English (issue 26)", async () => {
    const hindi = await newSeller(t, ctx.ahmedabad);
    const gujarati = await newSeller(t, ctx.ahmedabad);
    await t.db.updateTable('users').set({ lang: 'hi' }).where('id', '=', hindi.userId).execute();
    await t.db.updateTable('users').set({ lang: 'gu' }).where('id', '=', gujarati.userId).execute();
    await listCar(hindi);
    await listCar(gujarati);
    const to = (mobile: string) => sent.findLast((m) => m.kind === 'renewal' && m.to === mobile);
    await expireAt(38.5, ['en', 'hi']);
    const hi = to(hindi.mobile);
    expect(hi?.kind === 'renewal' && hi.lang).toBe('hi');
    expect(hi?.kind === 'renewal' && hi.text).toMatch(/^क्या आपकी 2019 .* अभी भी बिक्री के लिए है\?/);
    // The date in Hindi: "7 जनवरी 2027".
    expect(hi?.kind === 'renewal' && hi.params[1]).toMatch(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/);
    // Gujarati's template is not approved here: English words and the English version.
    const gu = to(gujarati.mobile);
    expect(gu?.kind === 'renewal' && gu.lang).toBe('en');
    expect(gu?.kind === 'renewal' && gu.text).toMatch(/^Is your 2019 .* still for sale\?/);

    // The Hindi reminder's link opens the Hindi page, whose button renews in Hindi.
    const url = new URL(hi?.kind === 'renewal' ? (hi.params[2] ?? '') : '');
    expect(url.pathname).toBe('/hi/listing/renew');
    const page = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi-IN">');
    const title = hi?.kind === 'renewal' ? (hi.params[0] ?? '') : '';
    expect(page.body).toContain(`<h1>${HI_LINK_PAGES.stillForSale(title)}</h1>`);
    expect(page.body).toContain(`action="/hi/listing/renew"`);
    expect(page.body).toContain(HI_LINK_PAGES.renewButton);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/hi/listing/renew',
      payload: { t: url.searchParams.get('t') ?? '', action: 'renew' },
    });
    expect(renewed.body).toContain(HI_LINK_PAGES.carRenewed);
    expect(renewed.body).toContain('href="/hi/MyVehicles"');
    // A made-up token on the Gujarati page: the Gujarati page saying so.
    const bad = await t.app.inject({ url: `/gu/listing/renew?t=${'x'.repeat(43)}` });
    expect(bad.body).toContain(GU_LINK_PAGES.linkNotValid);
    expect(bad.body).toContain('<html lang="gu-IN">');
  });
});
