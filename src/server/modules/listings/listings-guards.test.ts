/** The seller routes signed out, with malformed requests, and in the OpenAPI document. */
import { describe, expect, it } from 'vitest';
import { bearer } from '../../testing/auth-test-helpers.ts';
import { sellerTestApp } from '../../testing/listing-test-app.ts';
import { SELL } from '../../testing/seller-requests.ts';
import { sellerSnapshot } from '../../testing/seller-snapshot.ts';
import { newSeller } from '../../testing/test-sellers.ts';

const ctx = sellerTestApp();
const { t } = ctx;

describe('signed out', () => {
  it.each([
    ['POST', `${SELL}/addcar`],
    ['GET', `${SELL}/All`],
    ['GET', `${SELL}/Editcar?Rand=x`],
    ['POST', `${SELL}/Editcar`],
    ['GET', `${SELL}/Delete?Rand=x`],
    ['POST', `${SELL}/changesoldunsoldstatus?carno=GJ01AB1000&carstatus=UnSold`],
    ['GET', '/api/CarSetuClientSellimages/Sellcarimages?carno=GJ01AB1000'],
    ['POST', '/api/CarSetuClientSellimages/addcarimages'],
    ['GET', '/api/CarSetuClientSellimages/Delete?Rand=x'],
  ] as const)('%s %s answers 401', async (method, url) => {
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
      const res = await t.app.inject({ method, url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Success: false, Message: 'Unauthorized', Data: null });
    }
  });
});

describe('malformed requests', () => {
  it('never answer 500 and change nothing', async () => {
    const seller = await newSeller(t, ctx.ahmedabad);
    const json = { ...bearer(seller.token), 'content-type': 'application/json' };
    const form = { ...bearer(seller.token), 'content-type': 'application/x-www-form-urlencoded' };
    const IMG = '/api/CarSetuClientSellimages';
    const requests = [
      { method: 'POST', url: `${SELL}/addcar`, headers: json, payload: '[1,2]' },
      { method: 'POST', url: `${SELL}/addcar`, headers: json, payload: '{"carnumber":' },
      { method: 'POST', url: `${SELL}/addcar`, headers: json, payload: '{"companyid":1e400}' },
      { method: 'POST', url: `${SELL}/addcar`, headers: form, payload: 'carnumber=GJ01%00AB1234' },
      {
        method: 'POST',
        url: `${SELL}/addcar`,
        headers: json,
        payload: '{"nFeatures":[[1],{"x":1}]}',
      },
      { method: 'POST', url: `${SELL}/Editcar`, headers: json, payload: '{"Rand":["a","b"]}' },
      {
        method: 'GET',
        url: `${SELL}/Editcar?Rand=${encodeURIComponent("' OR 1=1 --")}`,
        headers: form,
      },
      { method: 'GET', url: `${SELL}/Delete?Rand=ab%00cd`, headers: form },
      { method: 'GET', url: `${SELL}/Delete?Rand=a&Rand=b`, headers: form },
      {
        method: 'POST',
        url: `${SELL}/changesoldunsoldstatus?carno=${'x'.repeat(5000)}`,
        headers: form,
      },
      {
        method: 'POST',
        url: `${SELL}/changesoldunsoldstatus?carno=GJ01AB1000&carstatus=Gone`,
        headers: form,
      },
      { method: 'GET', url: `${IMG}/Sellcarimages?carno=%E0%A4%A`, headers: form },
      {
        method: 'POST',
        url: `${IMG}/addcarimages`,
        headers: form,
        payload: 'carid=99999999999&imageslist=[]',
      },
      { method: 'POST', url: `${IMG}/addcarimages`, headers: form, payload: 'carid=1&imageslist=' },
      {
        method: 'POST',
        url: `${IMG}/addcarimages`,
        headers: form,
        payload: `carid=1&imageslist=${encodeURIComponent('{"url":1}')}`,
      },
      {
        method: 'POST',
        url: `${IMG}/addcarimages`,
        headers: json,
        payload: '{"carid":1,"imageslist":[{"url":null}]}',
      },
      {
        method: 'POST',
        url: `${IMG}/addcarimages`,
        headers: json,
        payload: `{"carid":1,"imageslist":${'['.repeat(2000)}${']'.repeat(2000)}}`,
      },
      { method: 'GET', url: `${IMG}/Delete`, headers: form },
    ] as const;
    const before = await sellerSnapshot(t);
    for (const request of requests) {
      const res = await t.app.inject(request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
      expect(res.json()).toMatchObject({ Success: false, Data: null });
    }
    expect(await sellerSnapshot(t)).toEqual(before);
  });
});

describe('OpenAPI', () => {
  it('describes every seller route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method] of [
      [`${SELL}/addcar`, 'post'],
      [`${SELL}/All`, 'get'],
      [`${SELL}/Editcar`, 'get'],
      [`${SELL}/Editcar`, 'post'],
      [`${SELL}/Delete`, 'get'],
      [`${SELL}/changesoldunsoldstatus`, 'post'],
      ['/api/CarSetuClientSellimages/Sellcarimages', 'get'],
      ['/api/CarSetuClientSellimages/addcarimages', 'post'],
      ['/api/CarSetuClientSellimages/Delete', 'get'],
    ]) {
      expect(doc.paths[path]?.[method]?.responses['200'], `${method} ${path}`).toBeDefined();
    }
    const add = JSON.stringify(doc.paths[`${SELL}/addcar`].post.requestBody);
    for (const field of ['carnumber', 'carphoto', 'nFeatures', 'insuranceendtdate']) {
      expect(add).toContain(field);
    }
  });
});
