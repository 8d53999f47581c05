/**
 * Saved searches in words and the WhatsApp alerts switch
 * (docs/product.md#saved-searches, issue 24 parts 1 and 4), on SQLite and
 * PostgreSQL: the criteria described with the catalogue's names, the name a
 * new search is offered, and alerts turned on only with the consent wording,
 * off at will, each account its own.
 */
import { describe, expect, it } from 'vitest';
import { currentYear } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { createAppWithInventory, postForm } from '../../testing/api-test-helpers.ts';
import { bearer, signIn } from '../../testing/auth-test-helpers.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { suggestedName } from './describe-search.ts';

const t = fileTestApp(createAppWithInventory);

let serial = 0;
const newMobile = () => `95${String(++serial).padStart(8, '0')}`;
const form = (body: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
const post = (token: string, path: string, body: Record<string, string | number>) =>
  postForm(t.app, `/api/SavedSearch/${path}`, body, { headers: bearer(token) });
const get = (token: string | null, path: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/SavedSearch/${path}`,
    headers: token ? bearer(token) : {},
  });

async function hyundaiCreta() {
  const row = await t.db
    .selectFrom('models as m')
    .innerJoin('makes as k', 'k.id', 'm.make_id')
    .select(['m.id as model', 'k.id as make', 'k.name as makeName', 'm.name as modelName'])
    .where('m.name', '=', 'Creta')
    .executeTakeFirstOrThrow();
  const state = await t.db.selectFrom('states').select(['id', 'name']).orderBy('id').limit(1);
  return { ...row, state: await state.executeTakeFirstOrThrow() };
}

describe('saved searches in words', () => {
  it("describes the criteria with the catalogue's names, rupees, years, km and the words typed", async () => {
    const token = await signIn(t, newMobile());
    const c = await hyundaiCreta();
    const criteria = {
      nState: c.state.id,
      companyid: c.make,
      carmodelid: c.model,
      lowerprice: 300000,
      upperprice: 900000,
      modelyearstart: 2016,
      kmupper: 50000,
      q: 'sx',
    };
    const res = await get(token, `Describe?${form(criteria)}`);
    expect(res.statusCode).toBe(200);
    const { summary, name, searchPath } = res.json().Data;
    expect(searchPath).toBe(
      `/search?q=sx&state=${c.state.id}&make=${c.make}&model=${c.model}&year=2016-${currentYear()}&price=300000-900000&km=0-50000`,
    );
    expect(summary).toBe(
      `${c.makeName} ${c.modelName} · ${c.state.name} · ₹3,00,000 to ₹9,00,000 · 2016 and above · up to 50,000 km · “sx”`,
    );
    expect(name.length).toBeLessThanOrEqual(40);
    expect(name.startsWith(`${c.makeName} ${c.modelName}`)).toBe(true);
    const saved = await post(token, 'Save', { name, ...criteria });
    expect(saved.json().Data).toMatchObject({ summary, searchPath });
    expect((await get(token, 'List')).json().Data[0].summary).toBe(summary);
    // Nothing narrowing: all cars. Refused criteria: 400, as the search refuses them.
    expect((await get(token, 'Describe')).json().Data).toEqual({
      summary: 'All cars',
      name: 'All cars',
      searchPath: '/search',
    });
    expect((await get(token, 'Describe?lowerprice=9&upperprice=1')).statusCode).toBe(400);
    expect((await get(null, 'Describe')).statusCode).toBe(401);
  });

  it('offers a name of whole parts within the limit', () => {
    expect(suggestedName('Hyundai Creta · Diesel · Ahmedabad, Gujarat', 40)).toBe(
      'Hyundai Creta · Diesel',
    );
    expect(suggestedName('A very long make and model name beyond forty', 40)).toHaveLength(40);
    expect(suggestedName('Short', 40)).toBe('Short');
    expect(suggestedName('“swift vxi”', 40)).toBe('swift vxi');
  });
});

describe('WhatsApp alerts switch', () => {
  it('starts off, turns on only with the consent wording, turns off, and keeps what was agreed', async () => {
    const token = await signIn(t, newMobile());
    const other = await signIn(t, newMobile());
    expect((await get(token, 'Alerts')).json().Data).toEqual({
      on: false,
      consentText: MSG.alertsConsent,
    });
    const refused: Record<string, string>[] = [
      { on: 'true' },
      { on: 'true', consent: 'yes' },
      { on: 'maybe' },
    ];
    for (const body of refused) {
      const res = await post(token, 'Alerts', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post(token, 'Alerts', { on: 'true' })).json().Message).toMatch(
      /Please agree to receive WhatsApp alerts/,
    );
    expect(await t.db.selectFrom('alert_consents').selectAll().execute()).toHaveLength(0);

    const on = await post(token, 'Alerts', { on: 'true', consent: MSG.alertsConsent });
    expect(on.json()).toMatchObject({ Message: 'WhatsApp alerts are on', Data: { on: true } });
    expect((await get(token, 'Alerts')).json().Data.on).toBe(true);
    expect((await get(other, 'Alerts')).json().Data.on).toBe(false);

    const off = await post(token, 'Alerts', { on: 'false' });
    expect(off.json()).toMatchObject({ Message: 'WhatsApp alerts are off', Data: { on: false } });
    const row = await t.db.selectFrom('alert_consents').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ alerts_on: 0, consent_text: MSG.alertsConsent });
    expect(row.changed_via).toBe('account');
    expect((await get(null, 'Alerts')).statusCode).toBe(401);
  });
});
