import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { diskPhotoStorage } from '../../ports/disk-photo-storage.ts';
import { createAppWithInventory, postForm } from '../../testing/api-test-helpers.ts';
import type { InventoryFixture } from '../../testing/inventory-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp & { fixture: InventoryFixture };
beforeAll(async () => {
  t = await createAppWithInventory();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/LeadQRCode/AddLeadQRCode';
let ip = 0;
/** Each call comes from its own IP unless told otherwise, so the rate limit stays out of the way. */
const lead = (body: Record<string, string | undefined>, app: App = t.app, remoteAddress?: string) =>
  postForm(app, URL, body, { remoteAddress: remoteAddress ?? `10.1.0.${++ip}` });

const countLeads = async () =>
  Number(
    (
      await t.db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function unsoldCar(index = 0) {
  const car = t.fixture.cars.filter((c) => c.status === 'UnSold')[index];
  const listing = await t.db
    .selectFrom('listings')
    .selectAll()
    .where('car_number', '=', car.carNumber)
    .executeTakeFirstOrThrow();
  const dealer = await t.db
    .selectFrom('dealers')
    .selectAll()
    .where('id', '=', listing.dealer_id)
    .executeTakeFirstOrThrow();
  return { car, listing, dealer };
}

const spec = (carNumber: string, extra: Record<string, string> = {}) => ({
  Name: 'Ravi Patel',
  Contactno: '9123456780',
  Carno: carNumber,
  nDealerRandno: '',
  nRemarks: 'Lead from CarSetu website: best price request',
  salesexecutiveId: '0',
  LeadType: 'CarSetuLead',
  Modelid: '0',
  ...extra,
});

describe('POST /api/LeadQRCode/AddLeadQRCode', () => {
  it('stores the lead, notifies the seller and answers the full dealer profile', async () => {
    const { listing, dealer } = await unsoldCar(0);
    const before = await countLeads();
    const sentBefore = t.sent.length;
    const res = await lead(spec(listing.car_number, { Rand: listing.rand }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Success: true, Message: 'Lead submitted successfully' });
    expect(res.json().Data).toEqual([
      {
        Rand: dealer.rand,
        Firmname: dealer.firm_name,
        Mobileno: dealer.mobile,
        Mobileno1: dealer.mobile2,
        Address: dealer.address,
        nCity: expect.any(String),
        nGpslink: dealer.gps_link,
        Showroom: expect.stringMatching(new RegExp(`^/dealer/[a-z0-9-]+-${dealer.rand}$`)),
      },
    ]);
    expect(await countLeads()).toBe(before + 1);
    const row = await t.db
      .selectFrom('leads')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      listing_id: listing.id,
      dealer_id: dealer.id,
      name: 'Ravi Patel',
      mobile: '9123456780',
      remarks: 'Lead from CarSetu website: best price request',
      lead_type: 'CarSetuLead',
    });
    // The notice was queued before the answer; the queue's worker sends it.
    expect(t.sent.length).toBe(sentBefore);
    await t.runJobs();
    expect(t.sent.slice(sentBefore)).toEqual([
      { kind: 'lead', to: dealer.mobile, text: expect.stringContaining('Ravi Patel (9123456780)') },
    ]);
  });

  it("a repeat within 24 h answers 'Lead Already Exists' with the profile and adds nothing", async () => {
    const { listing, dealer } = await unsoldCar(1);
    const body = spec(listing.car_number, { Contactno: '9000000001' });
    expect((await lead(body)).json().Success).toBe(true);
    const before = await countLeads();
    const sentBefore = t.sent.length;
    const res = await lead({ ...body, Name: 'Someone Else' });
    await t.runJobs();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Success: false, Message: 'Lead Already Exists' });
    expect(res.json().Data[0].Mobileno).toBe(dealer.mobile);
    expect(await countLeads()).toBe(before);
    expect(t.sent.length).toBe(sentBefore + 1);
    // Another mobile for the same car is a new lead.
    expect((await lead({ ...body, Contactno: '9000000002' })).json().Success).toBe(true);
  });

  it('a lead older than 24 h does not block a new one', async () => {
    const { listing } = await unsoldCar(2);
    await t.db
      .insertInto('leads')
      .values({
        listing_id: listing.id,
        dealer_id: listing.dealer_id,
        name: 'Old Lead',
        mobile: '9000000003',
        remarks: 'Lead from CarSetu',
        lead_type: 'CarSetuLead',
        created_at: new Date(Date.now() - 25 * 3_600_000).toISOString(),
      })
      .execute();
    const res = await lead(spec(listing.car_number, { Contactno: '9000000003' }));
    expect(res.json()).toMatchObject({ Success: true });
  });

  it('finds the car by Carno alone, in any case and spacing', async () => {
    const { listing } = await unsoldCar(3);
    const spaced = listing.car_number.toLowerCase().replace(/^(..)(..)/, '$1 $2-');
    const before = await countLeads();
    const res = await lead(spec(spaced, { Contactno: '9000000004' }));
    expect(res.json()).toMatchObject({ Success: true });
    const row = await t.db
      .selectFrom('leads')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.listing_id).toBe(listing.id);
    expect(await countLeads()).toBe(before + 1);
  });

  it('refuses invalid fields with 400 naming the field, storing nothing', async () => {
    const { listing } = await unsoldCar(0);
    const before = await countLeads();
    const cases: [Record<string, string | undefined>, string][] = [
      [{ Name: '' }, 'Name: This feild is required'],
      [{ Name: undefined }, 'Name: This feild is required'],
      [{ Name: 'R2D2' }, 'Name: Please enter only characters.'],
      [{ Contactno: '' }, 'Contactno: This feild is required'],
      [{ Contactno: '12345' }, 'Contactno: Enter valid mobile number.'],
      [{ Contactno: '5123456789' }, 'Contactno: Enter valid mobile number.'],
      [{ Carno: '' }, 'Carno: Carno is required'],
    ];
    for (const [override, message] of cases) {
      const res = await lead({ ...spec(listing.car_number), ...override });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ Success: false, Message: message, Data: null });
    }
    expect(await countLeads()).toBe(before);
  });

  it('answers 404 for an unknown car and 409 for a sold one', async () => {
    const before = await countLeads();
    const unknown = await lead(spec('GJ01ZZ9999'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Success: false, Message: 'Car not found', Data: null });
    const byRand = await lead(spec('GJ01ZZ9999', { Rand: 'NoSuchRand' }));
    expect(byRand.statusCode).toBe(404);
    const sold = t.fixture.cars.find((c) => c.status === 'Sold')!;
    const res = await lead(spec(sold.carNumber));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      Success: false,
      Message: 'This car has already been sold.',
      Data: null,
    });
    expect(await countLeads()).toBe(before);
  });

  it('rate-limits one IP to 20 a minute with a 429 JSON answer', async () => {
    const { listing } = await unsoldCar(4);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await lead({ ...spec(listing.car_number), Contactno: 'bad' }, t.app, '10.9.9.9');
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    const limited = await lead(spec(listing.car_number), t.app, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      Success: false,
      Message: 'Too many requests. Please try again in a minute.',
      Data: null,
    });
    // Another client is not affected.
    expect((await lead({ ...spec(listing.car_number), Contactno: 'bad' })).statusCode).toBe(400);
  });

  it('a sender that fails does not fail the lead: the notice waits in the queue', async () => {
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: t.dataDir }),
      db: t.db,
      dbKind: t.kind,
      messageSender: {
        async send() {
          throw new Error('WhatsApp is down');
        },
      },
      photoStorage: diskPhotoStorage(path.join(t.dataDir, 'photos')),
    });
    try {
      const { listing } = await unsoldCar(5);
      const before = await countLeads();
      const res = await lead(spec(listing.car_number, { Contactno: '9000000005' }), app);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ Success: true, Message: 'Lead submitted successfully' });
      expect(await countLeads()).toBe(before + 1);
      const queued = await t.db
        .selectFrom('jobs')
        .select(['state', 'data'])
        .where('name', '=', 'lead-notice')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(queued.state).toBe('queued');
      expect(queued.data).toContain('(9000000005)');
    } finally {
      await app.close();
    }
  });
});
