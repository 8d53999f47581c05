/**
 * Promote on WhatsApp Status (issue 12 items 4 and 5; decision 023) through
 * the real app: a seller gets the 1080x1920 JPEG and the caption of their
 * own live car only; another seller's Rand answers exactly as an unknown
 * one does (404, no picture), so is a sold car; signed out 401, a bad Rand
 * 400; the picture is limited per account.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/auth-test-helpers.ts';
import type { ListedCar } from '../../testing/listing-requests.ts';
import { sellerTestApp } from '../../testing/listing-test-app.ts';
import { getAs, postAs, SELL } from '../../testing/seller-requests.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { newSeller, type Seller } from '../../testing/test-sellers.ts';
import { STATUS_CARD_LIMIT } from './status-card.routes.ts';

const ctx = sellerTestApp();
const BASE = '/api/StatusCard';
const NOT_FOUND = { Success: false, Message: 'Car not found', Data: null };
let t: TestApp;
let asha: Seller;
let ravi: Seller;
let ashaCar: ListedCar;
let soldCar: ListedCar;
let fuelName: string;

const card = (seller: Seller, rand: string) =>
  getAs(t.app, seller.token, `${BASE}/Card?Rand=${encodeURIComponent(rand)}`);
const caption = (seller: Seller, rand: string) =>
  getAs(t.app, seller.token, `${BASE}/Caption?Rand=${encodeURIComponent(rand)}`);

beforeAll(async () => {
  t = ctx.t;
  asha = await newSeller(t, ctx.ahmedabad, 'Asha Mehta');
  ravi = await newSeller(t, ctx.pune, 'Ravi Patel');
  ashaCar = await ctx.listCar(asha, { nSaleprice: 545000, km: 42000 });
  soldCar = await ctx.listCar(asha);
  const sold = await postAs(
    t.app,
    asha.token,
    `${SELL}/changesoldunsoldstatus?carno=${soldCar.carnumber}&carstatus=UnSold`,
    {},
  );
  expect(sold.statusCode, sold.body).toBe(200);
  fuelName = (
    await t.db
      .selectFrom('fuels')
      .select('name')
      .where('id', '=', ctx.choice.fuelId)
      .executeTakeFirstOrThrow()
  ).name;
});

describe('Status card', () => {
  it('gives the seller a 1080x1920 JPEG of their own live car, as an attachment that no cache keeps', async () => {
    const res = await card(asha, ashaCar.Rand);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('no-store');
    const slug = `${ctx.choice.makeName} ${ctx.choice.modelName}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="carsetu-2019-${slug}.jpg"`,
    );
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1920]);
    expect(res.rawPayload.length).toBeLessThan(1_000_000);
  });

  it('gives the caption with the Indian price, km, fuel, city and the short link', async () => {
    const res = await caption(asha, ashaCar.Rand);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const link = `${t.app.config.publicUrl}/CarDetails/${ashaCar.Rand}`;
    const { makeName, modelName, variantName } = ctx.choice;
    expect(res.json()).toEqual({
      Success: true,
      Message: 'Success',
      Data: {
        Caption: `2019 ${makeName} ${modelName} ${variantName} for sale in Ahmedabad: ₹5,45,000, 42,000 km, ${fuelName}. See photos and details: ${link}`,
        Link: link,
      },
    });
  });

  it("answers another seller's car exactly as an unknown one: 404, never the picture or the caption", async () => {
    const unknown = await card(ravi, 'NoSuchCar0');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(NOT_FOUND);
    for (const res of [
      await card(ravi, ashaCar.Rand),
      await caption(ravi, ashaCar.Rand),
      await caption(ravi, 'NoSuchCar0'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual(NOT_FOUND);
      expect(res.body).not.toContain(ashaCar.Rand);
    }
  });

  it('answers a sold car 404, even to its seller', async () => {
    for (const res of [await card(asha, soldCar.Rand), await caption(asha, soldCar.Rand)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });

  it('refuses a signed-out call with 401 and a bad Rand with 400', async () => {
    for (const path of ['Card', 'Caption']) {
      for (const headers of [{}, bearer('not-a-real-token')]) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${BASE}/${path}?Rand=${ashaCar.Rand}`,
          headers,
        });
        expect(res.statusCode, path).toBe(401);
        expect(res.json()).toMatchObject({ Success: false, Message: 'Unauthorized' });
      }
      for (const query of [
        '',
        '?Rand=',
        '?Rand=%20%20',
        `?Rand=${'x'.repeat(65)}`,
        '?Rand=a%00b',
      ]) {
        const res = await getAs(t.app, asha.token, `${BASE}/${path}${query}`);
        expect(res.statusCode, `${path}${query}`).toBe(400);
        expect(res.json().Success).toBe(false);
      }
    }
    // Trimmed: the Rand with spaces around it is the car.
    const spaced = await caption(asha, `  ${ashaCar.Rand} `);
    expect(spaced.statusCode).toBe(200);
  });

  it(`limits pictures to ${STATUS_CARD_LIMIT.max} a minute per account, not per address`, async () => {
    const busy = await newSeller(t, ctx.ahmedabad, 'Kiran Shah');
    for (let i = 0; i < STATUS_CARD_LIMIT.max; i++) {
      expect((await card(busy, 'NoSuchCar0')).statusCode).toBe(404);
    }
    const refused = await card(busy, 'NoSuchCar0');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ Success: false });
    // Another account from the same address still gets its picture.
    expect((await card(asha, ashaCar.Rand)).statusCode).toBe(200);
  });

  it('is in the API document, behind the Bearer token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['Card', 'Caption']) {
      expect(doc.paths[`${BASE}/${path}`]?.get?.security, path).toEqual([{ bearer: [] }]);
    }
  });
});
