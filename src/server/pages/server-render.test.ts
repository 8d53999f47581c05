/**
 * Server rendering with the real builds (docs/decisions/011-server-rendering.md):
 * the web app and its SSR bundle are built into a temporary folder, and the
 * server answers the public pages with their HTML, their data for hydration,
 * the right status, and reuses a rendered page until the data behind it
 * changes. A render that throws still answers the page shell.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { defaultDownPayment, emiRupees } from '#shared/emi.ts';
import { formatRupees } from '#shared/format.ts';
import { deleteListingRows } from '../modules/listings/listings.repository.ts';
import { postForm } from '../testing/api-test-helpers.ts';
import { builtWebApp, pageBody, ssrData } from '../testing/built-web-app.ts';

const w = builtWebApp();
const { startApp, unsoldCar } = w;

describe('server-rendered public pages', () => {
  it('the car page arrives with the car in its HTML and its data for hydration', async () => {
    const car = await unsoldCar();
    const res = await w.app.inject(`/CarDetails/${car.rand}/x`);
    expect(res.statusCode).toBe(200);
    const html = pageBody(res.body);
    expect(html).toContain(`${car.model_year} ${car.make} ${car.model}`);
    expect(html).toContain(formatRupees(Number(car.price)));
    expect(html).toContain('Specifications');
    const data = ssrData(res.body);
    const keys = data.queries.queries.map((q: { queryKey: unknown[] }) => q.queryKey.join('/'));
    expect(keys).toContain(`cars/details/${car.rand}`);
    expect(keys).toContain('site/settings');
    // Nothing of a visitor's own: the same HTML for everyone, no stored token read.
    expect(res.body).not.toContain('Logout');
    // The one script loaded at first is the boot script; the app and the page's chunk wait for intent.
    const scripts = res.body.match(/<script type="module"[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/src="\/assets\/boot-[\w-]+\.js"/);
    const manifest = JSON.parse(
      fs.readFileSync(path.join(w.webRoot, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const pageChunk = manifest['src/web/app/routes/car-details-route.tsx']?.file;
    expect(pageChunk).toBeTruthy();
    expect(scripts[0]).toMatch(new RegExp(`data-chunks="[^"]*/${pageChunk}`));
    expect(res.body).not.toContain('modulepreload');
  });

  it("the EMI calculator's values sent without JavaScript come back in the page; values outside the rules give the car's usual page", async () => {
    const car = await unsoldCar(2);
    const price = Number(car.price);
    const usual = await w.app.inject(`/CarDetails/${car.rand}/x`);
    const loanOf = (down: number) => formatRupees(price - down);
    // 20% down (to ₹1,000), 60 months at 12%: in the calculator and beside the price.
    const down = defaultDownPayment(price);
    const emi = formatRupees(emiRupees(price - down, 12, 60));
    expect(pageBody(usual.body)).toContain(`EMI ${emi}/month`);
    expect(pageBody(usual.body)).toContain(`Loan of ${loanOf(down)} for 60 months at 12% a year`);

    const asked = await w.app.inject(`/CarDetails/${car.rand}/x?down=0&months=36&rate=9.5`);
    expect(asked.statusCode).toBe(200);
    expect(pageBody(asked.body)).toContain(`Loan of ${loanOf(0)} for 36 months at 9.5% a year`);
    expect(pageBody(asked.body)).toContain(`>${formatRupees(emiRupees(price, 9.5, 36))}</output>`);
    // The usual page is still kept as it was for the car's plain address.
    const again = await w.app.inject(`/CarDetails/${car.rand}/x`);
    expect(pageBody(again.body)).toContain(`Loan of ${loanOf(down)} for 60 months at 12% a year`);

    const refused = await w.app.inject(
      `/CarDetails/${car.rand}/x?down=${price + 1}&months=30&rate=25`,
    );
    expect(refused.statusCode).toBe(200);
    expect(pageBody(refused.body)).toContain(`Loan of ${loanOf(down)} for 60 months at 12% a year`);
  });

  it('/compare arrives with its cars side by side, not for search engines; a made-up list is the same page', async () => {
    const [a, b] = [await unsoldCar(3), await unsoldCar(4)];
    const res = await w.app.inject(`/compare?cars=${a.rand},${b.rand}`);
    expect(res.statusCode).toBe(200);
    const html = pageBody(res.body);
    expect(html).toContain(`${a.model_year} ${a.make} ${a.model}`);
    expect(html).toContain(`${b.model_year} ${b.make} ${b.model}`);
    expect(html).toContain(formatRupees(Number(a.price)));
    expect(res.body).toContain('<meta name="robots" content="noindex"');
    const spelled = await w.app.inject(`/compare?cars=${a.rand},${a.rand},%20${b.rand},<x>`);
    expect(pageBody(spelled.body)).toContain(`${b.model_year} ${b.make} ${b.model}`);
    const none = await w.app.inject('/compare');
    expect(pageBody(none.body)).toContain('No cars to compare yet');
  });

  it('Home and /search arrive with cards; an unknown car or policy page answers 404 with a helpful page', async () => {
    for (const url of ['/', '/search?state=1']) {
      const res = await w.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(pageBody(res.body).match(/View Details/g)?.length ?? 0, url).toBeGreaterThan(3);
    }
    const car = await w.app.inject('/CarDetails/NoSuchCar1/x');
    expect(car.statusCode).toBe(404);
    expect(pageBody(car.body)).toContain('find this car');
    const policy = await w.app.inject('/page/nosuchpage');
    expect(policy.statusCode).toBe(404);
    expect(pageBody(policy.body)).toContain('Browse used cars');
  });

  it('reuses a rendered page for PAGE_CACHE_SECONDS, then shows its car as it is; a search leaves it, a change through the API clears it', async () => {
    const car = await unsoldCar();
    const url = `/CarDetails/${car.rand}/x`;
    const first = await w.app.inject(url);
    expect((await w.app.inject(url)).body).toBe(first.body);
    // Another slug or a made-up query string is the same kept page, not a new render.
    expect(
      (await w.app.inject(`/CarDetails/${car.rand}/other-slug?utm_source=whatsapp`)).body,
    ).toBe(first.body);

    // The car changes beside the API (as the importer changes it): its kept page stays for the
    // interval, then shows the change, though the car's API answer is still kept (the
    // render's own calls skip the kept answers).
    const brief = await startApp(undefined, { PAGE_CACHE_SECONDS: '1' });
    const before = (await brief.inject(url)).body;
    const api = `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${car.rand}`;
    expect((await brief.inject(api)).statusCode).toBe(200);
    const price = Number(car.price) + 12_345;
    await w.test.db
      .updateTable('listings')
      .set({ price, updated_at: new Date().toISOString() })
      .where('id', '=', car.id)
      .execute();
    expect((await brief.inject(url)).body).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(pageBody((await brief.inject(url)).body)).toContain(formatRupees(price));
    expect((await brief.inject(api)).json().Data.nSaleprice).toBe(Number(car.price));

    // Home and the car page are kept (here for five minutes, so a slow machine cannot outlast the
    // interval); a search does not clear them, a lead (a change) does, and with it every kept page.
    const kept = await startApp(undefined, { PAGE_CACHE_SECONDS: '300' });
    const home = (await kept.inject('/')).body;
    const carPage = (await kept.inject(url)).body;
    const newPrice = price + 10_000;
    await w.test.db.updateTable('listings').set({ km: 1 }).execute();
    await w.test.db
      .updateTable('listings')
      .set({ price: newPrice, updated_at: new Date().toISOString() })
      .where('id', '=', car.id)
      .execute();
    const search = await postForm(kept, '/api/Carmaster/GetDetailsofcarsbySCCM_data', {
      nState: 1,
    });
    expect(search.statusCode).toBe(200);
    expect((await kept.inject('/')).body).toBe(home);
    expect((await kept.inject(url)).body).toBe(carPage);
    const lead = await postForm(kept, '/api/LeadQRCode/AddLeadQRCode', {
      Name: 'Ravi Patel',
      Contactno: '9123400555',
      Carno: 'GJ01AA0001',
      Rand: car.rand,
    });
    expect(lead.json().Success).toBe(true);
    expect((await kept.inject('/')).body).not.toBe(home);
    expect(pageBody(carPage)).toContain(formatRupees(price));
    expect(pageBody((await kept.inject(url)).body)).toContain(formatRupees(newPrice));
  });

  it('a kept page is compressed once: brotli and gzip bodies decode to the same HTML', async () => {
    const plain = await w.app.inject('/contactus');
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await w.app.inject({
          url: '/contactus',
          headers: { 'accept-encoding': encoding },
        });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it('an address no page has answers its 404 page, whole before the app; signed-in screens stay the shell', async () => {
    const unknown = await w.app.inject('/no-such-page?x=1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Page not found | CarSetu</title>');
    expect(unknown.body).toContain('<meta name="robots" content="noindex"');
    expect(pageBody(unknown.body)).toContain('Go to Home');
    // A signed-in screen (any letter case, as the app's router reads it) is the app's shell.
    for (const url of [
      '/MyVehicles',
      '/myvehicles',
      '/EditSellInquiryform/abc',
      '/Dealer/Import',
    ]) {
      const shell = await w.app.inject(url);
      expect(shell.statusCode, url).toBe(200);
      expect(shell.body, url).not.toContain('ssr-data');
    }
    // Files and the API keep their plain 404.
    for (const url of ['/assets/no-such.js', '/api/no-such']) {
      const res = await w.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ Success: false, Message: 'Not Found' });
    }
  });

  it('a render that throws still answers the page with its head, for the browser to render', async () => {
    const broken = path.join(w.test.dataDir, 'broken-entry.mjs');
    fs.writeFileSync(
      broken,
      'export function setRenderTransport() {}\nexport async function renderPage() { throw new Error("boom"); }\n',
    );
    const fallback = await startApp(broken);
    const res = await fallback.inject('/contactus');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Contact Us | CarSetu</title>');
    expect(res.body).toContain('class="boot"');
    expect(res.body).not.toContain('ssr-data');
  });

  it('keeps a rendered car page in the database: sent again without rendering until the car changes, refreshed behind the answer once old', async () => {
    // Nothing kept in memory: every answer below is a render or a stored page. A render is told
    // by its body: the data for hydration carries the time it was made.
    const stored = await startApp(undefined, { PAGE_CACHE_SECONDS: '0' });
    const unstored = await startApp(undefined, {
      PAGE_CACHE_SECONDS: '0',
      STORED_PAGE_SECONDS: '0',
    });
    const car = await unsoldCar(1);
    const url = `/CarDetails/${car.rand}/x`;
    const storedRow = () =>
      w.test.db
        .selectFrom('car_pages')
        .selectAll()
        .where('listing_id', '=', car.id)
        .where('lang', '=', 'en')
        .executeTakeFirst();
    const renderedAt = (html: string) => ssrData(html).queries.queries[0].dehydratedAt as number;

    const a = (await unstored.inject(url)).body;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(renderedAt((await unstored.inject(url)).body)).not.toBe(renderedAt(a));
    expect(await storedRow()).toBeUndefined();

    const first = await stored.inject(url);
    expect(first.statusCode).toBe(200);
    expect(pageBody(first.body)).toContain(`${car.model_year} ${car.make} ${car.model}`);
    const row = await storedRow();
    expect(row?.version).toContain(car.rand);
    expect(zlib.brotliDecompressSync(row!.body_br).toString()).toBe(first.body);

    const decoders: Record<string, (b: Buffer) => Buffer> = {
      br: zlib.brotliDecompressSync,
      gzip: zlib.gunzipSync,
      identity: (b) => b,
    };
    for (const [encoding, decode] of Object.entries(decoders)) {
      const again = await stored.inject({
        url: `/CarDetails/${car.rand}/another-slug?utm_source=whatsapp`,
        headers: { 'accept-encoding': encoding },
      });
      expect(again.statusCode).toBe(200);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(decode(again.rawPayload).toString(), encoding).toBe(first.body);
    }

    // The Hindi page is kept beside it, and sent again as stored.
    const hindi = await stored.inject(`/hi${url}`);
    expect(hindi.body).toContain('<html lang="hi-IN"');
    const hindiRow = await w.test.db
      .selectFrom('car_pages')
      .selectAll()
      .where('listing_id', '=', car.id)
      .where('lang', '=', 'hi')
      .executeTakeFirstOrThrow();
    expect(zlib.brotliDecompressSync(hindiRow.body_br).toString()).toBe(hindi.body);
    expect((await stored.inject(`/hi${url}`)).body).toBe(hindi.body);
    expect(zlib.brotliDecompressSync((await storedRow())!.body_br).toString()).toBe(first.body);

    // The car changes: a new version, rendered at once and stored in place of the old.
    const price = Number(car.price) + 54_321;
    await w.test.db
      .updateTable('listings')
      .set({ price, updated_at: new Date().toISOString() })
      .where('id', '=', car.id)
      .execute();
    const changed = (await stored.inject(url)).body;
    expect(pageBody(changed)).toContain(formatRupees(price));
    expect((await storedRow())?.version).not.toBe(row?.version);
    expect((await stored.inject(url)).body).toBe(changed);

    // Once older than STORED_PAGE_SECONDS: still sent at once, then rendered again behind it.
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await w.test.db
      .updateTable('car_pages')
      .set({ rendered_at: hourAgo })
      .where('listing_id', '=', car.id)
      .execute();
    expect((await stored.inject(url)).body).toBe(changed);
    await expect.poll(async () => (await storedRow())?.rendered_at).not.toBe(hourAgo);
    const refreshed = (await stored.inject(url)).body;
    expect(renderedAt(refreshed)).toBeGreaterThan(renderedAt(changed));
    expect(pageBody(refreshed)).toContain(formatRupees(price));

    // A deleted car takes its stored pages with it, in every language.
    await deleteListingRows(w.test.db, car.id);
    expect(await storedRow()).toBeUndefined();
    expect(
      await w.test.db
        .selectFrom('car_pages')
        .select('lang')
        .where('listing_id', '=', car.id)
        .execute(),
    ).toEqual([]);
    expect((await stored.inject(url)).statusCode).toBe(404);
  });
});
