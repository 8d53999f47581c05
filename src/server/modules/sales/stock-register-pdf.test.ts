/**
 * The register of vehicles as a PDF (issue 45 part 4; CMVR rule 55A;
 * docs/decisions/044-cost-sheets.md#sales), on SQLite and PostgreSQL: an
 * owner or a manager downloads it and its text names the dealership, the
 * days, each car's registration number and the buyer; an empty range is
 * still a PDF, saying so; many cars go on to page 2 under the header again;
 * a sales executive, a stranger and a bad range are refused, changing
 * nothing.
 */
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { DEALER, dealerTeamWorld } from '../../testing/dealer-team-world.ts';
import { SALE_BUYER } from '../../testing/sale-fixtures.ts';
import { getAs, postAs } from '../../testing/seller-requests.ts';

const w = dealerTeamWorld();
/** Today in IST, YYYY-MM-DD, and as the PDF writes it. */
const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const todayDmy = today.split('-').reverse().join('/');
const url = (from: string, to: string) => `${DEALER}/StockRegister.pdf?from=${from}&to=${to}`;

/** Each page's text, spaces collapsed. */
const pagesOf = async (body: Buffer) =>
  (await extractText(new Uint8Array(body))).text.map((t) => t.replace(/\s+/g, ' '));

describe('the register of vehicles as PDF', () => {
  it('names the dealership, the days, each car and its buyer, for owners and managers', async () => {
    const sold = await w.freshCar();
    const held = await w.freshCar();
    const sale = await postAs(w.t.app, w.token.owner, `${DEALER}/Sell`, {
      Rand: sold.rand,
      ...SALE_BUYER,
    });
    expect(sale.statusCode, sale.body).toBe(200);
    for (const person of ['owner', 'manager'] as const) {
      const res = await getAs(w.t.app, w.token[person], url(today, today));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="stock-register-${today}-${today}.pdf"`,
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = (await pagesOf(res.rawPayload)).join(' ');
      expect(text).toContain('Shree Ganesh Motors');
      expect(text).toContain('Register of vehicles (CMVR rule 55A)');
      expect(text).toContain(`From ${todayDmy} to ${todayDmy}`);
      expect(text).toContain(sold.carNumber);
      expect(text).toContain(held.carNumber);
      expect(text).toContain('Harsh Vora, 12, Nehru Nagar, Rajkot');
      expect(text).toContain('Engine number');
      expect(text).toContain('Chassis number');
    }
  });

  it('is still a PDF for days when the dealership held no car, saying so', async () => {
    const res = await getAs(w.t.app, w.token.owner, url('2001-01-01', '2001-12-31'));
    expect(res.statusCode, res.body).toBe(200);
    const pages = await pagesOf(res.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('The dealership held no vehicles in these days.');
    expect(pages[0]).toContain('From 01/01/2001 to 31/12/2001');
    expect(pages[0]).toContain('Page 1 of 1');
  });

  it('goes on to further pages, the header again on each, when there are many cars', async () => {
    const cars = [];
    for (let i = 0; i < 60; i += 1) cars.push(await w.freshCar());
    const res = await getAs(w.t.app, w.token.owner, url(today, today));
    expect(res.statusCode, res.body).toBe(200);
    const pages = await pagesOf(res.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => {
      expect(page, `page ${i + 1}`).toContain('Shree Ganesh Motors');
      expect(page, `page ${i + 1}`).toContain('Registration number');
      expect(page, `page ${i + 1}`).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    const last = cars.at(-1)?.carNumber ?? '';
    expect(pages[0]).not.toContain(last);
    expect(pages.slice(1).join(' ')).toContain(last);
    for (const car of cars) expect(pages.join(' ')).toContain(car.carNumber);
  });

  it('refuses a sales executive, a stranger and a bad range, changing nothing', async () => {
    const before = await w.snapshot();
    for (const person of ['sales', 'salesWithPrice', 'stranger'] as const) {
      const res = await getAs(w.t.app, w.token[person], url(today, today));
      expect(res.statusCode, person).toBe(403);
      expect(res.headers['content-type']).not.toBe('application/pdf');
    }
    for (const [from, to] of [
      ['2026-13-01', '2026-12-31'],
      [today, '2020-01-01'],
      ['2020-01-01', '2026-01-01'],
      ['', today],
      ['yesterday', today],
    ]) {
      const res = await getAs(w.t.app, w.token.owner, url(from, to));
      expect(res.statusCode, `${from} ${to}`).toBe(400);
      expect(res.headers['content-type']).not.toBe('application/pdf');
    }
    expect(await w.snapshot()).toEqual(before);
  });
});
