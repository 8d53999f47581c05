/**
 * Sessions (docs/product.md#sessions, #roles-and-permissions, #sign-in):
 * every protected call answers 401 { Success: false, Message: 'Unauthorized' }
 * without a live token (none, forged, malformed, expired, revoked), before
 * looking at the body and without changing rows; Logout revokes the token.
 */
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  accountSnapshot,
  bearer,
  freshAddress,
  LOGOUT_URL,
  signIn,
} from '../../testing/auth-test-helpers.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { tokenHash } from './secrets.ts';

const t = fileTestApp();

const PROFILE = '/api/ClientCarSetuProfile';
const FAVOURITES = '/api/UserFavouriteVehicle';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Every protected call, with a body that would be accepted. */
const PROTECTED: InjectOptions[] = [
  { method: 'POST', url: LOGOUT_URL },
  { method: 'GET', url: `${PROFILE}/GetClientprofilebyclientid` },
  {
    method: 'POST',
    url: `${PROFILE}/AddCarSetuClientProfile`,
    headers: FORM,
    payload: 'Status=Edit&Name=Ravi&Mobileno=&nCountry=1&nState=1&nCity=1&Address=Main+Road',
  },
  {
    method: 'POST',
    url: `${PROFILE}/AddCity`,
    headers: FORM,
    payload: 'cityname=Newtown&countryid=1&stateid=1',
  },
  {
    method: 'POST',
    url: `${FAVOURITES}/addfavouritecars`,
    headers: FORM,
    payload: 'actiondata=Add&carid=1&carnumber=',
  },
  { method: 'GET', url: `${FAVOURITES}/AllFavouritecars` },
];

const call = (options: InjectOptions, authorization?: string) =>
  t.app.inject({
    ...options,
    headers: { ...(options.headers as object), ...(authorization ? { authorization } : {}) },
    remoteAddress: freshAddress(),
  });

async function expectUnauthorized(authorization: string | undefined, what: string) {
  const before = await accountSnapshot(t.db);
  for (const options of PROTECTED) {
    const res = await call(options, authorization);
    const label = `${what}: ${options.method} ${options.url}`;
    expect(res.statusCode, label).toBe(401);
    expect(res.json(), label).toEqual({ Success: false, Message: 'Unauthorized', Data: null });
    expect(res.headers['www-authenticate'], label).toBe('Bearer');
  }
  expect(await accountSnapshot(t.db)).toEqual(before);
}

let serial = 0;
const newMobile = () => `96${String(++serial).padStart(8, '0')}`;

describe('protected calls', () => {
  it('answer 401 without a token', async () => {
    await expectUnauthorized(undefined, 'no header');
    await expectUnauthorized('Bearer', 'empty bearer');
    await expectUnauthorized('Bearer ', 'blank bearer');
  });

  it('answer 401 for a forged or malformed token', async () => {
    await expectUnauthorized(`Bearer ${randomBytes(32).toString('base64url')}`, 'forged');
    await expectUnauthorized('Bearer abc', 'short');
    await expectUnauthorized(`Bearer ${'x'.repeat(5000)}`, 'long');
    await expectUnauthorized("Bearer ' OR '1'='1", 'SQL-ish');
    const real = await signIn(t, newMobile());
    await expectUnauthorized(`Basic ${real}`, 'other scheme');
    await expectUnauthorized(real, 'no scheme');
    await expectUnauthorized(`Bearer ${real}x`, 'token with a character added');
    await expectUnauthorized(`Bearer ${tokenHash(real)}`, 'the stored hash');
  });

  it('answer 401 for an expired token', async () => {
    const token = await signIn(t, newMobile());
    expect((await call(PROTECTED[1], `Bearer ${token}`)).statusCode).toBe(200);
    await t.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', tokenHash(token))
      .execute();
    await expectUnauthorized(`Bearer ${token}`, 'expired');
  });

  it('answer 401 for a revoked token', async () => {
    const token = await signIn(t, newMobile());
    const res = await call({ method: 'POST', url: LOGOUT_URL }, `Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    await expectUnauthorized(`Bearer ${token}`, 'revoked');
  });

  it('answer 401 before checking the body', async () => {
    for (const options of PROTECTED.filter((o) => o.method === 'POST')) {
      const res = await call({ ...options, payload: 'nonsense=1' });
      expect(res.statusCode, String(options.url)).toBe(401);
    }
  });

  it('accept a live token, with the scheme in any case', async () => {
    const token = await signIn(t, newMobile());
    for (const authorization of [`Bearer ${token}`, `bearer ${token}`, `BEARER  ${token}`]) {
      const res = await call(PROTECTED[1], authorization);
      expect(res.statusCode, authorization).toBe(200);
    }
  });
});

describe('POST /api/CarSetuClientLogin/Logout', () => {
  it('revokes only the token it carries', async () => {
    const mobile = newMobile();
    const phone = await signIn(t, mobile);
    const laptop = await signIn(t, mobile);
    const res = await t.app.inject({ method: 'POST', url: LOGOUT_URL, headers: bearer(phone) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Success: true, Message: 'Logged out successfully', Data: null });
    const row = await t.db
      .selectFrom('access_tokens')
      .select('revoked_at')
      .where('token_hash', '=', tokenHash(phone))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
    expect((await call(PROTECTED[1], `Bearer ${phone}`)).statusCode).toBe(401);
    expect((await call(PROTECTED[1], `Bearer ${laptop}`)).statusCode).toBe(200);
    // Logging out twice: the second time the token is already dead.
    const again = await t.app.inject({ method: 'POST', url: LOGOUT_URL, headers: bearer(phone) });
    expect(again.statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('describes the sign-in, profile and wishlist routes, protected ones with bearer security', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const routes: [string, string, boolean][] = [
      ['/api/CarSetuClientLogin/ReSendOTP', 'post', false],
      ['/api/CarSetuClientLogin/VerifyOTP', 'post', false],
      ['/login', 'post', false],
      ['/api/CarSetuClientLogin/Logout', 'post', true],
      [`${PROFILE}/GetClientprofilebyclientid`, 'get', true],
      [`${PROFILE}/AddCarSetuClientProfile`, 'post', true],
      [`${PROFILE}/AddCity`, 'post', true],
      [`${FAVOURITES}/addfavouritecars`, 'post', true],
      [`${FAVOURITES}/AllFavouritecars`, 'get', true],
    ];
    for (const [path, method, secured] of routes) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.responses['200'], path).toBeDefined();
      if (secured) {
        expect(operation.security, path).toEqual([{ bearer: [] }]);
        expect(operation.responses['401'], path).toBeDefined();
      }
    }
    const token = JSON.stringify(doc.paths['/login'].post);
    for (const field of [
      'UserName',
      'Password',
      'grant_type',
      'Scope',
      'access_token',
      'error_description',
    ]) {
      expect(token).toContain(field);
    }
  });
});
