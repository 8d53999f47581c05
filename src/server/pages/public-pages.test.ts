import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPagesTestApp, type PagesTestApp } from '../testing/pages-test-app.ts';
import { PUBLIC_PAGE_CACHE } from './page-shell.ts';

const PUBLIC_URL = 'https://www.carsetu.test';
let t: PagesTestApp;
beforeAll(async () => {
  t = await createPagesTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
});

const CRAWLERS = {
  WhatsApp: 'WhatsApp/2.23.20.0 A',
  Facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

const page = (url: string, userAgent = CRAWLERS.WhatsApp) =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );

async function listing(status: 'UnSold' | 'Sold') {
  return t.db
    .selectFrom('listings as l')
    .innerJoin('makes as mk', 'mk.id', 'l.make_id')
    .innerJoin('models as md', 'md.id', 'l.model_id')
    .innerJoin('variants as v', 'v.id', 'l.variant_id')
    .innerJoin('cities as c', 'c.id', 'l.city_id')
    .innerJoin('fuels as f', 'f.id', 'l.fuel_id')
    .select([
      'l.rand',
      'l.model_year',
      'l.price',
      'l.km',
      'l.photo',
      'l.share_card',
      'mk.name as make',
      'md.name as model',
      'v.name as variant',
      'c.name as city',
      'f.name as fuel',
    ])
    .where('l.status', '=', status)
    .where('l.photo', 'is not', null)
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
}

describe('Home, search, contact and policy pages', () => {
  it('carry one title, one description, an absolute canonical, Open Graph and the Twitter card', async () => {
    for (const [url, title, canon] of [
      ['/', 'Used Cars for Sale in India | CarSetu', `${PUBLIC_URL}/`],
      ['/search', 'ALL CARS | CarSetu', `${PUBLIC_URL}/search`],
      ['/contactus', 'Contact Us | CarSetu', `${PUBLIC_URL}/contactus`],
      [
        '/page/refundPOLICY',
        'Cancellation and Refund Policy | CarSetu',
        `${PUBLIC_URL}/page/Refundpolicy`,
      ],
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      const html = res.body;
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<title>${title.replace('&', '&amp;')}</title>`);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(canonical(html)).toBe(canon);
      expect(meta(html, 'og:url')).toBe(canon);
      expect(meta(html, 'og:type')).toBe('website');
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(html).toContain('<div id="root">');
    }
  });

  it('answers 404 with noindex for an unknown policy page', async () => {
    const res = await page('/page/nosuchpage');
    expect(res.statusCode).toBe(404);
    expect(meta(res.body, 'robots')).toBe('noindex');
  });

  it('are cacheable by a CDN, with an ETag that answers 304', async () => {
    const res = await page('/');
    expect(res.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('leave signed-in pages as the plain shell, not cached', async () => {
    const res = await page('/Wishlist');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(canonical(res.body)).toBeUndefined();
  });
});

describe('the car page', () => {
  it('gives every crawler the preview: name, price in Indian grouping, km, fuel, city, photo', async () => {
    const car = await listing('UnSold');
    const name = `${car.model_year} ${car.make} ${car.model} ${car.variant}`;
    for (const userAgent of Object.values(CRAWLERS)) {
      const res = await page(`/CarDetails/${car.rand}/any-old-slug`, userAgent);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(meta(html, 'og:title')).toBe(name);
      expect(meta(html, 'og:type')).toBe('product');
      const description = meta(html, 'og:description') ?? '';
      const price = new Intl.NumberFormat('en-IN').format(Number(car.price));
      expect(description).toContain(`₹${price}`);
      expect(description).toContain(`${new Intl.NumberFormat('en-IN').format(Number(car.km))} km`);
      expect(description).toContain(car.fuel);
      expect(description).toContain(car.city);
      expect(car.share_card).toMatch(/^cars\/.+\/card-.+\.jpg$/);
      expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/photos/${car.share_card}`);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'robots')).toBeUndefined();
      // The canonical slug, whatever slug was asked for.
      const canon = canonical(html) ?? '';
      expect(canon.startsWith(`${PUBLIC_URL}/CarDetails/${car.rand}/${car.model_year}-`)).toBe(
        true,
      );
      expect(decodeURIComponent(canon)).toContain(`- Used Car for Sale in${car.city}`);
      expect(meta(html, 'og:url')).toBe(canon);
    }
  });

  it('carries a schema.org Car with its offer in JSON-LD', async () => {
    const car = await listing('UnSold');
    const [data] = jsonLd((await page(`/CarDetails/${car.rand}/x`)).body);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: `${car.model_year} ${car.make} ${car.model} ${car.variant}`,
      image: [`${PUBLIC_URL}/photos/${car.share_card}`],
      brand: { '@type': 'Brand', name: car.make },
      model: car.model,
      vehicleModelDate: String(car.model_year),
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: Number(car.km), unitCode: 'KMT' },
      fuelType: car.fuel,
      vehicleTransmission: expect.any(String),
      color: expect.any(String),
      numberOfPreviousOwners: expect.any(Number),
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        price: Number(car.price),
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: expect.stringContaining(`/CarDetails/${car.rand}/`),
      },
    });
  });

  it('marks a sold car noindex and sold out; answers 404 with noindex for an unknown car', async () => {
    const sold = await listing('Sold');
    const html = (await page(`/CarDetails/${sold.rand}/x`)).body;
    expect(meta(html, 'robots')).toBe('noindex');
    expect(jsonLd(html)[0].offers.availability).toBe('https://schema.org/SoldOut');

    const unknown = await page('/CarDetails/NoSuchCar0/2019-Maruti-Swift');
    expect(unknown.statusCode).toBe(404);
    expect(meta(unknown.body, 'robots')).toBe('noindex');
    expect(unknown.body).toContain('<title>Car not found | CarSetu</title>');
  });

  it('escapes what it writes: no value can close a tag or the JSON-LD script', async () => {
    const car = await listing('UnSold');
    await t.db
      .updateTable('listings')
      .set({ colour: '"/><script>alert(1)</script>' })
      .where('rand', '=', car.rand)
      .execute();
    const html = (await page(`/CarDetails/${car.rand}/x`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(jsonLd(html)[0].color).toBe('"/><script>alert(1)</script>');
  });
});
