/**
 * No malformed request answers 500 (and every /api answer is the JSON
 * envelope): bad JSON, wrong content types, huge numbers, arrays for strings,
 * missing parameters, SQL-ish and unicode strings, control characters.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithInventory } from '../testing/api-test-helpers.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp;
let leadsBefore: number;
beforeAll(async () => {
  t = await createAppWithInventory();
  leadsBefore = await countLeads();
});
afterAll(async () => {
  expect(await countLeads()).toBe(leadsBefore);
  await t.close();
});

async function countLeads() {
  const row = await t.db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'content-type': 'application/json' };
const SEARCH = '/api/Carmaster/GetDetailsofcarsbySCCM_data';
const LEAD = '/api/LeadQRCode/AddLeadQRCode';
const VARIANT = '/api/Common/veriantandcolour';
const DETAILS = '/api/Carmaster/GetdetailsofCarsbyRandomid';
const HOME = '/api/Carmaster/GetRandomly2Car_cars';

let ip = 0;
const requests: [string, InjectOptions][] = [
  ['bad JSON', { method: 'POST', url: SEARCH, headers: JSON_TYPE, payload: '{"nState": 1,' }],
  ['empty JSON body', { method: 'POST', url: LEAD, headers: JSON_TYPE, payload: '' }],
  ['JSON null', { method: 'POST', url: SEARCH, headers: JSON_TYPE, payload: 'null' }],
  ['JSON array', { method: 'POST', url: LEAD, headers: JSON_TYPE, payload: '[1,2]' }],
  ['JSON string', { method: 'POST', url: VARIANT, headers: JSON_TYPE, payload: '"Modelid"' }],
  [
    'proto pollution',
    { method: 'POST', url: SEARCH, headers: JSON_TYPE, payload: '{"__proto__":{"x":1}}' },
  ],
  [
    'text/plain',
    { method: 'POST', url: LEAD, headers: { 'content-type': 'text/plain' }, payload: 'Name=a' },
  ],
  [
    'xml',
    {
      method: 'POST',
      url: SEARCH,
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    },
  ],
  [
    'multipart',
    {
      method: 'POST',
      url: LEAD,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--',
    },
  ],
  ['no body', { method: 'POST', url: LEAD }],
  ['no body, variants', { method: 'POST', url: VARIANT }],
  [
    'huge numbers (form)',
    {
      method: 'POST',
      url: SEARCH,
      headers: FORM,
      payload: 'nState=99999999999999999999&pageindex=1e400',
    },
  ],
  [
    'huge numbers (JSON)',
    {
      method: 'POST',
      url: SEARCH,
      headers: JSON_TYPE,
      payload: '{"companyid":1e309,"lowerprice":-5}',
    },
  ],
  [
    'huge id within safe range',
    { method: 'POST', url: SEARCH, headers: FORM, payload: 'companyid=9007199254740991' },
  ],
  ['huge Modelid', { method: 'POST', url: VARIANT, headers: FORM, payload: 'Modelid=3000000000' }],
  ['huge activemodel id', { method: 'GET', url: '/api/Common/activemodel/99999999999999' }],
  ['negative activemodel id', { method: 'GET', url: '/api/Common/activemodel/-3' }],
  ['huge Pageindex', { method: 'GET', url: `${HOME}?Pageindex=99999999999999999999` }],
  ['huge state', { method: 'GET', url: '/api/Common/citynamedata?countryid=1&stateid=4294967296' }],
  [
    'arrays in form',
    {
      method: 'POST',
      url: LEAD,
      headers: FORM,
      payload: 'Name=a&Name=b&Contactno=9876543210&Carno=GJ01AB1000',
    },
  ],
  [
    'arrays in JSON',
    {
      method: 'POST',
      url: LEAD,
      headers: JSON_TYPE,
      payload: '{"Name":["a"],"Contactno":[9876543210],"Carno":{"x":1}}',
    },
  ],
  [
    'array nCity',
    { method: 'POST', url: SEARCH, headers: FORM, payload: 'nCity=Surat&nCity=Pune' },
  ],
  ['array query', { method: 'GET', url: `${HOME}?Pageindex=1&Pageindex=2` }],
  ['array Randomno', { method: 'GET', url: `${DETAILS}?Randomno=a&Randomno=b` }],
  ['missing query', { method: 'GET', url: DETAILS }],
  ['empty query', { method: 'GET', url: `${DETAILS}?Randomno=` }],
  [
    'SQL-ish Randomno',
    { method: 'GET', url: `${DETAILS}?Randomno=${encodeURIComponent("' OR '1'='1")}` },
  ],
  [
    'SQL-ish city',
    {
      method: 'POST',
      url: SEARCH,
      headers: FORM,
      payload: `nCity=${encodeURIComponent("x' OR 1=1; DROP TABLE listings; --")}`,
    },
  ],
  [
    'SQL-ish lead',
    {
      method: 'POST',
      url: LEAD,
      headers: FORM,
      payload: `Name=Robert&Contactno=9876543210&Carno=${encodeURIComponent("'; DELETE FROM leads; --")}`,
    },
  ],
  [
    'unicode city',
    {
      method: 'POST',
      url: SEARCH,
      headers: FORM,
      payload: `nCity=${encodeURIComponent('अहमदाबाद 🚗')}`,
    },
  ],
  [
    'unicode name',
    {
      method: 'POST',
      url: LEAD,
      headers: JSON_TYPE,
      payload: JSON.stringify({ Name: 'राम', Contactno: '9876543210', Carno: 'GJ01AB1000' }),
    },
  ],
  [
    'unicode Randomno',
    { method: 'GET', url: `${DETAILS}?Randomno=${encodeURIComponent('कार😀')}` },
  ],
  ['NUL in city', { method: 'POST', url: SEARCH, headers: FORM, payload: 'nCity=Sur%00at' }],
  ['NUL in Randomno', { method: 'GET', url: `${DETAILS}?Randomno=ab%00cd` }],
  [
    'NUL in Carno',
    {
      method: 'POST',
      url: LEAD,
      headers: FORM,
      payload: 'Name=Ravi&Contactno=9876543210&Carno=GJ01%00AB1000',
    },
  ],
  [
    'lone surrogate',
    { method: 'POST', url: SEARCH, headers: JSON_TYPE, payload: '{"nCity":"\\ud800x"}' },
  ],
  ['bad percent escape', { method: 'GET', url: `${DETAILS}?Randomno=%E0%A4%A` }],
  [
    'very long string',
    { method: 'POST', url: SEARCH, headers: FORM, payload: `nCity=${'x'.repeat(100_000)}` },
  ],
  ['garbage cursor', { method: 'GET', url: `${HOME}?cursor=${'%FF'.repeat(20)}` }],
  [
    'forged cursor',
    {
      method: 'GET',
      url: `${HOME}?cursor=${Buffer.from('["h",-1,0,1e99,"x"]').toString('base64url')}`,
    },
  ],
  [
    'deep JSON',
    {
      method: 'POST',
      url: SEARCH,
      headers: JSON_TYPE,
      payload: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
    },
  ],
  ['wrong method', { method: 'DELETE', url: SEARCH }],
  ['GET on a POST route', { method: 'GET', url: LEAD }],
  ['unknown api path', { method: 'GET', url: '/api/NoSuchThing/here' }],
];

describe('malformed requests', () => {
  it.each(requests)(
    '%s answers a 4xx JSON envelope or a valid answer, never 500',
    async (_name, options) => {
      const res = await t.app.inject({ ...options, remoteAddress: `10.2.0.${++ip}` });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      const body = res.json();
      if (res.statusCode >= 400) {
        expect(body).toMatchObject({ Success: false, Data: null });
        expect(typeof body.Message).toBe('string');
      } else {
        expect(typeof body.Success).toBe('boolean');
      }
    },
  );

  it('a path that is not valid percent-encoding answers 400 in our envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Common/activemodel/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Success: false, Data: null });
  });

  it('a missing body is named as such', async () => {
    const res = await t.app.inject({ method: 'POST', url: LEAD, remoteAddress: '10.2.1.1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toMatch(/^body: /);
  });

  it('unknown /api paths answer JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Carmaster/NoSuchRoute?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Success: false, Message: 'Not Found', Data: null });
  });

  it('an SQL-ish search finds nothing and leaves the tables alone', async () => {
    const before = await t.db.selectFrom('listings').select('id').execute();
    const res = await t.app.inject({
      method: 'POST',
      url: SEARCH,
      headers: FORM,
      payload: `nCity=${encodeURIComponent("x' OR '1'='1")}`,
    });
    expect(res.json()).toMatchObject({ Success: false, Data: [] });
    expect(await t.db.selectFrom('listings').select('id').execute()).toHaveLength(before.length);
  });
});
