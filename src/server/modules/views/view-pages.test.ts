/**
 * Views of the server-rendered car page (issue 12 item 3;
 * docs/decisions/021-counted-views.md): the page counts its visitor once a
 * day, whatever its slug, and together with the car's API answer; the
 * render's own in-process call for the car (it carries the answer cache's
 * bypass headers) is not a view. The SSR bundle here is a small stand-in
 * written by the test that makes the same in-process call the real one makes
 * (building the real bundle takes a minute: server-render.test.ts does it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carsForSale } from '../../testing/inventory-fixture.ts';
import { createPagesTestApp, type PagesTestApp } from '../../testing/pages-test-app.ts';
import { viewsByListing } from './views.repository.ts';

const SSR_ENTRY = `
let transport;
export function setRenderTransport(t) { transport = t; }
export async function renderPage(url) {
  const rand = /\\/CarDetails\\/([^/?]+)/i.exec(new URL(url).pathname)?.[1];
  const api = rand
    ? await transport('/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=' + rand, { method: 'GET', headers: {} })
    : undefined;
  return { kind: 'page', status: 200, html: '<p>details ' + (api ? api.status : 'none') + '</p>', data: '{}', routeIds: [] };
}
`;
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let t: PagesTestApp;
let cars: { id: number; rand: string }[];
beforeAll(async () => {
  t = await createPagesTestApp({
    publicUrl: 'https://www.carsetu.test',
    ssrEntrySource: SSR_ENTRY,
  });
  cars = await carsForSale(t.db);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, userAgent: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: { 'user-agent': userAgent }, remoteAddress: '203.0.113.7' });

async function viewsOf(id: number): Promise<number | undefined> {
  await t.app.viewCounter.flush();
  return (await viewsByListing(t.db, [id])).get(id);
}

describe('the car page counts a view', () => {
  it('once per visitor a day, with or without a slug, and with its API answer; not the render’s own call', async () => {
    const car = cars[0];
    const first = await get(`/CarDetails/${car.rand}/2020-maruti-swift`, CHROME);
    expect(first.statusCode).toBe(200);
    // The render asked the API in-process, with the bypass headers: that call is no view.
    expect(first.body).toContain('<p>details 200</p>');
    expect(await viewsOf(car.id)).toBe(1);

    expect((await get(`/CarDetails/${car.rand}/other-slug`, CHROME)).statusCode).toBe(200);
    expect((await get(`/CarDetails/${car.rand}`, CHROME)).statusCode).toBe(200);
    const api = `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${car.rand}`;
    expect((await get(api, CHROME)).statusCode).toBe(200);
    expect(await viewsOf(car.id)).toBe(1);

    expect((await get(`/CarDetails/${car.rand}`, SAFARI)).statusCode).toBe(200);
    expect(await viewsOf(car.id)).toBe(2);
  });

  it('not for a HEAD, a bot that says so, or an unknown car', async () => {
    const car = cars[1];
    expect((await get(`/CarDetails/${car.rand}`, CHROME, 'HEAD')).statusCode).toBe(200);
    const whatsApp = await get(`/CarDetails/${car.rand}/x`, 'WhatsApp/2.23.20.0 A');
    expect(whatsApp.statusCode).toBe(200);
    expect((await get('/CarDetails/NoSuchCar1/x', CHROME)).statusCode).toBe(404);
    expect(t.app.viewCounter.pendingViews()).toBe(0);
    expect(await viewsOf(car.id)).toBe(0);
  });
});
