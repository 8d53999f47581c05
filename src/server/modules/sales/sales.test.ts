/**
 * Closing a sale (issue 45 part 3; docs/decisions/044-cost-sheets.md#sales),
 * on SQLite and PostgreSQL: an owner sells a car with the buyer's details,
 * its papers come as PDFs whose text names the car's number and the buyer,
 * the RC transfer moves on, and the cost sheet shows the profit; bad input
 * stores nothing and leaves the car for sale; a sales executive, a removed
 * person and a stranger get 403, another dealer 404, on every call.
 */
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import type { OutgoingMessage } from '../../ports/message-sender.ts';
import { DEALER, dealerTeamWorld, type Person, SHREE } from '../../testing/dealer-team-world.ts';
import { rowCount } from '../../testing/row-count.ts';
import { listingStatus, SALE_BUYER } from '../../testing/sale-fixtures.ts';
import { getAs, postAs } from '../../testing/seller-requests.ts';
import { sendRcReminders } from './rc-reminders.ts';

const w = dealerTeamWorld();
const BUYER = { ...SALE_BUYER, idType: 'driving-licence', idNumber: 'GJ03 20190012345' };

const pdfText = async (body: Buffer) =>
  (await extractText(new Uint8Array(body), { mergePages: true })).text.replace(/\s+/g, ' ');

describe('closing a sale', () => {
  it('records the buyer, gives the papers and follows the RC transfer', async () => {
    const car = await w.freshCar();
    await postAs(w.t.app, w.token.owner, `${DEALER}/Costs/Add`, {
      Rand: car.rand,
      kind: 'purchase',
      amount: 400000,
      spentOn: new Date().toISOString().slice(0, 10),
    });
    const sold = await postAs(w.t.app, w.token.owner, `${DEALER}/Sell`, {
      Rand: car.rand,
      ...BUYER,
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().Message).toBe(MSG.carSoldWithPapers);
    expect(await listingStatus(w.t.db, car.rand)).toBe('Sold');

    const sale = (await getAs(w.t.app, w.token.manager, `${DEALER}/Sale?Rand=${car.rand}`)).json()
      .Data;
    expect(sale).toMatchObject({
      BuyerName: 'Harsh Vora',
      SalePrice: 452000,
      PaymentMode: 'upi',
      RcStage: 'signed',
      RcOverdue: false,
    });

    for (const doc of ['invoice', 'delivery-note', 'form-29', 'form-30']) {
      const res = await getAs(
        w.t.app,
        w.token.owner,
        `${DEALER}/Papers?Rand=${car.rand}&doc=${doc}`,
      );
      expect(res.statusCode, doc).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(res.rawPayload);
      expect(text, doc).toContain(car.carNumber);
      expect(text, doc).toContain('Harsh Vora');
    }
    const invoice = await pdfText(
      (await getAs(w.t.app, w.token.owner, `${DEALER}/Papers?Rand=${car.rand}&doc=invoice`))
        .rawPayload,
    );
    expect(invoice).toContain('Four Lakh Fifty Two Thousand Rupees Only');
    expect(invoice).toContain('Rs. 4,52,000');
    const form29 = await pdfText(
      (await getAs(w.t.app, w.token.owner, `${DEALER}/Papers?Rand=${car.rand}&doc=form-29`))
        .rawPayload,
    );
    expect(form29).toContain('FORM 29');

    const stage = await postAs(w.t.app, w.token.owner, `${DEALER}/RcStage`, {
      Rand: car.rand,
      stage: 'submitted',
    });
    expect(stage.statusCode).toBe(200);
    expect(
      (await getAs(w.t.app, w.token.owner, `${DEALER}/Sale?Rand=${car.rand}`)).json().Data.RcStage,
    ).toBe('submitted');

    const costs = (await getAs(w.t.app, w.token.owner, `${DEALER}/Costs?Rand=${car.rand}`)).json()
      .Data;
    expect(costs).toMatchObject({ SoldPrice: 452000, Profit: 52000 });

    const again = await postAs(w.t.app, w.token.owner, `${DEALER}/Sell`, {
      Rand: car.rand,
      ...BUYER,
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses bad input, storing nothing and leaving the car for sale', async () => {
    const car = await w.freshCar();
    const before = await rowCount(w.t.db, 'listing_sales');
    const bad = [
      { buyerName: '' },
      { buyerName: 'R2D2' },
      { buyerMobile: '12345' },
      { buyerAddress: '' },
      { idType: 'ration-card' },
      { idNumber: '' },
      { salePrice: '0' },
      { paymentMode: 'barter' },
    ];
    for (const change of bad) {
      const res = await postAs(w.t.app, w.token.owner, `${DEALER}/Sell`, {
        Rand: car.rand,
        ...BUYER,
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
    }
    expect(await rowCount(w.t.db, 'listing_sales')).toBe(before);
    expect(await listingStatus(w.t.db, car.rand)).toBe('UnSold');
  });

  it("is for owners and managers: every call refuses everyone else and gives no buyer's detail", async () => {
    const car = await w.freshCar();
    await postAs(w.t.app, w.token.owner, `${DEALER}/Sell`, { Rand: car.rand, ...BUYER });
    const other = await w.freshCar();
    const calls = (token: string) => [
      postAs(w.t.app, token, `${DEALER}/Sell`, { Rand: other.rand, ...BUYER }),
      getAs(w.t.app, token, `${DEALER}/Sale?Rand=${car.rand}`),
      postAs(w.t.app, token, `${DEALER}/RcStage`, { Rand: car.rand, stage: 'transferred' }),
      getAs(w.t.app, token, `${DEALER}/Papers?Rand=${car.rand}&doc=invoice`),
    ];
    const refused: Person[] = ['salesWithPrice', 'sales', 'removed', 'stranger'];
    for (const person of refused) {
      for (const res of await Promise.all(calls(w.token[person]))) {
        expect(res.statusCode, `${person} ${res.body}`).toBe(403);
        expect(res.body).not.toContain('Harsh Vora');
      }
    }
    for (const res of await Promise.all(calls(w.token.otherDealer))) {
      expect(res.statusCode).toBe(404);
    }
    const details = await getAs(
      w.t.app,
      w.token.stranger,
      `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${car.rand}`,
    );
    expect(details.body).not.toContain('Harsh Vora');
    expect(details.body).not.toContain(BUYER.buyerMobile);
    expect(await listingStatus(w.t.db, other.rand)).toBe('UnSold');
  });

  it('reminds the owner once when the papers are not at the RTO 14 days after the sale', async () => {
    const late = await w.freshCar();
    const done = await w.freshCar();
    const recent = await w.freshCar();
    for (const car of [late, done, recent]) {
      await postAs(w.t.app, w.token.owner, `${DEALER}/Sell`, { Rand: car.rand, ...BUYER });
    }
    await postAs(w.t.app, w.token.owner, `${DEALER}/RcStage`, {
      Rand: done.rand,
      stage: 'submitted',
    });
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    for (const [car, days] of [
      [late, 15],
      [done, 20],
      [recent, 13],
    ] as const) {
      await w.t.db
        .updateTable('listing_sales')
        .set({ sold_at: daysAgo(days) })
        .where('listing_id', '=', car.id)
        .execute();
    }
    const sent: OutgoingMessage[] = [];
    const sender = { send: async (m: OutgoingMessage) => void sent.push(m) };
    // Earlier tests' sales are recent: only `late` is due.
    expect(await sendRcReminders({ db: w.t.db, sender }, new Date())).toBe(1);
    expect(sent).toEqual([
      { kind: 'lead', to: SHREE, text: expect.stringContaining(`(${late.carNumber}) was sold on`) },
    ]);
    expect(await sendRcReminders({ db: w.t.db, sender }, new Date())).toBe(0);
  });

  it("gives the register of vehicles as CSV, with each car's days and buyer, to owners and managers", async () => {
    const sold = await w.freshCar();
    const held = await w.freshCar();
    await postAs(w.t.app, w.token.owner, `${DEALER}/Sell`, { Rand: sold.rand, ...BUYER });
    const day = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const url = `${DEALER}/StockRegister.csv?from=${day}&to=${day}`;
    const res = await getAs(w.t.app, w.token.manager, url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Registration number,Make,Model,Variant,Engine number,Chassis number,Taken in,Sold on,Buyer,Buyer address',
    );
    const soldLine = lines.find((l) => l.startsWith(sold.carNumber));
    expect(soldLine).toContain(`,${day},${day},Harsh Vora,`);
    expect(lines.find((l) => l.startsWith(held.carNumber))).toMatch(new RegExp(`,${day},,,$`));
    // A range before the cars were taken in holds neither.
    const before = await getAs(
      w.t.app,
      w.token.owner,
      `${DEALER}/StockRegister.csv?from=2020-01-01&to=2020-12-31`,
    );
    expect(before.body).not.toContain(sold.carNumber);

    expect((await getAs(w.t.app, w.token.sales, url)).statusCode).toBe(403);
    for (const bad of [
      'from=2026-13-01&to=2026-12-31',
      `from=${day}&to=2020-01-01`,
      'from=2020-01-01&to=2026-01-01',
    ]) {
      expect(
        (await getAs(w.t.app, w.token.owner, `${DEALER}/StockRegister.csv?${bad}`)).statusCode,
        bad,
      ).toBe(400);
    }
  });
});
