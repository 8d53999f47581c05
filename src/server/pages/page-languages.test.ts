/**
 * The public pages in Hindi and Gujarati (issue 26, part 1) with the real
 * builds of every language: each page at its own address, rendered in its
 * language (`<html lang>`, the frame's words), canonical under its prefix
 * with reciprocal hreflang links and x-default; the switcher's link keeps
 * the choice, a later page asked in another language is sent to the chosen
 * one, and a visitor with no choice (a crawler) stays where it asked.
 */
import { describe, expect, it } from 'vitest';
import * as frameEn from '#shared/i18n/en/frame.ts';
import * as frameGu from '#shared/i18n/gu/frame.ts';
import * as landingGu from '#shared/i18n/gu/landing.ts';
import * as frameHi from '#shared/i18n/hi/frame.ts';
import { scriptFontsPath } from '#shared/i18n/lang.ts';
import { builtWebApp, pageBody } from '../testing/built-web-app.ts';

const w = builtWebApp();
const PUBLIC_URL = 'https://www.carsetu.test';

const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );

describe('public pages in every language', () => {
  it.each([
    ['en', '/search', 'en-IN', frameEn.navSearch],
    ['hi', '/hi/search', 'hi-IN', frameHi.navSearch],
    ['gu', '/gu/search', 'gu-IN', frameGu.navSearch],
  ])(
    '%s: %s is rendered in its language with hreflang links',
    async (_lang, url, htmlLang, word) => {
      const res = await w.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<html lang="${htmlLang}">`);
      expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}${url}" />`);
      expect(res.body).toContain(
        `<meta property="og:locale" content="${htmlLang.replace('-', '_')}" />`,
      );
      expect(alternatesOf(res.body)).toEqual([
        `en-IN ${PUBLIC_URL}/search`,
        `hi-IN ${PUBLIC_URL}/hi/search`,
        `gu-IN ${PUBLIC_URL}/gu/search`,
        `x-default ${PUBLIC_URL}/search`,
      ]);
      expect(pageBody(res.body)).toContain(word);
    },
  );

  it("Home's address in Hindi is /hi/, and a car page and the signed-in screens speak Hindi too", async () => {
    const home = await w.app.inject('/hi');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/hi/" />`);
    expect(pageBody(home.body)).toContain(frameHi.navSell);
    expect(pageBody(home.body)).not.toContain(`>${frameEn.navSell}<`);
    const car = await w.unsoldCar();
    const carPage = await w.app.inject(`/hi/CarDetails/${car.rand}/x`);
    expect(carPage.statusCode).toBe(200);
    expect(carPage.body).toContain('<html lang="hi-IN">');
    expect(carPage.body).toMatch(
      new RegExp(`<link rel="canonical" href="${PUBLIC_URL}/hi/CarDetails/${car.rand}/`),
    );
    const wishlist = await w.app.inject('/gu/Wishlist');
    expect(wishlist.statusCode).toBe(200);
    expect(wishlist.body).toContain('<html lang="gu-IN">');
  });

  it("a landing page's title, h1 and breadcrumbs are in its address's language, not the API's English", async () => {
    const links = await w.app.inject('/api/landing');
    const city = links.json().Data.cities[0] as { slug: string; name: string };
    const res = await w.app.inject(`/gu/used-cars/${city.slug}`);
    expect(res.statusCode).toBe(200);
    const title = landingGu.landingCityTitle(city.name);
    expect(res.body).toContain(`<title>${title}`);
    expect(pageBody(res.body)).toContain(`>${landingGu.landingCityHeading(city.name)}</h1>`);
    expect(res.body).toContain(`"name":"${landingGu.landingCityHeading(city.name)}"`);
    // The API's English stays only in the data handed to the app (hydration), never on the page.
    const shown = pageBody(res.body).replace(/<script[\s\S]*?<\/script>/g, '');
    expect(shown).not.toContain(`Used cars in ${city.name}`);
    expect(res.body).not.toContain(`<title>Used`);
  });

  it('the switcher keeps the choice and sends the visitor to the same page in that language', async () => {
    const res = await w.app.inject('/lang/hi?to=%2Fsearch%3Fstate%3D1');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/hi/search?state=1');
    expect(String(res.headers['set-cookie'])).toMatch(
      /^carsetu_lang=hi; Path=\/; Max-Age=31536000/,
    );
    // From a Hindi page to Gujarati: the prefix is replaced, not added to.
    const gu = await w.app.inject('/lang/gu?to=%2Fhi%2Fcontactus');
    expect(gu.headers.location).toBe('/gu/contactus');
    // Never to another site.
    for (const to of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const refused = await w.app.inject(`/lang/en?to=${encodeURIComponent(to)}`);
      expect(refused.headers.location, to).toBe('/');
    }
    const unknown = await w.app.inject('/lang/fr?to=%2F');
    expect(unknown.statusCode).toBe(400);
  });

  it('with a choice kept, a page asked in another language goes to the chosen one; without, it stays', async () => {
    const chosen = await w.app.inject({
      url: '/search?state=1',
      headers: { cookie: 'carsetu_lang=gu' },
    });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/gu/search?state=1');
    expect(chosen.headers['cache-control']).toBe('no-store');
    const same = await w.app.inject({ url: '/gu/search', headers: { cookie: 'carsetu_lang=gu' } });
    expect(same.statusCode).toBe(200);
    const english = await w.app.inject({ url: '/hi/', headers: { cookie: 'carsetu_lang=en' } });
    expect(english.headers.location).toBe('/');
    // The API, files and a first visit (a crawler) are never redirected.
    const api = await w.app.inject({
      url: '/api/Common/countrydata',
      headers: { cookie: 'carsetu_lang=hi' },
    });
    expect(api.statusCode).toBe(200);
    const crawler = await w.app.inject({
      url: '/hi/search',
      headers: { 'accept-language': 'en-US' },
    });
    expect(crawler.statusCode).toBe(200);
  });

  it("the WhatsApp links' small pages carry their script's faces, served by the build", async () => {
    for (const lang of ['hi', 'gu'] as const) {
      const page = await w.app.inject(`/${lang}/alerts/stop?t=not-a-real-token-at-all`);
      const href = page.body.match(/<link rel="stylesheet" href="([^"]+)">/)?.[1];
      expect(href, lang).toBe(scriptFontsPath(lang));
      const css = await w.app.inject(href ?? '');
      expect(css.statusCode).toBe(200);
      expect(css.body).toContain('font-family:"CarSetu Indic"');
      const files = [...css.body.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map((m) => m[1]);
      expect(files).toHaveLength(3);
      for (const file of files) expect((await w.app.inject(file)).statusCode, file).toBe(200);
    }
    const english = await w.app.inject('/alerts/stop?t=not-a-real-token-at-all');
    expect(english.body).not.toContain('rel="stylesheet"');
  });
});
