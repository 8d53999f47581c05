/**
 * WhatsApp messages in the recipient's language (issue 26 part 4): a sign-in
 * keeps the language of the page it came from as the account's; a seller's
 * lead notice is in their language; the daily alert fills its template in
 * the buyer's language when that version is approved (else in English), with
 * car links to the pages in that language; the Graph API body names the
 * template's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG as MSG_HI } from '#shared/i18n/hi/messages.ts';
import type { App } from '../app.ts';
import { digestInLanguage, digestParams, digestText } from '../modules/alerts/digest-content.ts';
import { stopLink } from '../modules/alerts/send-digest.ts';
import { issueLoginTicket } from '../modules/auth/login-tickets.ts';
import { whatsAppBody } from '../ports/whatsapp-message-sender.ts';
import { createAppWithInventory, postForm } from '../testing/api-test-helpers.ts';
import { bearer, freshAddress, signIn, TOKEN_URL } from '../testing/auth-test-helpers.ts';
import type { InventoryFixture } from '../testing/inventory-fixture.ts';
import type { TestApp } from '../testing/test-app.ts';
import { linkInLanguage, templateLanguageFor } from './notice-words.ts';

let t: TestApp & { fixture: InventoryFixture };
beforeAll(async () => {
  t = await createAppWithInventory();
});
afterAll(async () => {
  await t.close();
});

/** Signs `mobile` in as the web app does from a page in `lang` (its Accept-Language). */
async function signInFrom(app: App, mobile: string, lang?: string) {
  const ticket = await issueLoginTicket(t.db, mobile, new Date());
  const res = await postForm(
    app,
    TOKEN_URL,
    { UserName: mobile, Password: ticket, grant_type: 'password', Scope: 'Clientlogin' },
    { remoteAddress: freshAddress(), headers: lang ? { 'accept-language': lang } : {} },
  );
  expect(res.statusCode).toBe(200);
}

const langOfUser = async (mobile: string) =>
  (
    await t.db
      .selectFrom('users')
      .select('lang')
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow()
  ).lang;

describe("messages in the recipient's language", () => {
  it('a sign-in keeps the language of the page it came from', async () => {
    await signInFrom(t.app, '9811100001', 'hi');
    expect(await langOfUser('9811100001')).toBe('hi');
    await signInFrom(t.app, '9811100001', 'gu-IN,gu;q=0.9,en;q=0.8');
    expect(await langOfUser('9811100001')).toBe('gu');
    await signInFrom(t.app, '9811100001');
    expect(await langOfUser('9811100001')).toBe('en');
  });

  it('a dealer who signed in from a Gujarati page gets the lead notice in Gujarati', async () => {
    const car = t.fixture.cars.filter((c) => c.status === 'UnSold')[0];
    const listing = await t.db
      .selectFrom('listings as l')
      .innerJoin('dealers as d', 'd.id', 'l.dealer_id')
      .select(['l.car_number', 'd.mobile'])
      .where('l.car_number', '=', car.carNumber)
      .executeTakeFirstOrThrow();
    await signInFrom(t.app, listing.mobile, 'gu');
    const before = t.sent.length;
    const res = await postForm(
      t.app,
      '/api/LeadQRCode/AddLeadQRCode',
      { Name: 'Ravi Patel', Contactno: '9123456781', Carno: listing.car_number, nDealerRandno: '' },
      { remoteAddress: freshAddress() },
    );
    expect(res.json()).toMatchObject({ Success: true });
    await t.runJobs();
    const notice = t.sent.slice(before).find((m) => m.kind === 'lead');
    expect(notice).toMatchObject({ kind: 'lead', to: listing.mobile });
    expect(notice?.kind === 'lead' && notice.text).toMatch(
      /^CarSetu પર નવી પૂછપરછ: Ravi Patel \(9123456781\) તમારી .+માં રસ ધરાવે છે\./,
    );
  });

  it("fills the alert's template in the buyer's language, links to the pages in it", () => {
    const url = 'https://carsetu.test';
    const content = {
      searches: [
        {
          name: 'Creta in Ahmedabad',
          count: 3,
          cars: [{ title: '2021 Hyundai Creta', price: 1250000, link: `${url}/CarDetails/ab12/x` }],
        },
      ],
      drops: [],
    };
    const lang = templateLanguageFor('hi', ['en', 'hi']);
    expect(lang).toBe('hi');
    const hindi = digestInLanguage(content, url, lang);
    expect(digestParams(hindi, `${url}/alerts/stop?t=1`, lang)).toEqual([
      'Creta in Ahmedabad: 3 नई कारें',
      `2021 Hyundai Creta, ₹12,50,000: ${url}/hi/CarDetails/ab12/x`,
      'आज कुछ नहीं',
      `${url}/alerts/stop?t=1`,
    ]);
    expect(digestText(hindi, 'L', lang).split('\n')[0]).toBe('CarSetu अलर्ट');
    // The opt-out page in the alert's language.
    expect(stopLink(url, 'tok', lang)).toBe(`${url}/hi/alerts/stop?t=tok`);
    expect(stopLink(url, 'tok')).toBe(`${url}/alerts/stop?t=tok`);
    // Not approved: English words, English links.
    expect(templateLanguageFor('gu', ['en', 'hi'])).toBe('en');
    expect(templateLanguageFor('xx', ['en', 'hi'])).toBe('en');
    expect(linkInLanguage('https://elsewhere.test/a', url, 'gu')).toBe('https://elsewhere.test/a');
    const alert = (l?: 'en' | 'hi' | 'gu') =>
      whatsAppBody(
        { kind: 'alert', to: '9811100002', params: ['a', 'b', 'c', 'd'], text: '', lang: l },
        'otp',
        { template: 'carsetu_alert_digest', language: 'en_US' },
        undefined,
        ['en', 'hi'],
      ) as { template: { language: { code: string } } };
    expect(alert('hi').template.language.code).toBe('hi');
    expect(alert('gu').template.language.code).toBe('en_US');
    expect(alert().template.language.code).toBe('en_US');
  });

  it("shows the alerts consent in the page's language and keeps the wording agreed to", async () => {
    const token = await signIn(t, '9811100003');
    const hi = { ...bearer(token), 'accept-language': 'hi' };
    const shown = await t.app.inject({ url: '/api/SavedSearch/Alerts', headers: hi });
    expect(shown.json().Data).toEqual({ on: false, consentText: MSG_HI.alertsConsent });
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/SavedSearch/Alerts',
      headers: { ...hi, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ on: 'true', consent: MSG_HI.alertsConsent }).toString(),
    });
    expect(on.json()).toMatchObject({ Success: true, Data: { on: true } });
    const kept = await t.db
      .selectFrom('alert_consents as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select('c.consent_text')
      .where('u.mobile', '=', '9811100003')
      .executeTakeFirstOrThrow();
    expect(kept.consent_text).toBe(MSG_HI.alertsConsent);
    // Another wording is refused.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/SavedSearch/Alerts',
      headers: { ...hi, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ on: 'true', consent: 'I agree' }).toString(),
    });
    expect(other.statusCode).toBe(400);
  });
});
