import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '#shared/format.ts';
import { deleteListingRows } from '../modules/listings/listings.repository.ts';
import { postForm } from '../testing/api-test-helpers.ts';
import { builtWebApp, pageBody, ssrData } from '../testing/built-web-app.ts';

const w = builtWebApp();
const { startApp, unsoldCar } = w;

describe('kept and stored pages', () => {
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
