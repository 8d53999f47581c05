/**
 * The console's dealers (issue 25 part 2, docs/moderation.md#banners-and-dealers):
 * add, edit, deactivate and reactivate a dealer (its cars hidden and shown, its
 * workspace closed and opened); each action's audit row; refusals change
 * nothing. Operator-only access is tested with every route in admin.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../testing/auth-test-helpers.ts';
import { consoleTestApp } from '../../testing/console-test-app.ts';

const c = consoleTestApp();
const { post, get, lastAudit, auditCount } = c;

/** The Dealer Workspace's idea of the caller: their dealership, or null. */
const dealerOf = async (headers: Record<string, string>) =>
  (await c.t.app.inject({ url: '/api/Dealer/Me', headers })).json().Data.dealer;

describe('/api/Admin dealers', () => {
  const place = async (state: string, city: string) => {
    const row = await c.t.db
      .selectFrom('cities as c')
      .innerJoin('states as s', 's.id', 'c.state_id')
      .select(['s.id as state_id', 'c.id as city_id'])
      .where('s.name', '=', state)
      .where('c.name', '=', city)
      .executeTakeFirstOrThrow();
    return { state_id: String(row.state_id), city_id: String(row.city_id) };
  };
  const fields = {
    firm_name: 'Navsari Wheels',
    mobile: '9712300001',
    mobile2: '',
    address: 'Station Road, Navsari',
    gps_link: '',
  };

  it('adds a dealer whose mobile then opens the Dealer Workspace; refuses a taken mobile or a city of another state', async () => {
    const gujarat = await place('Gujarat', 'Surat');
    const added = await post('AddDealer', { ...fields, ...gujarat });
    expect(added.json()).toMatchObject({ Success: true, Message: 'Dealer added' });
    const found = (await get('Dealers?q=navsari')).json().Data.Dealers;
    expect(found).toEqual([
      expect.objectContaining({
        firm_name: 'Navsari Wheels',
        Place: 'Surat, Gujarat',
        Active: true,
        Cars: 0,
      }),
    ]);
    // What is typed matches itself: % and _ are no wildcards.
    expect((await get('Dealers?q=%25')).json().Data.Dealers).toEqual([]);
    expect((await get('Dealers?q=_')).json().Data.Dealers).toEqual([]);
    const dealer = bearer(await signIn(c.t, '9712300001'));
    expect(await dealerOf(dealer)).toMatchObject({
      firmName: 'Navsari Wheels',
      mobile: '9712300001',
      role: 'owner',
    });

    const before = await auditCount();
    const taken = await post('AddDealer', {
      ...fields,
      mobile: c.t.fixture.dealers[0]?.mobile ?? '',
      ...gujarat,
    });
    expect(taken.json()).toMatchObject({
      Message: 'Another dealer is registered with this mobile number.',
    });
    const pune = await place('Maharashtra', 'Pune');
    const wrongCity = await post('AddDealer', {
      ...fields,
      mobile: '9712300002',
      state_id: gujarat.state_id,
      city_id: pune.city_id,
    });
    expect(wrongCity.statusCode).toBe(400);
    // A mobile in a dealership's team belongs to that dealership (docs/decisions/040-dealer-team.md).
    const owner = await signIn(c.t, c.t.fixture.dealers[0]?.mobile ?? '');
    const staffed = await c.t.app.inject({
      method: 'POST',
      url: '/api/Dealer/Team/Add',
      headers: bearer(owner),
      payload: { Mobile: '9712300003', Name: 'Ravi Patel', Role: 'sales' },
    });
    expect(staffed.statusCode, staffed.body).toBe(200);
    const inTeam = await post('AddDealer', { ...fields, mobile: '9712300003', ...gujarat });
    expect([inTeam.statusCode, inTeam.json().Message]).toEqual([
      409,
      'This mobile number belongs to another dealership on CarSetu. A mobile number can be in one dealership only.',
    ]);
    const blank = await post('AddDealer', {
      ...fields,
      firm_name: '',
      mobile: '12345',
      ...gujarat,
    });
    expect(blank.statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
  });

  it('edits a dealer: its cars move with it and the change is audited', async () => {
    const fixtureDealer = c.t.fixture.dealers[1];
    const [row] = (await get(`Dealers?q=${fixtureDealer?.mobile}`)).json().Data.Dealers;
    const ahmedabad = await place('Gujarat', 'Ahmedabad');
    const res = await post('EditDealer', {
      id: String(row.id),
      firm_name: 'Sardar Car Bazaar (Ahmedabad)',
      mobile: row.mobile,
      mobile2: '',
      address: 'SG Highway, Ahmedabad',
      gps_link: 'https://maps.example.com/sardar',
      ...ahmedabad,
    });
    expect(res.json()).toMatchObject({ Success: true, Message: 'Dealer saved' });
    const cars = await c.t.db
      .selectFrom('listings')
      .select(['city_id', 'address'])
      .where('dealer_id', '=', row.id)
      .execute();
    expect(cars.length).toBeGreaterThan(0);
    for (const car of cars) {
      expect(car).toEqual({ city_id: Number(ahmedabad.city_id), address: 'SG Highway, Ahmedabad' });
    }
    const audit = await lastAudit();
    expect(audit).toMatchObject({ Action: 'dealer.edit', Subject: `dealer:${row.id}` });
    expect(JSON.parse(audit.After)).toMatchObject({ firm_name: 'Sardar Car Bazaar (Ahmedabad)' });
  });

  it('deactivates a dealer (cars hidden, workspace closed) and reactivates it (cars shown)', async () => {
    const fixtureDealer = c.t.fixture.dealers[0];
    const [row] = (await get(`Dealers?q=${fixtureDealer?.mobile}`)).json().Data.Dealers;
    expect(row.Cars).toBeGreaterThan(0);
    const workspace = bearer(await signIn(c.t, row.mobile));
    const unsold = () =>
      c.t.db
        .selectFrom('listings')
        .select('rand')
        .where('dealer_id', '=', row.id)
        .where('status', '=', 'UnSold')
        .execute();
    const forSale = (await unsold()).length;

    const off = await post('DeactivateDealer', { id: String(row.id), reason: 'Closed down' });
    expect(off.json()).toMatchObject({ Message: 'Dealer deactivated' });
    expect(await unsold()).toEqual([]);
    const hidden = await c.t.db
      .selectFrom('listings')
      .select('hidden_reason')
      .where('dealer_id', '=', row.id)
      .where('status', '=', 'Hidden')
      .execute();
    expect(hidden.length).toBe(forSale);
    expect(hidden.every((h) => h.hidden_reason === 'dealer')).toBe(true);
    expect(await dealerOf(workspace)).toBeNull();
    expect((await get(`Dealers?q=${row.mobile}`)).json().Data.Dealers[0]).toMatchObject({
      Active: false,
      Cars: 0,
    });
    expect(
      (await post('DeactivateDealer', { id: String(row.id), reason: 'again' })).statusCode,
    ).toBe(409);

    const on = await post('ReactivateDealer', { id: String(row.id), reason: 'Reopened' });
    expect(on.json()).toMatchObject({ Message: 'Dealer reactivated' });
    expect((await unsold()).length).toBe(forSale);
    expect(await dealerOf(workspace)).toMatchObject({ mobile: row.mobile });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ Action: 'dealer.reactivate', Reason: 'Reopened' });
    expect(JSON.parse(audit.After).carsShown.length).toBe(forSale);
  });
});
