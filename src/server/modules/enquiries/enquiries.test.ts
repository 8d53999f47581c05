/**
 * The seller's Enquiries (issue 12 items 1 and 5): a seller reads and sets
 * the status of the leads on their own cars only; a buyer's mobile reaches
 * only the seller of the car asked about; ids of anyone else's leads answer
 * 404 and change nothing; per-listing stats cover the seller's own cars.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { leadRemarks } from '#shared/schemas/lead.ts';
import { postForm } from '../../testing/api-test-helpers.ts';
import { bearer, signIn } from '../../testing/auth-test-helpers.ts';
import type { ListedCar } from '../../testing/listing-requests.ts';
import { sellerTestApp } from '../../testing/listing-test-app.ts';
import { getAs, postAs } from '../../testing/seller-requests.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { newSeller, type Seller } from '../../testing/test-sellers.ts';

const ctx = sellerTestApp();
const BASE = '/api/Enquiries';
let t: TestApp;
let asha: Seller;
let ravi: Seller;
let ashaCars: ListedCar[];
let raviCar: ListedCar;

/** A lead on `car` from buyer `name`/`mobile` as the web sends it. */
async function leave(car: ListedCar, name: string, mobile: string, mode: 'Price' | 'Contact') {
  const res = await postForm(t.app, '/api/LeadQRCode/AddLeadQRCode', {
    Name: name,
    Contactno: mobile,
    Carno: car.carnumber,
    Rand: car.Rand,
    nRemarks: leadRemarks(mode, 'the car'),
  });
  expect(res.json().Success, res.body).toBe(true);
}

const inbox = async (seller: Seller, query = '') => {
  const res = await getAs(t.app, seller.token, `${BASE}/MyEnquiries${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as {
    Enquiries: { id: number; Name: string; Mobile: string; Type: string; Status: string }[];
    NewCount: number;
    NextBefore: number | null;
  };
};
const leadStatus = async (id: number) =>
  (await t.db.selectFrom('leads').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

beforeAll(async () => {
  t = ctx.t;
  asha = await newSeller(t, ctx.ahmedabad, 'Asha Mehta');
  ravi = await newSeller(t, ctx.pune, 'Ravi Patel');
  ashaCars = [await ctx.listCar(asha), await ctx.listCar(asha)];
  raviCar = await ctx.listCar(ravi);
  await leave(ashaCars[0], 'Kiran Shah', '9811100001', 'Contact');
  await leave(ashaCars[1], 'Meena Iyer', '9811100002', 'Price');
  await leave(raviCar, 'Sunil Rao', '9811100003', 'Price');
});

describe('Enquiries', () => {
  it("a seller sees the leads on their own cars, newest first, with the buyer, the car and the lead's type", async () => {
    const mine = await inbox(asha);
    expect(mine.Enquiries.map((e) => [e.Name, e.Mobile, e.Type, e.Status])).toEqual([
      ['Meena Iyer', '9811100002', 'Price', 'new'],
      ['Kiran Shah', '9811100001', 'Contact', 'new'],
    ]);
    expect(mine.NewCount).toBe(2);
    expect(mine.NextBefore).toBeNull();
    const res = await getAs(t.app, asha.token, `${BASE}/MyEnquiries`);
    expect(res.json().Data.Enquiries[0].Car).toMatchObject({ Rand: ashaCars[1].Rand });
    expect(res.headers['cache-control']).toBe('no-store');
    // Another seller's buyer is not in it.
    expect(res.body).not.toContain('9811100003');
    const his = await inbox(ravi);
    expect(his.Enquiries.map((e) => e.Mobile)).toEqual(['9811100003']);
    const count = await getAs(t.app, ravi.token, `${BASE}/NewCount`);
    // His Today queue holds that new lead too (lead-work/today.test.ts has the rest).
    expect(count.json()).toEqual({
      Success: true,
      Message: 'Success',
      Data: { NewCount: 1, TodayCount: 1 },
    });
  });

  it("sets the stage of the seller's own lead; another seller's lead answers 404 and stays as it was", async () => {
    const [newest] = (await inbox(asha)).Enquiries;
    const set = await postAs(t.app, asha.token, `${BASE}/FollowUp`, {
      id: newest.id,
      Stage: 'contacted',
    });
    expect(set.json()).toMatchObject({
      Success: true,
      Message: 'Saved',
      Data: { id: newest.id, Status: 'contacted' },
    });
    expect(await leadStatus(newest.id)).toBe('contacted');
    expect((await inbox(asha)).NewCount).toBe(1);

    // Ravi changes the id in the request to Asha's lead: refused like an unknown one.
    for (const id of [newest.id, 99_999_999]) {
      const other = await postAs(t.app, ravi.token, `${BASE}/FollowUp`, { id, Stage: 'won' });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ Success: false, Message: 'Enquiry not found', Data: null });
    }
    expect(await leadStatus(newest.id)).toBe('contacted');
  });

  it('refuses a bad stage or id with 400 and a signed-out call with 401, changing nothing', async () => {
    const [lead] = (await inbox(asha)).Enquiries;
    const before = await leadStatus(lead.id);
    for (const body of [
      { id: lead.id, Stage: 'sold' },
      { id: 'abc', Stage: 'won' },
      { Stage: 'won' },
      { id: lead.id, Stage: 'lost' },
      { id: lead.id },
    ]) {
      const res = await postAs(t.app, asha.token, `${BASE}/FollowUp`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().Success).toBe(false);
    }
    expect((await getAs(t.app, asha.token, `${BASE}/MyEnquiries?before=x`)).statusCode).toBe(400);
    for (const [method, url] of [
      ['GET', `${BASE}/MyEnquiries`],
      ['GET', `${BASE}/NewCount`],
      ['GET', `${BASE}/ListingStats`],
      ['POST', `${BASE}/FollowUp`],
      ['GET', `${BASE}/Today`],
    ] as const) {
      for (const headers of [{}, bearer('not-a-real-token')]) {
        const res = await t.app.inject({ method, url, headers });
        expect(res.statusCode, url).toBe(401);
      }
    }
    expect(await leadStatus(lead.id)).toBe(before);
  });

  it('pages older leads with before', async () => {
    const car = await t.db
      .selectFrom('listings')
      .select(['id', 'dealer_id'])
      .where('rand', '=', raviCar.Rand)
      .executeTakeFirstOrThrow();
    const base = Date.parse('2026-11-01T10:00:00Z');
    await t.db
      .insertInto('leads')
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          listing_id: car.id,
          dealer_id: car.dealer_id,
          name: `Buyer ${i}`,
          mobile: `98222${String(i).padStart(5, '0')}`,
          remarks: leadRemarks('Contact', 'the car'),
          lead_type: 'CarSetuLead',
          created_at: new Date(base + i * 60_000).toISOString(),
        })),
      )
      .execute();
    const first = await inbox(ravi);
    expect(first.Enquiries).toHaveLength(50);
    expect(first.NewCount).toBe(56);
    expect(first.NextBefore).toBe(first.Enquiries.at(-1)?.id);
    const rest = await inbox(ravi, `?before=${first.NextBefore}`);
    expect(rest.Enquiries).toHaveLength(6);
    expect(rest.NextBefore).toBeNull();
    const ids = [...first.Enquiries, ...rest.Enquiries].map((e) => e.id);
    expect(new Set(ids).size).toBe(56);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("a dealer signed in with their registered mobile sees the leads on their dealership's cars, and no other dealer can set them", async () => {
    const [shree, sardar] = ['9876543210', '9898012345'];
    const car = await t.db
      .selectFrom('listings as l')
      .innerJoin('dealers as d', 'd.id', 'l.dealer_id')
      .select(['l.rand', 'l.car_number'])
      .where('d.mobile', '=', shree)
      .where('l.status', '=', 'UnSold')
      .executeTakeFirstOrThrow();
    await leave(
      { Rand: car.rand, carnumber: car.car_number, carid: 0 },
      'Farhan Ali',
      '9811100009',
      'Price',
    );
    const dealer: Seller = { ...asha, token: await signIn(t, shree) };
    const other: Seller = { ...asha, token: await signIn(t, sardar) };
    const theirs = await inbox(dealer);
    expect(theirs.Enquiries.map((e) => e.Mobile)).toEqual(['9811100009']);
    expect((await inbox(other)).Enquiries.map((e) => e.Mobile)).not.toContain('9811100009');
    expect((await inbox(asha)).Enquiries.map((e) => e.Mobile)).not.toContain('9811100009');
    const id = theirs.Enquiries[0]?.id;
    const refused = await postAs(t.app, other.token, `${BASE}/FollowUp`, { id, Stage: 'won' });
    expect(refused.statusCode).toBe(404);
    expect(await leadStatus(Number(id))).toBe('new');
    const done = await postAs(t.app, dealer.token, `${BASE}/FollowUp`, { id, Stage: 'won' });
    expect(done.statusCode).toBe(200);
    expect(await leadStatus(Number(id))).toBe('won');
  });

  it('answers views, leads and days listed for each of the seller’s own cars only', async () => {
    const res = await getAs(t.app, asha.token, `${BASE}/ListingStats`);
    const stats = res.json().Data as { carid: number; Views: number; Leads: number }[];
    expect(stats.map((s) => s.carid).sort()).toEqual(ashaCars.map((c) => c.carid).sort());
    expect(stats.every((s) => s.Leads === 1 && s.Views >= 0)).toBe(true);
    expect(res.json().Data[0].DaysListed).toBe(0);
  });
});
