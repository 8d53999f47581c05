/**
 * Server rendering with the real builds (docs/decisions/011-server-rendering.md):
 * the web app and its SSR bundle are built into a temporary folder, and the
 * server answers the public pages with their HTML, their data for hydration
 * and the right status; a render that throws still answers the page shell.
 * The car page: car-page-render.test.ts; pages kept and stored:
 * kept-pages.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '#shared/format.ts';
import { builtWebApp, pageBody } from '../testing/built-web-app.ts';

const w = builtWebApp();
const { startApp, unsoldCar } = w;

describe('server-rendered public pages', () => {
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
      '/Dealer/Team',
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
});
