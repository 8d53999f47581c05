/**
 * What the sale papers were missing (issue 45 parts 3 and 4;
 * docs/decisions/044-cost-sheets.md#sales), on SQLite and PostgreSQL: the
 * dealership's GSTIN, set by an owner (uppercased; blank clears it), on the
 * invoice and the delivery note and in no public answer; a manager, a sales
 * executive, a bad GSTIN and another dealership refused, changing nothing.
 * A sale's engine and chassis numbers on Forms 29 and 30, the invoice, the
 * delivery note and the register of vehicles (CSV and PDF), never to a sales
 * executive or the public; bad ones refused, storing nothing.
 */
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { gstinRemoved, gstinSaved } from '#messages/sale.ts';
import { DEALER, dealerTeamWorld, type Person, SHREE } from '../../testing/dealer-team-world.ts';
import { rowCount } from '../../testing/row-count.ts';
import { listingStatus, SALE_BUYER } from '../../testing/sale-fixtures.ts';
import { getAs, postAs } from '../../testing/seller-requests.ts';

const w = dealerTeamWorld();
const DETAILS = `${DEALER}/PaperDetails`;
/** A GSTIN of Gujarat (state code 24) whose check character is right. */
const GSTIN = '24AAACB1234C1ZL';
const ENGINE = 'K12MN1234567';
const CHASSIS = 'MA3EWB12S00123456';
/** Today in IST, YYYY-MM-DD. */
const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

const pdfText = async (body: Buffer) =>
  (await extractText(new Uint8Array(body), { mergePages: true })).text.replace(/\s+/g, ' ');
const paper = async (rand: string, doc: string) => {
  const res = await getAs(w.t.app, w.token.owner, `${DEALER}/Papers?Rand=${rand}&doc=${doc}`);
  expect(res.statusCode, `${doc} ${res.body}`).toBe(200);
  return pdfText(res.rawPayload);
};
const shreeGstin = async () =>
  (
    await w.t.db
      .selectFrom('dealers')
      .select('gstin')
      .where('mobile', '=', SHREE)
      .executeTakeFirstOrThrow()
  ).gstin;
const sell = (rand: string, numbers: Record<string, string>) =>
  postAs(w.t.app, w.token.owner, `${DEALER}/Sell`, { Rand: rand, ...SALE_BUYER, ...numbers });

describe("the dealership's GSTIN on its papers", () => {
  it('is set by an owner, read by anyone of the dealership, printed on the invoice and delivery note', async () => {
    const car = await w.freshCar();
    expect((await sell(car.rand, {})).statusCode).toBe(200);
    expect(await paper(car.rand, 'invoice')).not.toContain('GSTIN');

    const set = await postAs(w.t.app, w.token.coOwner, DETAILS, { Gstin: ' 24aaacb1234c1zl ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ Message: gstinSaved, Data: { Gstin: GSTIN } });
    expect(await shreeGstin()).toBe(GSTIN);
    for (const person of ['owner', 'manager', 'sales'] as const) {
      const read = await getAs(w.t.app, w.token[person], DETAILS);
      expect(read.statusCode, person).toBe(200);
      expect(read.json().Data).toEqual({ Gstin: GSTIN });
    }
    for (const doc of ['invoice', 'delivery-note']) {
      expect(await paper(car.rand, doc), doc).toContain(`GSTIN: ${GSTIN}`);
    }

    // Never public: the showroom's answer and the car's details.
    const dealer = await w.t.db
      .selectFrom('dealers')
      .select('rand')
      .where('mobile', '=', SHREE)
      .executeTakeFirstOrThrow();
    const showroom = await w.t.app.inject({ method: 'GET', url: `/api/showroom/${dealer.rand}` });
    expect(showroom.statusCode).toBe(200);
    expect(showroom.body).not.toContain(GSTIN);
    const other = await w.freshCar();
    const details = await getAs(
      w.t.app,
      w.token.stranger,
      `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${other.rand}`,
    );
    expect(details.body).not.toContain(GSTIN);

    const cleared = await postAs(w.t.app, w.token.owner, DETAILS, { Gstin: '' });
    expect(cleared.json()).toMatchObject({ Message: gstinRemoved, Data: { Gstin: null } });
    expect(await paper(car.rand, 'invoice')).not.toContain('GSTIN');
  });

  it('refuses a manager, a sales executive, a stranger, another dealership and a bad GSTIN, changing nothing', async () => {
    expect((await postAs(w.t.app, w.token.owner, DETAILS, { Gstin: GSTIN })).statusCode).toBe(200);
    const before = await w.snapshot();
    const refused: Person[] = ['manager', 'salesWithPrice', 'sales', 'removed', 'stranger'];
    for (const person of refused) {
      const res = await postAs(w.t.app, w.token[person], DETAILS, { Gstin: '' });
      expect(res.statusCode, `${person} ${res.body}`).toBe(403);
    }
    for (const person of ['removed', 'stranger'] as const) {
      const res = await getAs(w.t.app, w.token[person], DETAILS);
      expect(res.statusCode, person).toBe(403);
      expect(res.body).not.toContain(GSTIN);
    }
    const elsewhere = await getAs(w.t.app, w.token.otherDealer, `${DETAILS}?DealerId=${w.shreeId}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain(GSTIN);
    const bad = [
      '24AAACB1234C1Z', // 14 characters
      '24AAACB1234C1ZLX', // 16
      '24AAACB1234C1ZM', // the check character wrong
      '42AAACB1234C1ZL', // two characters swapped
      '24AAAC11234C1ZL', // not a PAN
      '24AAACB1234C1YL', // no 'Z'
      'AB-AAACB1234C1Z',
    ];
    for (const Gstin of bad) {
      const res = await postAs(w.t.app, w.token.owner, DETAILS, { Gstin });
      expect(res.statusCode, Gstin).toBe(400);
      expect(res.json().Message, Gstin).toMatch(/GSTIN/);
    }
    expect(await w.snapshot()).toEqual(before);
    expect(await shreeGstin()).toBe(GSTIN);
  });
});

describe("a sale's engine and chassis numbers", () => {
  it('are printed on the papers and in the register, uppercased, for owners and managers only', async () => {
    const car = await w.freshCar();
    const sold = await sell(car.rand, { engineNumber: 'k12mn 1234567', chassisNumber: CHASSIS });
    expect(sold.statusCode, sold.body).toBe(200);
    const form29 = await paper(car.rand, 'form-29');
    expect(form29).toContain(`chassis number ${CHASSIS}, engine number ${ENGINE}`);
    for (const doc of ['form-30', 'invoice', 'delivery-note']) {
      const text = await paper(car.rand, doc);
      expect(text, doc).toContain(`Chassis number: ${CHASSIS} Engine number: ${ENGINE}`);
    }
    const sale = await getAs(w.t.app, w.token.manager, `${DEALER}/Sale?Rand=${car.rand}`);
    expect(sale.json().Data).toMatchObject({ EngineNumber: ENGINE, ChassisNumber: CHASSIS });

    const range = `from=${today}&to=${today}`;
    const csv = await getAs(w.t.app, w.token.manager, `${DEALER}/StockRegister.csv?${range}`);
    expect(csv.statusCode, csv.body).toBe(200);
    const line = csv.body.split('\r\n').find((l) => l.startsWith(car.carNumber));
    expect(line).toContain(`,${ENGINE},${CHASSIS},${today},${today},Harsh Vora,`);
    const pdf = await getAs(w.t.app, w.token.owner, `${DEALER}/StockRegister.pdf?${range}`);
    const register = await pdfText(pdf.rawPayload);
    expect(register).toContain('Engine number');
    expect(register).toContain('Chassis number');
    expect(register).toContain(CHASSIS);
    expect(register).toContain(ENGINE);

    // A sale without them keeps the lines to write on.
    const plain = await w.freshCar();
    expect((await sell(plain.rand, {})).statusCode).toBe(200);
    expect(await paper(plain.rand, 'form-29')).toContain('chassis number ____');

    for (const person of ['sales', 'salesWithPrice'] as const) {
      for (const url of [
        `${DEALER}/Sale?Rand=${car.rand}`,
        `${DEALER}/Papers?Rand=${car.rand}&doc=form-29`,
        `${DEALER}/StockRegister.csv?${range}`,
        `${DEALER}/StockRegister.pdf?${range}`,
      ]) {
        const res = await getAs(w.t.app, w.token[person], url);
        expect(res.statusCode, `${person} ${url}`).toBe(403);
        expect(res.body).not.toContain(CHASSIS);
      }
    }
    const details = await getAs(
      w.t.app,
      w.token.stranger,
      `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${car.rand}`,
    );
    expect(details.body).not.toContain(CHASSIS);
    expect(details.body).not.toContain(ENGINE);
  });

  it('refuses bad ones, storing nothing and leaving the car for sale', async () => {
    const car = await w.freshCar();
    const before = await rowCount(w.t.db, 'listing_sales');
    const bad = [
      { engineNumber: 'K12-MN123' },
      { engineNumber: 'K12' },
      { engineNumber: 'K'.repeat(21) },
      { engineNumber: 'इंजन12345' },
      { chassisNumber: 'MA3EWB12S001234567' },
      { chassisNumber: 'MA3/EWB12' },
      { chassisNumber: 'MA3' },
    ];
    for (const change of bad) {
      const res = await sell(car.rand, { chassisNumber: CHASSIS, engineNumber: ENGINE, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().Message, JSON.stringify(change)).toMatch(
        'engineNumber' in change ? /engine number/ : /chassis number/,
      );
    }
    expect(await rowCount(w.t.db, 'listing_sales')).toBe(before);
    expect(await listingStatus(w.t.db, car.rand)).toBe('UnSold');
  });
});
