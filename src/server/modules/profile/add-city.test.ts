/** POST /api/ClientCarSetuProfile/AddCity (docs/product.md#client-profile, #profile-rules, #profile-calls). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSnapshot, bearer, freshAddress, signIn } from '../../testing/auth-test-helpers.ts';
import { stateIdOf } from '../../testing/places.ts';
import { formText } from '../../testing/seller-requests.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const URL = '/api/ClientCarSetuProfile/AddCity';

let t: TestApp;
let token: string;
let gujarat: number;
let maharashtra: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t, '9400000001');
  gujarat = await stateIdOf(t.db, 'Gujarat');
  maharashtra = await stateIdOf(t.db, 'Maharashtra');
});
afterAll(async () => {
  await t.close();
});

const addCity = (
  body: Record<string, string | number | undefined>,
  remoteAddress = freshAddress(),
) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: formText(body),
    remoteAddress,
  });

const citiesOf = (stateId: number) =>
  t.db.selectFrom('cities').select(['id', 'name']).where('state_id', '=', stateId).execute();

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

describe('POST /api/ClientCarSetuProfile/AddCity', () => {
  it("stores the name first letter capital, rest lower case, and answers the state's cities with it first", async () => {
    const before = await citiesOf(gujarat);
    const res = await addCity({ cityname: '  new   TOWNSHIP ', countryid: 1, stateid: gujarat });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Success: true, Message: 'City added successfully' });
    const after = await citiesOf(gujarat);
    expect(after).toHaveLength(before.length + 1);
    const added = after.find((c) => !before.some((b) => b.id === c.id))!;
    expect(added.name).toBe('New township');
    expect(body.Data[0]).toEqual({ Value: String(added.id), Text: 'New township' });
    expect(body.Data).toHaveLength(after.length);
    const rest = body.Data.slice(1).map((o: { Text: string }) => o.Text);
    expect(rest).toEqual([...rest].sort(collator.compare));
    expect(rest).toContain('Ahmedabad');
    // The lookup the dropdown uses now lists it too.
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/Common/citynamedata?countryid=1&stateid=${gujarat}`,
    });
    expect(lookup.json().Data).toContainEqual({ Value: String(added.id), Text: 'New township' });
  });

  it('keeps apostrophes and accepts 20 characters', async () => {
    const res = await addCity({ cityname: "o'VALLEY", countryid: 1, stateid: maharashtra });
    expect(res.json().Data[0].Text).toBe("O'valley");
    const twenty = 'Abcdefghij klmnopqrs';
    expect(twenty).toHaveLength(20);
    const long = await addCity({ cityname: twenty, countryid: 1, stateid: maharashtra });
    expect(long.json().Data[0].Text).toBe('Abcdefghij klmnopqrs');
  });

  it("refuses a name the state already has, in any case (409 'City already exists')", async () => {
    await addCity({ cityname: 'Twin Lakes', countryid: 1, stateid: gujarat });
    const before = await accountSnapshot(t.db);
    for (const cityname of ['Twin Lakes', 'TWIN LAKES', ' twin  lakes ', 'ahmedabad', 'SURAT']) {
      const res = await addCity({ cityname, countryid: 1, stateid: gujarat });
      expect(res.statusCode, cityname).toBe(409);
      expect(res.json()).toEqual({ Success: false, Message: 'City already exists', Data: null });
    }
    expect(await accountSnapshot(t.db)).toEqual(before);
    // Another state may have a city of the same name.
    const elsewhere = await addCity({ cityname: 'twin lakes', countryid: 1, stateid: maharashtra });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses invalid fields with 400 naming the field, adding nothing', async () => {
    const before = await accountSnapshot(t.db);
    const cases: [Record<string, string | number | undefined>, string][] = [
      [{ cityname: undefined }, 'cityname: This field is required'],
      [{ cityname: '' }, 'cityname: This field is required'],
      [{ cityname: '   ' }, 'cityname: This field is required'],
      [{ cityname: 'Abcdefghij klmnopqrst' }, 'cityname: Please enter valid city.'],
      [{ cityname: 'Sector 21' }, 'cityname: Please enter valid city.'],
      [{ cityname: 'Navi-Mumbai' }, 'cityname: Please enter valid city.'],
      [{ cityname: "'''" }, 'cityname: Please enter valid city.'],
      [{ cityname: 'अहमदाबाद' }, 'cityname: Please enter valid city.'],
      [{ countryid: undefined }, 'countryid: This field is required'],
      [{ stateid: '' }, 'stateid: This field is required'],
      [{ countryid: 5 }, 'countryid: Unknown country.'],
      [{ stateid: 999_999 }, 'stateid: The state is not in the selected country.'],
    ];
    for (const [override, message] of cases) {
      const res = await addCity({
        cityname: 'Fresh Town',
        countryid: 1,
        stateid: gujarat,
        ...override,
      });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ Success: false, Message: message, Data: null });
    }
    expect(await accountSnapshot(t.db)).toEqual(before);
  });

  it('allows 10 new cities per client address per hour', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      const res = await addCity(
        { cityname: `Hamlet ${'abcdefghij'[i]}`, countryid: 1, stateid: gujarat },
        address,
      );
      expect(res.statusCode, `city ${i + 1}`).toBe(200);
    }
    const res = await addCity({ cityname: 'Hamlet z', countryid: 1, stateid: gujarat }, address);
    expect(res.statusCode).toBe(429);
    expect(res.json().Message).toMatch(/^Too many requests from your network/);
  });
});
