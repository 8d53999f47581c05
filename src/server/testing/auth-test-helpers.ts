/**
 * Test helpers for signed-in requests (used by the auth, profile and
 * favourites tests; not a test file itself). Sign-in goes through the real
 * routes: `signInWithOtp` walks ReSendOTP -> VerifyOTP -> /login reading the
 * code the test app's sender recorded; `signIn` skips the OTP (a login
 * ticket made by the same code VerifyOTP uses) so tests can sign one number
 * in many times without meeting the OTP limits.
 */
import type { App } from '../app.ts';
import type { Db } from '../db/database.ts';
import { issueLoginTicket } from '../modules/auth/login-tickets.ts';
import { postForm } from './api-test-helpers.ts';
import type { TestApp } from './test-app.ts';

export const RESEND_URL = '/api/CarSetuClientLogin/ReSendOTP';
export const VERIFY_URL = '/api/CarSetuClientLogin/VerifyOTP';
export const LOGOUT_URL = '/api/CarSetuClientLogin/Logout';
export const TOKEN_URL = '/login';

let address = 0;
/** A client address no other request used, so per-address limits stay out of the way. */
export function freshAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/** The Authorization header for `token`. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The code of the last OTP the test app sent to `mobile`; throws when none was sent. */
export function lastCode(t: Pick<TestApp, 'sent'>, mobile: string): string {
  const message = t.sent.findLast((m) => m.kind === 'otp' && m.to === mobile);
  if (message?.kind !== 'otp') throw new Error(`no OTP was sent to ${mobile}`);
  return message.code;
}

/** POST /login with a ticket, as the web sends it. */
export function requestToken(app: App, mobile: string, ticket: string, extra = {}) {
  return postForm(
    app,
    TOKEN_URL,
    { UserName: mobile, Password: ticket, grant_type: 'password', Scope: 'Clientlogin', ...extra },
    { remoteAddress: freshAddress() },
  );
}

/** Signs `mobile` in without an OTP; answers the access token. */
export async function signIn(t: { app: App; db: Db }, mobile: string): Promise<string> {
  const ticket = await issueLoginTicket(t.db, mobile, new Date());
  const res = await requestToken(t.app, mobile, ticket);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return res.json().access_token;
}

/** Signs `mobile` in through ReSendOTP, VerifyOTP and /login; answers the access token. */
export async function signInWithOtp(t: TestApp, mobile: string): Promise<string> {
  const sent = await postForm(
    t.app,
    RESEND_URL,
    { Mobileno: mobile },
    { remoteAddress: freshAddress() },
  );
  if (sent.statusCode !== 200) throw new Error(`ReSendOTP failed: ${sent.body}`);
  const verified = await postForm(
    t.app,
    VERIFY_URL,
    { Mobileno: mobile, Password: '', userInputOtp: lastCode(t, mobile) },
    { remoteAddress: freshAddress() },
  );
  if (verified.statusCode !== 200) throw new Error(`VerifyOTP failed: ${verified.body}`);
  return signInWithTicket(t.app, mobile, verified.json().Data);
}

async function signInWithTicket(app: App, mobile: string, ticket: string): Promise<string> {
  const res = await requestToken(app, mobile, ticket);
  if (res.statusCode !== 200) throw new Error(`/login failed: ${res.body}`);
  return res.json().access_token;
}

const ACCOUNT_TABLES = [
  'users',
  'profiles',
  'otp_mobiles',
  'otp_challenges',
  'login_tickets',
  'access_tokens',
  'favourites',
] as const;

/**
 * Every row of every account table, plus the number of cities: compare
 * before and after a refused request ("a refused request changes no rows").
 */
export async function accountSnapshot(db: Db): Promise<Record<string, unknown>> {
  const snapshot: Record<string, unknown> = {};
  for (const table of ACCOUNT_TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    snapshot[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  const cities = await db
    .selectFrom('cities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  snapshot.cities = Number(cities.n);
  return snapshot;
}
