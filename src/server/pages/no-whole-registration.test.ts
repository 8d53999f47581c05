/**
 * No owner traceable from a public page (issue 44 part 1,
 * docs/privacy.md#registration-numbers): every page the sitemaps list (in
 * English, Hindi and Gujarati, server-rendered with the real build), the
 * compare page, and every public API answer about cars (Home's, every search
 * page, each car's details and similar cars, sold ones too) hold no listing's
 * whole registration number, written together or spaced; the RTO code is
 * what they show.
 */
import { Readable } from 'node:stream';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { describe, expect, it } from 'vitest';
import { rtoCode } from '#shared/schemas/rto-code.ts';
import { builtWebApp } from '../testing/built-web-app.ts';

const w = builtWebApp();
const PUBLIC_URL = 'https://www.carsetu.test';

/** The number written together or with spaces or hyphens between its parts ("GJ 11 LK 2057"). */
function writtenAnyWay(number: string): RegExp {
  const parts = /^([A-Z]{2})(\d{1,2})([A-Z]{1,3})(\d{4,5})$/.exec(number);
  if (!parts) throw new Error(`not a vehicle number: ${number}`);
  return new RegExp(parts.slice(1).join('[ -]?'), 'i');
}

const locsOf = async (xml: string) =>
  (await parseSitemap(Readable.from([xml]))).map((i) => i.url.slice(PUBLIC_URL.length));

describe('registration numbers on public pages and answers', () => {
  it('no sitemap page, compare page or public car answer holds a whole number', async () => {
    const cars = await w.test.db
      .selectFrom('listings')
      .select(['rand', 'car_number', 'status'])
      .orderBy('id')
      .execute();
    expect(cars.length).toBeGreaterThan(20);
    const numbers = cars.map((c) => ({ number: c.car_number, re: writtenAnyWay(c.car_number) }));
    const answers: { where: string; body: string }[] = [];
    const get = async (url: string) => {
      const res = await w.app.inject(url);
      expect(res.statusCode, url).toBeLessThan(500);
      answers.push({ where: `GET ${url}`, body: res.body });
      return res;
    };

    const index = await get('/sitemap.xml');
    const sitemaps = (await parseSitemapIndex(Readable.from([index.body]))).map((i) =>
      i.url.slice(PUBLIC_URL.length),
    );
    const pages: string[] = [];
    for (const sitemap of sitemaps) pages.push(...(await locsOf((await get(sitemap)).body)));
    expect(pages.filter((p) => p.includes('/CarDetails/')).length).toBeGreaterThan(20);
    for (const page of pages) await get(page);
    await get(
      `/compare?cars=${cars
        .slice(0, 3)
        .map((c) => c.rand)
        .join(',')}`,
    );

    await get('/api/Carmaster/GetRandomly2Car_cars');
    for (let page = 1; page < 50; page++) {
      const res = await w.app.inject({
        method: 'POST',
        url: '/api/Carmaster/GetDetailsofcarsbySCCM_data',
        payload: { pageindex: page },
      });
      answers.push({ where: `search page ${page}`, body: res.body });
      if (!res.json().Success) break;
    }
    for (const car of cars) {
      await get(`/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${car.rand}`);
      await get(`/api/Carmaster/SimilarCars?Randomno=${car.rand}`);
    }

    const found = answers.flatMap(({ where, body }) =>
      numbers.filter(({ re }) => re.test(body)).map(({ number }) => `${number} in ${where}`),
    );
    expect(found).toEqual([]);
    // What is shown instead: the RTO code, on the car page and in its answer.
    const unsold = cars.find((c) => c.status === 'UnSold');
    if (!unsold) throw new Error('no unsold car in the fixture');
    const details = await w.app.inject(
      `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${unsold.rand}`,
    );
    expect(details.json().Data.carnumber).toBe(rtoCode(unsold.car_number));
  });
});
