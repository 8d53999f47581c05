/**
 * GetClientprofilebyclientid and AddCarSetuClientProfile
 * (docs/product.md#client-profile, #cascading-selects, #profile-rules,
 * #profile-calls).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '#shared/schemas/profile.ts';
import { postForm } from '../../testing/api-test-helpers.ts';
import { accountSnapshot, bearer, signIn } from '../../testing/auth-test-helpers.ts';
import { placeOf } from '../../testing/places.ts';
import { postAs } from '../../testing/seller-requests.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const GET_URL = '/api/ClientCarSetuProfile/GetClientprofilebyclientid';
const SAVE_URL = '/api/ClientCarSetuProfile/AddCarSetuClientProfile';

/** The operator of this file's app (OPERATOR_MOBILES; docs/moderation.md#operators). */
const OPERATOR = '9000000071';

let t: TestApp;
let place: {
  gujarat: number;
  ahmedabad: number;
  maharashtra: number;
  pune: number;
  foreignState: number;
};
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_MOBILES: OPERATOR });
  const ahmedabad = await placeOf(t.db, 'Gujarat', 'Ahmedabad');
  const pune = await placeOf(t.db, 'Maharashtra', 'Pune');
  // A second country, so a state of the wrong country can be tried.
  await t.db.insertInto('countries').values({ id: 977, name: 'Nepal' }).execute();
  await t.db
    .insertInto('states')
    .values({ id: 9770, country_id: 977, name: 'Bagmati', kind: 'Province' })
    .execute();
  place = {
    gujarat: ahmedabad.stateId,
    ahmedabad: ahmedabad.cityId,
    maharashtra: pune.stateId,
    pune: pune.cityId,
    foreignState: 9770,
  };
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
const newMobile = () => `95${String(++serial).padStart(8, '0')}`;

const getProfile = (token: string) =>
  t.app.inject({ method: 'GET', url: GET_URL, headers: bearer(token) });

const save = (token: string, body: Record<string, string | number | undefined>) =>
  postAs(t.app, token, SAVE_URL, body);

const valid = () => ({
  Status: 'Edit',
  Name: "Ravi D'Souza 2",
  Mobileno: '9999999999',
  nCountry: 1,
  nState: place.gujarat,
  nCity: place.ahmedabad,
  Address: '12, Main Road\nNear City Park',
  Adult: 'true',
});

describe('GET /api/ClientCarSetuProfile/GetClientprofilebyclientid', () => {
  it("fills a dealer's new account from the dealer's registration, once", async () => {
    const mobile = newMobile();
    await t.db
      .insertInto('dealers')
      .values({
        rand: `PRF${mobile}`.slice(0, 10),
        firm_name: 'Shree Motors',
        mobile,
        mobile2: null,
        address: 'CG Road',
        state_id: place.gujarat,
        city_id: place.ahmedabad,
        gps_link: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const token = await signIn(t, mobile);
    const filled = (await getProfile(token)).json().Data[0];
    expect(filled).toMatchObject({
      Name: 'Shree Motors',
      Mobileno: mobile,
      nCountry: '1',
      nState: String(place.gujarat),
      nCity: String(place.ahmedabad),
      Address: 'CG Road',
      CityName: 'Ahmedabad',
    });
    // The dealer's own changes stay: a later sign-in does not fill it again.
    expect((await save(token, { ...valid(), Name: 'Kiran Shah' })).statusCode).toBe(200);
    const again = (await getProfile(await signIn(t, mobile))).json().Data[0];
    expect(again.Name).toBe('Kiran Shah');
  });

  it('answers a new account with only the mobile filled in', async () => {
    const mobile = newMobile();
    const res = await getProfile(await signIn(t, mobile));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      Success: true,
      Message: 'Success',
      Data: [{ ...EMPTY_PROFILE, Mobileno: mobile, Operator: false, AdultConfirmed: false }],
    });
  });

  it("says an operator's account is an operator's (staff: no Complete your Profile prompt)", async () => {
    const operator = (await getProfile(await signIn(t, OPERATOR))).json().Data[0];
    expect(operator).toMatchObject({ Mobileno: OPERATOR, nCity: '', Operator: true });
    const buyer = (await getProfile(await signIn(t, newMobile()))).json().Data[0];
    expect(buyer.Operator).toBe(false);
  });
});

describe('POST /api/ClientCarSetuProfile/AddCarSetuClientProfile', () => {
  it('saves the profile; the mobile stays the account’s', async () => {
    const mobile = newMobile();
    const token = await signIn(t, mobile);
    const res = await save(token, valid());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Success: true,
      Message: 'Profile updated successfully',
      Data: null,
    });
    expect((await getProfile(token)).json().Data).toEqual([
      {
        Name: "Ravi D'Souza 2",
        Mobileno: mobile,
        nCountry: '1',
        nState: String(place.gujarat),
        nCity: String(place.ahmedabad),
        Address: '12, Main Road\nNear City Park',
        CountryName: 'India',
        StateName: 'Gujarat',
        CityName: 'Ahmedabad',
        Operator: false,
        AdultConfirmed: true,
      },
    ]);
    const users = await t.db
      .selectFrom('users')
      .select('mobile')
      .where('mobile', '=', '9999999999')
      .execute();
    expect(users).toHaveLength(0);
  });

  it('trims the fields, accepts JSON and a missing Status, and changes only its own profile', async () => {
    const mine = await signIn(t, newMobile());
    const other = await signIn(t, newMobile());
    const res = await t.app.inject({
      method: 'POST',
      url: SAVE_URL,
      headers: bearer(mine),
      payload: {
        Name: '  Asha  ',
        nCountry: '1',
        nState: String(place.maharashtra),
        nCity: String(place.pune),
        Address: ' FC Road ',
        Adult: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await getProfile(mine)).json().Data[0]).toMatchObject({
      Name: 'Asha',
      Address: 'FC Road',
      StateName: 'Maharashtra',
      CityName: 'Pune',
    });
    expect((await getProfile(other)).json().Data[0]).toMatchObject({ Name: '', nCity: '' });
  });

  it('refuses each invalid field with its documented message, changing nothing', async () => {
    const token = await signIn(t, newMobile());
    await save(token, valid());
    const before = await accountSnapshot(t.db);
    const cases: [Record<string, string | number | undefined>, string][] = [
      [{ Name: undefined }, 'Name: name is required.'],
      [{ Name: '' }, 'Name: name is required.'],
      [{ Name: '   ' }, 'Name: name is required.'],
      [{ Name: 'Ravi@Home' }, 'Name: Please enter only characters.'],
      [{ Name: 'Ravi-Kumar' }, 'Name: Please enter only characters.'],
      [{ Name: 'रवि' }, 'Name: Please enter only characters.'],
      [{ Address: undefined }, 'Address: Address is required'],
      [{ Address: '  ' }, 'Address: Address is required'],
      [{ nCountry: undefined }, 'nCountry: This field is required'],
      [{ nCountry: '' }, 'nCountry: This field is required'],
      [{ nState: '' }, 'nState: This field is required'],
      [{ nState: 'Gujarat' }, 'nState: This field is required'],
      [{ nCity: undefined }, 'nCity: This field is required'],
      [{ nCity: '0' }, 'nCity: This field is required'],
      [{ Status: 'Add' }, "Status: Status must be 'Edit'"],
    ];
    for (const [override, message] of cases) {
      const res = await save(token, { ...valid(), ...override });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ Success: false, Message: message, Data: null });
    }
    expect(await accountSnapshot(t.db)).toEqual(before);
  });

  it('refuses a state outside the country and a city outside the state, naming the field', async () => {
    const token = await signIn(t, newMobile());
    const before = await accountSnapshot(t.db);
    const cases: [Record<string, number>, string][] = [
      [{ nCountry: 2 }, 'nCountry: Unknown country.'],
      [{ nState: place.foreignState }, 'nState: The state is not in the selected country.'],
      [{ nState: 999_999 }, 'nState: The state is not in the selected country.'],
      [{ nState: place.maharashtra }, 'nCity: The city is not in the selected state.'],
      [{ nCity: place.pune }, 'nCity: The city is not in the selected state.'],
      [{ nCity: 99_999_999 }, 'nCity: The city is not in the selected state.'],
    ];
    for (const [override, message] of cases) {
      const res = await save(token, { ...valid(), ...override });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ Success: false, Message: message, Data: null });
    }
    expect(await accountSnapshot(t.db)).toEqual(before);
  });

  it('needs the bearer token', async () => {
    const token = await signIn(t, newMobile());
    const res = await postForm(t.app, SAVE_URL, valid());
    expect(res.statusCode).toBe(401);
    expect((await save(token, valid())).statusCode).toBe(200);
  });
});
