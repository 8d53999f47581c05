/**
 * No malformed request to the sign-in, profile or wishlist routes answers
 * 500, signed in or not: bad JSON, arrays, huge numbers, control characters,
 * unicode, very long strings. Every answer is JSON.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshAddress, signIn } from '../../testing/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t, '9100000001');
});
afterAll(async () => {
  await t.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'content-type': 'application/json' };
const POSTS = [
  '/api/CarSetuClientLogin/ReSendOTP',
  '/api/CarSetuClientLogin/VerifyOTP',
  '/login',
  '/api/CarSetuClientLogin/Logout',
  '/api/ClientCarSetuProfile/AddCarSetuClientProfile',
  '/api/ClientCarSetuProfile/AddCity',
  '/api/UserFavouriteVehicle/addfavouritecars',
];
const BODIES: [string, Record<string, string>, string][] = [
  ['bad JSON', JSON_TYPE, '{"Mobileno": 98'],
  ['JSON array', JSON_TYPE, '[1,2]'],
  ['JSON null', JSON_TYPE, 'null'],
  [
    'JSON objects for strings',
    JSON_TYPE,
    '{"Mobileno":{"a":1},"Name":[1],"carid":{"x":1},"UserName":[],"cityname":{}}',
  ],
  [
    'huge numbers',
    JSON_TYPE,
    '{"carid":1e309,"nCountry":99999999999999999999,"stateid":-1,"countryid":1.5}',
  ],
  [
    'arrays in form',
    FORM,
    'Mobileno=9876543210&Mobileno=9876543211&carid=1&carid=2&actiondata=Add&actiondata=Delete',
  ],
  [
    'NUL characters',
    FORM,
    'Mobileno=98765%0043210&Name=Ra%00vi&Address=a%00b&cityname=Su%00rat&UserName=9876543210&Password=%00&grant_type=password&userInputOtp=12%0034',
  ],
  [
    'SQL-ish',
    FORM,
    `Mobileno=${encodeURIComponent("' OR 1=1 --")}&cityname=${encodeURIComponent("x'); DROP TABLE cities; --")}&carid=${encodeURIComponent('1 OR 1=1')}&actiondata=Add`,
  ],
  [
    'unicode',
    FORM,
    `Name=${encodeURIComponent('राम 🚗')}&cityname=${encodeURIComponent('अहमदाबाद')}&Mobileno=${encodeURIComponent('९८७६५४३२१०')}`,
  ],
  [
    'very long strings',
    FORM,
    `Name=${'a'.repeat(100_000)}&Address=${'b'.repeat(100_000)}&cityname=${'c'.repeat(100_000)}&Password=${'d'.repeat(100_000)}`,
  ],
  ['text/plain', { 'content-type': 'text/plain' }, 'Mobileno=9876543210'],
  ['no body', {}, ''],
];

describe('malformed account requests', () => {
  for (const [name, headers, payload] of BODIES) {
    it(`${name}: a 4xx JSON answer or a valid one, never 500`, async () => {
      for (const url of POSTS) {
        // Logout would revoke the shared token: it gets one of its own.
        const mine = url.endsWith('/Logout') ? await signIn(t, '9100000002') : token;
        for (const auth of [{}, bearer(mine)]) {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { ...headers, ...auth },
            ...(payload ? { payload } : {}),
            remoteAddress: freshAddress(),
          });
          const label = `${url} ${Object.keys(auth).length ? 'signed in' : 'signed out'}`;
          expect(res.statusCode, label).toBeLessThan(500);
          expect(res.headers['content-type'], label).toMatch(/application\/json/);
          const body = res.json();
          if (url === '/login') {
            if (res.statusCode >= 400) expect(typeof body.error, label).toBe('string');
          } else if (res.statusCode >= 400) {
            expect(body, label).toMatchObject({ Success: false, Data: null });
          }
        }
      }
    });
  }

  it('the seeded cities survive the SQL-ish city', async () => {
    const n = await t.db
      .selectFrom('cities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBeGreaterThan(2000);
  });
});
