/**
 * Limits on the wire (issue 8; docs/decisions/008-abuse-budgets.md): 64 KiB
 * bodies except on the three photo routes, a client that never finishes its
 * headers is cut off within 30 s, and Pageindex paging stops 10,000 results
 * deep with the empty page.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTOS_PER_CATEGORY } from '#shared/schemas/listing.ts';
import { MAX_PHOTO_BYTES } from '#shared/schemas/listing-rules.ts';
import { MAX_PAGED_RESULTS } from '../modules/cars/car-pages.ts';
import { createAppWithInventory, NO_MORE_CARS } from '../testing/api-test-helpers.ts';
import { bearer, signIn } from '../testing/auth-test-helpers.ts';
import { type TestApp, testDbKind } from '../testing/test-app.ts';
import {
  DEFAULT_BODY_LIMIT,
  HTTP_TIMEOUTS,
  MAIN_PHOTO_BODY_LIMIT,
  PHOTO_BATCH_BODY_LIMIT,
} from './wire-limits.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createAppWithInventory();
  token = await signIn(t, '9123700001');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, bytes: number, contentType: string, auth = false) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType, ...(auth ? bearer(token) : {}) },
    payload: contentType.includes('json')
      ? JSON.stringify({ Name: 'x'.repeat(bytes) })
      : `Name=${'x'.repeat(bytes)}`,
  });

describe('body limits', () => {
  it('answers 413 in the JSON shape for a body over 64 KiB on an ordinary route, form or JSON', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'application/json']) {
      const res = await post('/api/LeadQRCode/AddLeadQRCode', DEFAULT_BODY_LIMIT + 1, type);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ Success: false, Data: null });
      const fits = await post('/api/LeadQRCode/AddLeadQRCode', DEFAULT_BODY_LIMIT - 100, type);
      expect(fits.statusCode).toBe(400); // read and validated: the name is not a name
    }
  });

  it('sizes the photo routes from a 10 MB photo: one on addcar and Editcar, ten on addcarimages', () => {
    const base64 = (MAX_PHOTO_BYTES * 4) / 3;
    expect(MAIN_PHOTO_BODY_LIMIT).toBeGreaterThan(base64 * 1.06);
    expect(MAIN_PHOTO_BODY_LIMIT).toBeLessThan(base64 * 1.2);
    expect(PHOTO_BATCH_BODY_LIMIT).toBeGreaterThan(MAX_PHOTOS_PER_CATEGORY * base64 * 1.06);
  });

  it('reads large bodies on the photo routes only', async () => {
    const big = 2 * 1024 * 1024;
    const form = 'application/x-www-form-urlencoded';
    for (const url of [
      '/api/CarSetuClientSellInquiry/addcar',
      '/api/CarSetuClientSellInquiry/Editcar',
      '/api/CarSetuClientSellimages/addcarimages',
    ]) {
      expect((await post(url, big, form, true)).statusCode).toBe(400);
    }
    expect((await post('/api/ClientCarSetuProfile/AddCity', big, form, true)).statusCode).toBe(413);
    const over = await post(
      '/api/CarSetuClientSellInquiry/addcar',
      MAIN_PHOTO_BODY_LIMIT + 1,
      form,
      true,
    );
    expect(over.statusCode).toBe(413);
  });
});

describe('Pageindex depth', () => {
  const deepPage = Math.floor(MAX_PAGED_RESULTS / 12) + 1;

  it('answers the empty page beyond 10,000 results, for Home and search', async () => {
    const home = await t.app.inject(`/api/Carmaster/GetRandomly2Car_cars?Pageindex=${deepPage}`);
    expect(home.json()).toEqual(NO_MORE_CARS);
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/Carmaster/GetDetailsofcarsbySCCM_data',
      payload: { pageindex: 100_000 },
    });
    expect(search.json()).toEqual(NO_MORE_CARS);
    const first = await t.app.inject('/api/Carmaster/GetRandomly2Car_cars?Pageindex=1');
    expect(first.json().Success).toBe(true);
  });
});

describe('HTTP timeouts', () => {
  // Node's HTTP server alone is under test (no database): the SQLite project runs it, the
  // PostgreSQL project would only wait the same 25 s again.
  it.skipIf(testDbKind() === 'postgres')(
    'cuts off a client that never finishes its headers within 30 s',
    async () => {
      expect(HTTP_TIMEOUTS.headers + HTTP_TIMEOUTS.check).toBeLessThanOrEqual(30_000);
      expect(t.app.server.headersTimeout).toBe(HTTP_TIMEOUTS.headers);
      expect(t.app.server.requestTimeout).toBe(HTTP_TIMEOUTS.request);
      expect(t.app.server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAlive);
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const started = Date.now();
      const closedAfter = await new Promise<number>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write('GET /api/Common/countrydata HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
        });
        socket.on('error', reject);
        socket.on('close', () => resolve(Date.now() - started));
        socket.resume();
      });
      expect(closedAfter).toBeLessThan(30_000);
      expect(closedAfter).toBeGreaterThanOrEqual(HTTP_TIMEOUTS.headers - 1000);
    },
    40_000,
  );
});
