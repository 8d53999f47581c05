/**
 * sitemap.xml and robots.txt (issue 9, part 7) against the real app on the
 * 30-car fixture (26 unsold, 4 sold), on SQLite or PostgreSQL: the index and
 * its files with absolute URLs under PUBLIC_URL, every live car exactly once
 * with its canonical URL (as the web's links build it from the car details)
 * and its update time, sold and deleted cars dropping out, files split by a
 * lowered page size, 404 for files outside the index, and robots.txt. The
 * XML is read by sitemap-test-helpers.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carDetailsPath } from '#shared/format.ts';
import { landingPath, modelSlug, slugify } from '#shared/pages/landing.ts';
import { showroomPath } from '#shared/pages/showroom.ts';
import { buildApp } from '../../app.ts';
import { diskPhotoStorage } from '../../ports/disk-photo-storage.ts';
import { createAppWithInventory } from '../../testing/api-test-helpers.ts';
import type { InventoryFixture } from '../../testing/inventory-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { deleteListingRows, markSold } from '../listings/listings.repository.ts';
import { STATIC_PAGE_PATHS, seoRoutes } from './seo.routes.ts';
import { sitemapsOf, urlsOf } from './sitemap-test-helpers.ts';

const PUBLIC_URL = 'https://www.carsetu.example';

let t: TestApp & { fixture: InventoryFixture };
beforeAll(async () => {
  t = await createAppWithInventory({ PUBLIC_URL: `${PUBLIC_URL}/` });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Every live car as the sitemap must list it: canonical URL (from the details API, as the web links) and updated_at. */
async function expectedLiveCars() {
  const rows = await t.db
    .selectFrom('listings')
    .select(['id', 'rand', 'updated_at'])
    .where('status', '=', 'UnSold')
    .orderBy('id')
    .execute();
  return Promise.all(
    rows.map(async (row) => {
      const details = await get(
        `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${encodeURIComponent(row.rand)}`,
      );
      return {
        id: row.id,
        loc: `${PUBLIC_URL}${carDetailsPath(details.json().Data)}`,
        lastmod: new Date(row.updated_at).toISOString(),
      };
    }),
  );
}

describe('GET /sitemap.xml', () => {
  it('lists pages.xml and cars-1.xml with absolute URLs', async () => {
    expect(await sitemapsOf(await get('/sitemap.xml'))).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/cars-1.xml`,
    ]);
  });
});

describe('GET /sitemaps/pages.xml', () => {
  it('lists Home, search, Contact Us and the policy pages with absolute URLs', async () => {
    const urls = await urlsOf(await get('/sitemaps/pages.xml'), PUBLIC_URL);
    const statics = urls.slice(0, STATIC_PAGE_PATHS.length).map((u) => u.loc);
    expect(statics).toEqual(STATIC_PAGE_PATHS.map((p) => `${PUBLIC_URL}${p}`));
    expect(statics).toContain(`${PUBLIC_URL}/page/Refundpolicy`);
  });

  it('then every city, make and model landing page with a live car, lastmod its newest car', async () => {
    const urls = (await urlsOf(await get('/sitemaps/pages.xml'), PUBLIC_URL))
      .slice(STATIC_PAGE_PATHS.length)
      .filter((u) => u.loc.includes('/used-cars/'));
    const live = await t.db
      .selectFrom('listings as l')
      .innerJoin('cities as c', 'c.id', 'l.city_id')
      .innerJoin('makes as mk', 'mk.id', 'l.make_id')
      .innerJoin('models as md', 'md.id', 'l.model_id')
      .select(['c.name as city', 'mk.name as make', 'md.name as model', 'l.updated_at'])
      .where('l.status', '=', 'UnSold')
      .execute();
    const expected = new Map<string, string>();
    const add = (slug: string, at: string) => {
      const loc = `${PUBLIC_URL}${landingPath(slug)}`;
      if ((expected.get(loc) ?? '') < at) expected.set(loc, at);
    };
    for (const car of live) {
      add(slugify(car.city), car.updated_at);
      add(slugify(car.make), car.updated_at);
      add(modelSlug(car.make, car.model), car.updated_at);
    }
    expect(urls.map((u) => u.loc).sort()).toEqual([...expected.keys()].sort());
    for (const u of urls)
      expect(u.lastmod, u.loc).toBe(new Date(expected.get(u.loc)!).toISOString());
    expect(urls.map((u) => u.loc)).toContain(`${PUBLIC_URL}/used-cars/ahmedabad`);
  });

  it("then every active dealer's showroom page with a live car, lastmod its newest car", async () => {
    const urls = (await urlsOf(await get('/sitemaps/pages.xml'), PUBLIC_URL)).filter((u) =>
      u.loc.includes('/dealer/'),
    );
    const live = await t.db
      .selectFrom('listings as l')
      .innerJoin('dealers as d', 'd.id', 'l.dealer_id')
      .innerJoin('cities as c', 'c.id', 'd.city_id')
      .select(['d.rand', 'd.firm_name', 'c.name as city', 'l.updated_at'])
      .where('l.status', '=', 'UnSold')
      .where('d.deactivated_at', 'is', null)
      .execute();
    const expected = new Map<string, string>();
    for (const car of live) {
      const loc = `${PUBLIC_URL}${showroomPath(car.firm_name, car.city, car.rand)}`;
      if ((expected.get(loc) ?? '') < car.updated_at) expected.set(loc, car.updated_at);
    }
    expect(expected.size).toBeGreaterThan(0);
    expect(urls.map((u) => u.loc).sort()).toEqual([...expected.keys()].sort());
    for (const u of urls)
      expect(u.lastmod, u.loc).toBe(new Date(expected.get(u.loc)!).toISOString());
  });
});

describe('GET /sitemaps/cars-{n}.xml', () => {
  it('lists every unsold car exactly once with its canonical URL and lastmod, and no sold car', async () => {
    const urls = await urlsOf(await get('/sitemaps/cars-1.xml'), PUBLIC_URL);
    const expected = await expectedLiveCars();
    const unsold = t.fixture.cars.filter((c) => c.status === 'UnSold').length;
    expect(expected).toHaveLength(unsold);
    expect(urls).toEqual(expected.map(({ loc, lastmod }) => ({ loc, lastmod })));
    expect(new Set(urls.map((u) => u.loc)).size).toBe(unsold);
    for (const { loc } of urls) {
      expect(loc).toMatch(
        /^https:\/\/www\.carsetu\.example\/CarDetails\/[^/]+\/\d{4}-[^/]+%20Used%20Car%20for%20Sale%20in(Ahmedabad|Surat|Pune)$/,
      );
    }
    const soldRands = await t.db
      .selectFrom('listings')
      .select('rand')
      .where('status', '=', 'Sold')
      .execute();
    expect(soldRands).toHaveLength(t.fixture.cars.length - unsold);
    for (const { rand } of soldRands) {
      expect(urls.some((u) => u.loc.includes(`/CarDetails/${encodeURIComponent(rand)}/`))).toBe(
        false,
      );
    }
  });

  it('answers 404 with an empty body for a file outside the index or a malformed number', async () => {
    for (const file of ['cars-0', 'cars-2', 'cars-01', 'cars-x', 'cars--1', 'cars-1.5']) {
      const res = await get(`/sitemaps/${file}.xml`);
      expect(res.statusCode, file).toBe(404);
      expect(res.body, file).toBe('');
    }
  });
});

describe('sold and deleted cars', () => {
  it('drop out of the cars sitemap once marked sold or deleted', async () => {
    const before = await expectedLiveCars();
    const [sold, deleted] = before;
    if (!sold || !deleted) throw new Error('the fixture has live cars');
    expect(await markSold(t.db, sold.id, new Date().toISOString())).toBe(true);
    await deleteListingRows(t.db, deleted.id);
    const urls = await urlsOf(await get('/sitemaps/cars-1.xml'), PUBLIC_URL);
    expect(urls.map((u) => u.loc)).toEqual(before.slice(2).map((c) => c.loc));
    expect(urls.map((u) => u.loc)).not.toContain(sold.loc);
    expect(urls.map((u) => u.loc)).not.toContain(deleted.loc);
  });

  it('leave an empty file out of the index', async () => {
    await t.db.updateTable('listings').set({ status: 'Sold' }).execute();
    expect(await sitemapsOf(await get('/sitemap.xml'))).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
    ]);
    expect((await get('/sitemaps/cars-1.xml')).statusCode).toBe(404);
  });
});

describe('a lowered page size', () => {
  it('splits the cars over several files that together list every live car once', async () => {
    const small = await createAppWithInventory({ PUBLIC_URL });
    // The same routes with 7 cars per file, on the same database and config.
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('db', small.db);
    app.decorate('config', small.app.config);
    await app.register(seoRoutes, { carsPerFile: 7 });
    try {
      const index = await sitemapsOf(await app.inject('/sitemap.xml'));
      const maxId = Number(
        (
          await small.db
            .selectFrom('listings')
            .select((eb) => eb.fn.max('id').as('max'))
            .executeTakeFirstOrThrow()
        ).max,
      );
      const files = index.filter((u) => u.includes('/cars-'));
      expect(files.length).toBe(Math.ceil(maxId / 7));
      expect(files.length).toBeGreaterThan(2);
      const listed: string[] = [];
      for (const [i, file] of files.entries()) {
        expect(file).toBe(`${PUBLIC_URL}/sitemaps/cars-${i + 1}.xml`);
        const urls = await urlsOf(await app.inject(file.slice(PUBLIC_URL.length)), PUBLIC_URL);
        expect(urls.length).toBeGreaterThan(0);
        expect(urls.length).toBeLessThanOrEqual(7);
        listed.push(...urls.map((u) => u.loc));
      }
      const live = await small.db
        .selectFrom('listings')
        .select('rand')
        .where('status', '=', 'UnSold')
        .orderBy('id')
        .execute();
      expect(listed).toHaveLength(live.length);
      expect(listed.map((loc) => loc.split('/')[4])).toEqual(
        live.map((r) => encodeURIComponent(r.rand)),
      );
      expect((await app.inject(`/sitemaps/cars-${files.length + 1}.xml`)).statusCode).toBe(404);
    } finally {
      await app.close();
      await small.close();
    }
  });
});

describe('GET /robots.txt', () => {
  it('names the sitemap with an absolute URL and keeps the Disallow rules', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.split('\n');
    expect(lines.slice(0, 3)).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /api/']);
    for (const rule of [
      'Disallow: /Wishlist',
      'Disallow: /SellInquiryform',
      'Disallow: /MyVehicles',
      'Disallow: /EditSellInquiryform/',
      'Disallow: /profile',
      'Disallow: /MyAlerts',
      'Disallow: /Login',
      'Disallow: /hi/Wishlist',
      'Disallow: /gu/MyVehicles',
      'Disallow: /test',
    ]) {
      expect(lines).toContain(rule);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('is served by this route, not the web app, when the web app is built', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'carsetu-web-'));
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>shell</title></head><body></body></html>',
    );
    fs.writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg/>');
    const app = await buildApp({
      config: t.app.config,
      db: t.db,
      dbKind: t.kind,
      messageSender: { async send() {} },
      photoStorage: diskPhotoStorage(path.join(t.dataDir, 'photos')),
      webRoot,
    });
    try {
      const robots = await app.inject('/robots.txt');
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      const index = await app.inject('/sitemap.xml');
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect((await app.inject('/favicon.svg')).body).toBe('<svg/>');
    } finally {
      await app.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
