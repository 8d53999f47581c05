/**
 * POST /login (docs/product.md#sign-in-calls, #api-conventions): the
 * OAuth2-style answer, its errors, account creation on first
 * sign-in, and the stored token.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { postForm } from '../../testing/api-test-helpers.ts';
import {
  accountSnapshot,
  freshAddress,
  requestToken,
  TOKEN_URL,
} from '../../testing/auth-test-helpers.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { issueLoginTicket } from './login-tickets.ts';
import { tokenHash } from './secrets.ts';

const t = fileTestApp();

let serial = 0;
const newMobile = () => `97${String(++serial).padStart(8, '0')}`;
const ticketFor = (mobile: string, now = new Date()) => issueLoginTicket(t.db, mobile, now);
const DAY_MS = 24 * 3_600_000;

const badCredentials = {
  error: 'invalid_grant',
  error_description: 'The user name or password is incorrect.',
};

describe('POST /login', () => {
  it('answers an access token and makes the account with an empty profile on first sign-in', async () => {
    const mobile = newMobile();
    const res = await requestToken(t.app, mobile, await ticketFor(mobile));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_type: 'bearer',
      expires_in: 2_592_000,
    });

    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    const profile = await t.db
      .selectFrom('profiles')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      name: '',
      country_id: null,
      state_id: null,
      city_id: null,
      address: '',
    });
    const token = await t.db
      .selectFrom('access_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(token.token_hash).toBe(tokenHash(body.access_token));
    expect(token.token_hash).not.toContain(body.access_token);
    expect(token.revoked_at).toBeNull();
    expect(Date.parse(token.expires_at) - Date.parse(token.created_at)).toBe(30 * DAY_MS);
  });

  it('signs a known number in to the same account, with a new token', async () => {
    const mobile = newMobile();
    const first = (await requestToken(t.app, mobile, await ticketFor(mobile))).json();
    const second = (await requestToken(t.app, mobile, await ticketFor(mobile))).json();
    expect(second.access_token).not.toBe(first.access_token);
    const users = await t.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', mobile)
      .execute();
    expect(users).toHaveLength(1);
    const tokens = await t.db
      .selectFrom('access_tokens')
      .select('id')
      .where('user_id', '=', users[0].id)
      .execute();
    expect(tokens).toHaveLength(2);
    const profiles = await t.db
      .selectFrom('profiles')
      .select('user_id')
      .where('user_id', '=', users[0].id)
      .execute();
    expect(profiles).toHaveLength(1);
  });

  it('accepts JSON too', async () => {
    const mobile = newMobile();
    const res = await t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        UserName: mobile,
        Password: await ticketFor(mobile),
        grant_type: 'password',
        Scope: 'Clientlogin',
      }),
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().token_type).toBe('bearer');
  });

  it('uses a ticket once', async () => {
    const mobile = newMobile();
    const ticket = await ticketFor(mobile);
    expect((await requestToken(t.app, mobile, ticket)).statusCode).toBe(200);
    const again = await requestToken(t.app, mobile, ticket);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(badCredentials);
  });

  it('refuses an expired ticket', async () => {
    const mobile = newMobile();
    const ticket = await ticketFor(mobile, new Date(Date.now() - 5 * 60_000 - 1000));
    const res = await requestToken(t.app, mobile, ticket);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(badCredentials);
  });

  it("refuses another number's ticket and leaves it usable by its own number", async () => {
    const owner = newMobile();
    const ticket = await ticketFor(owner);
    const res = await requestToken(t.app, newMobile(), ticket);
    expect(res.json()).toEqual(badCredentials);
    expect((await requestToken(t.app, owner, ticket)).statusCode).toBe(200);
  });

  it('answers OAuth2 errors (400) without changing any row', async () => {
    const mobile = newMobile();
    const ticket = await ticketFor(mobile);
    const before = await accountSnapshot(t.db);
    const cases: [Record<string, string | undefined>, object][] = [
      [{ grant_type: undefined }, { error: 'invalid_request' }],
      [{ grant_type: '' }, { error: 'invalid_request' }],
      [
        { grant_type: 'client_credentials' },
        {
          error: 'unsupported_grant_type',
          error_description: 'Only grant_type=password is supported.',
        },
      ],
      [{ grant_type: 'PASSWORD' }, { error: 'unsupported_grant_type' }],
      [
        { Scope: 'Admin' },
        { error: 'invalid_scope', error_description: 'The scope must be Clientlogin.' },
      ],
      [{ Password: randomBytes(32).toString('base64url') }, badCredentials],
      [{ Password: 'abc' }, badCredentials],
      [{ Password: '' }, badCredentials],
      [{ Password: undefined }, badCredentials],
      [{ UserName: '' }, badCredentials],
      [{ UserName: '12345' }, badCredentials],
      [{ UserName: undefined }, badCredentials],
    ];
    for (const [override, expected] of cases) {
      const res = await requestToken(t.app, mobile, ticket, override);
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json(), JSON.stringify(override)).toMatchObject(expected);
      expect(typeof res.json().error_description).toBe('string');
      expect(res.json().Success).toBeUndefined();
    }
    const malformed = [
      { payload: '[1,2]', headers: { 'content-type': 'application/json' } },
      { payload: '{"UserName":', headers: { 'content-type': 'application/json' } },
      {
        payload: 'UserName=a&UserName=b&grant_type=password',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      {},
    ];
    for (const options of malformed) {
      const res = await t.app.inject({
        method: 'POST',
        url: TOKEN_URL,
        remoteAddress: freshAddress(),
        ...options,
      });
      expect(res.statusCode, JSON.stringify(options)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request' });
    }
    expect(await accountSnapshot(t.db)).toEqual(before);
    // Scope may be left out, and the ticket still works after all that.
    expect((await requestToken(t.app, mobile, ticket, { Scope: undefined })).statusCode).toBe(200);
  });

  it('allows 20 token requests per client address per 5 minutes', async () => {
    const remoteAddress = freshAddress();
    const attempt = (body: Record<string, string>) =>
      postForm(t.app, TOKEN_URL, body, { remoteAddress });
    for (let i = 0; i < 20; i++) {
      expect((await attempt({ grant_type: 'password' })).statusCode).toBe(400);
    }
    const mobile = newMobile();
    const limited = await attempt({
      UserName: mobile,
      Password: await ticketFor(mobile),
      grant_type: 'password',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'too_many_requests',
      error_description: 'Too many requests. Please try again in a minute.',
    });
  });
});
