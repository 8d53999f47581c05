/**
 * The car page rendered by the server with the real builds
 * (docs/decisions/011-server-rendering.md): its car and data for hydration,
 * the boot script alone, the EMI's values sent without JavaScript, and a
 * dialog asked for by the address (`?open=`, the link that stands in for its
 * button without JavaScript; docs/decisions/039-supported-browsers.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDownPayment, emiRupees } from '#shared/emi.ts';
import { formatRupees } from '#shared/format.ts';
import { builtWebApp, pageBody, ssrData } from '../testing/built-web-app.ts';

const w = builtWebApp();
const { unsoldCar } = w;

describe('the server-rendered car page', () => {
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

  it('a car page asked to show one of its dialogs (?open=) has it open; any other value is the usual page', async () => {
    const car = await unsoldCar(3);
    const url = `/CarDetails/${car.rand}/x`;
    const dialogTag = (body: string, id: string) =>
      body.match(new RegExp(`<dialog id="${id}"[^>]*>`))?.[0] ?? '';
    for (const id of ['lead-dialog-contact', 'lead-dialog-price', 'report-dialog']) {
      const res = await w.app.inject(`${url}?open=${id}`);
      expect(res.statusCode).toBe(200);
      expect(dialogTag(res.body, id)).toContain('open=""');
      // The links that stand in for the buttons without JavaScript, whatever the page shows.
      expect(res.body).toContain(`<noscript><a href="?open=${id}" rel="nofollow"`);
    }
    for (const query of ['', '?open=login-shell', '?open=%3Cscript%3E']) {
      const res = await w.app.inject(`${url}${query}`);
      expect(res.statusCode).toBe(200);
      expect(dialogTag(res.body, 'lead-dialog-contact')).not.toContain('open=""');
      expect(dialogTag(res.body, 'login-shell')).not.toContain('open=""');
    }
  });
});
