/**
 * ReSendOTP and VerifyOTP (docs/product.md#sign-in, #login-rules,
 * #limits-and-constants; limits in docs/decisions/005-otp-limits.md).
 * Time moves by shifting the rows' times back, never by waiting.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { diskPhotoStorage } from '../../ports/disk-photo-storage.ts';
import type { MessageSender, OutgoingMessage } from '../../ports/message-sender.ts';
import { postForm } from '../../testing/api-test-helpers.ts';
import {
  accountSnapshot,
  bearer,
  freshAddress,
  lastCode,
  RESEND_URL,
  requestToken,
  signIn,
  VERIFY_URL,
} from '../../testing/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const TEST_MOBILE = '7000000001';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_MOBILE });
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
/** A mobile number no other test used. */
const newMobile = () => `98${String(++serial).padStart(8, '0')}`;

const send = (mobile: string, remoteAddress = freshAddress()) =>
  postForm(t.app, RESEND_URL, { Mobileno: mobile }, { remoteAddress });
const verify = (mobile: string, code: string, remoteAddress = freshAddress()) =>
  postForm(
    t.app,
    VERIFY_URL,
    { Mobileno: mobile, Password: '', userInputOtp: code },
    { remoteAddress },
  );

const challenges = (mobile: string) =>
  t.db
    .selectFrom('otp_challenges')
    .selectAll()
    .where('mobile', '=', mobile)
    .orderBy('id')
    .execute();

/** Moves every OTP challenge of `mobile` `ms` milliseconds into the past. */
async function travel(mobile: string, ms: number): Promise<void> {
  const back = (iso: string) => new Date(Date.parse(iso) - ms).toISOString();
  for (const c of await challenges(mobile)) {
    await t.db
      .updateTable('otp_challenges')
      .set({ created_at: back(c.created_at), expires_at: back(c.expires_at) })
      .where('id', '=', c.id)
      .execute();
  }
}

/** A code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const fail = (Message: string) => ({ Success: false, Message, Data: null });

/** A second app on the test database with its own sender and no TEST_MOBILE. */
const appWith = (messageSender: MessageSender) =>
  buildApp({
    config: loadConfig({ DATA_DIR: t.dataDir }),
    db: t.db,
    dbKind: t.kind,
    messageSender,
    photoStorage: diskPhotoStorage(path.join(t.dataDir, 'photos')),
  });

describe('ReSendOTP -> VerifyOTP -> /login', () => {
  it('signs a new number in end to end and makes its account', async () => {
    const mobile = newMobile();
    const sent = await send(mobile);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ Success: true, Message: 'OTP sent to WhatsApp', Data: null });
    const code = lastCode(t, mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect(t.sent.at(-1)).toEqual({ kind: 'otp', to: mobile, code });

    const verified = await verify(mobile, code);
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body).toMatchObject({ Success: true, Message: 'OTP verified' });
    expect(body.Data).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const token = await requestToken(t.app, mobile, body.Data);
    expect(token.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/ClientCarSetuProfile/GetClientprofilebyclientid',
      headers: bearer(token.json().access_token),
    });
    expect(profile.json().Data[0].Mobileno).toBe(mobile);
  });

  it('stores the code only as a salted HMAC, valid 5 minutes, and the ticket only as a hash', async () => {
    const mobile = newMobile();
    await send(mobile);
    const code = lastCode(t, mobile);
    const [row] = await challenges(mobile);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(row.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(row).toMatchObject({ status: 'open', attempts: 0, closed_at: null });
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(5 * 60_000);

    const ticket = (await verify(mobile, code)).json().Data as string;
    const tickets = await t.db
      .selectFrom('login_tickets')
      .selectAll()
      .where('mobile', '=', mobile)
      .execute();
    expect(tickets).toHaveLength(1);
    expect(tickets[0].ticket_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(tickets[0].ticket_hash).not.toBe(ticket);
    expect(Date.parse(tickets[0].expires_at) - Date.parse(tickets[0].created_at)).toBe(5 * 60_000);
    expect((await challenges(mobile))[0]).toMatchObject({ status: 'verified' });
  });

  it('answers the same for a number with an account and one without', async () => {
    const known = newMobile();
    await signIn(t, known);
    const unknown = newMobile();
    const a = await send(known);
    const b = await send(unknown);
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
    expect(lastCode(t, known)).toMatch(/^\d{6}$/);
    expect(lastCode(t, unknown)).toMatch(/^\d{6}$/);
    // Verifying answers alike too; only /login makes the account.
    const va = (await verify(known, lastCode(t, known))).json();
    const vb = (await verify(unknown, lastCode(t, unknown))).json();
    expect({ ...va, Data: typeof va.Data }).toEqual({ ...vb, Data: typeof vb.Data });
    const users = await t.db
      .selectFrom('users')
      .select('mobile')
      .where('mobile', '=', unknown)
      .execute();
    expect(users).toHaveLength(0);
  });

  it("answers 'Invalid OTP' for a wrong code, counts it, and the right code still works", async () => {
    const mobile = newMobile();
    await send(mobile);
    const code = lastCode(t, mobile);
    const res = await verify(mobile, wrong(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(fail('Invalid OTP'));
    expect((await challenges(mobile))[0].attempts).toBe(1);
    expect((await verify(mobile, '12345')).json()).toEqual(fail('Invalid OTP'));
    expect((await verify(mobile, code)).json()).toMatchObject({ Success: true });
  });

  it('kills the code at the 5th wrong try; a new code works', async () => {
    const mobile = newMobile();
    await send(mobile);
    const code = lastCode(t, mobile);
    for (let i = 1; i <= 4; i++) {
      expect((await verify(mobile, wrong(code))).json(), `try ${i}`).toEqual(fail('Invalid OTP'));
    }
    const fifth = await verify(mobile, wrong(code));
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toEqual(fail('Too many wrong attempts. Please request a new OTP.'));
    const right = await verify(mobile, code);
    expect(right.json()).toEqual(fail('Too many wrong attempts. Please request a new OTP.'));
    expect((await challenges(mobile))[0].attempts).toBe(5);
    expect(
      await t.db.selectFrom('login_tickets').select('id').where('mobile', '=', mobile).execute(),
    ).toHaveLength(0);

    await travel(mobile, 31_000);
    expect((await send(mobile)).statusCode).toBe(200);
    expect((await verify(mobile, lastCode(t, mobile))).json()).toMatchObject({ Success: true });
  });

  it('refuses an expired code', async () => {
    const mobile = newMobile();
    await send(mobile);
    await travel(mobile, 5 * 60_000 + 1000);
    const res = await verify(mobile, lastCode(t, mobile));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(fail('OTP expired. Please request a new OTP.'));
  });

  it('accepts a code once', async () => {
    const mobile = newMobile();
    await send(mobile);
    const code = lastCode(t, mobile);
    expect((await verify(mobile, code)).json()).toMatchObject({ Success: true });
    const again = await verify(mobile, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(fail('OTP already used. Please request a new OTP.'));
  });

  it('a new code replaces the old one', async () => {
    const mobile = newMobile();
    await send(mobile);
    const first = lastCode(t, mobile);
    await travel(mobile, 31_000);
    await send(mobile);
    const second = lastCode(t, mobile);
    expect((await challenges(mobile)).map((c) => c.status)).toEqual(['replaced', 'open']);
    if (first !== second) {
      expect((await verify(mobile, first)).json()).toEqual(fail('Invalid OTP'));
    }
    expect((await verify(mobile, second)).json()).toMatchObject({ Success: true });
  });

  it("answers 'Invalid OTP' when no code was sent to the number", async () => {
    const res = await verify(newMobile(), '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(fail('Invalid OTP'));
  });
});

describe('ReSendOTP limits', () => {
  it('refuses a resend within 30 seconds with 429 and Retry-After, then allows it', async () => {
    const mobile = newMobile();
    await send(mobile);
    const before = t.sent.length;
    const res = await send(mobile);
    expect(res.statusCode).toBe(429);
    expect(res.json().Message).toMatch(
      /^Please wait (29|30) seconds before requesting a new OTP\.$/,
    );
    expect(res.json()).toMatchObject({ Success: false, Data: null });
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(29);
    await travel(mobile, 20_000);
    expect((await send(mobile)).json().Message).toMatch(/^Please wait (9|10) seconds/);
    expect(t.sent.length).toBe(before);
    await travel(mobile, 11_000);
    expect((await send(mobile)).statusCode).toBe(200);
    expect(t.sent.length).toBe(before + 1);
  });

  it('allows 5 sends per number per rolling hour', async () => {
    const mobile = newMobile();
    for (let i = 0; i < 5; i++) {
      expect((await send(mobile)).statusCode, `send ${i + 1}`).toBe(200);
      await travel(mobile, 31_000);
    }
    const before = t.sent.length;
    const sixth = await send(mobile);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().Message).toMatch(
      /^Too many OTP requests for this number\. Please try again in 5[78] minutes\.$/,
    );
    expect(t.sent.length).toBe(before);
    // The oldest send leaves the window after an hour.
    await travel(mobile, 58 * 60_000);
    expect((await send(mobile)).statusCode).toBe(200);
  });

  it('allows 20 sends per client address per hour', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) {
      expect((await send(newMobile(), address)).statusCode, `send ${i + 1}`).toBe(200);
    }
    const before = t.sent.length;
    const res = await send(newMobile(), address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ Success: false, Data: null });
    expect(res.json().Message).toMatch(
      /^Too many requests from your network\. Please try again in /,
    );
    expect(t.sent.length).toBe(before);
    expect((await send(newMobile())).statusCode).toBe(200);
  });

  it('allows 10 verifies per client address per 5 minutes', async () => {
    const mobile = newMobile();
    await send(mobile);
    const code = lastCode(t, mobile);
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      expect((await verify(newMobile(), '123456', address)).statusCode, `verify ${i + 1}`).toBe(
        400,
      );
    }
    const res = await verify(mobile, code, address);
    expect(res.statusCode).toBe(429);
    expect(res.json().Message).toMatch(/^Too many requests from your network/);
    // The code was not spent: another address may still use it.
    expect((await verify(mobile, code)).json()).toMatchObject({ Success: true });
  });
});

describe('the test mobile number', () => {
  it('skips the OTP: ReSendOTP answers a login ticket and sends nothing', async () => {
    const before = t.sent.length;
    const res = await send(TEST_MOBILE);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Success: true });
    expect(body.Data).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(t.sent.length).toBe(before);
    expect(await challenges(TEST_MOBILE)).toHaveLength(0);
    const token = await requestToken(t.app, TEST_MOBILE, body.Data);
    expect(token.statusCode).toBe(200);
    // Again at once: no resend wait for it.
    expect((await send(TEST_MOBILE)).statusCode).toBe(200);
  });

  it('is off unless TEST_MOBILE is set', async () => {
    const sent: OutgoingMessage[] = [];
    const other = await appWith({
      async send(message) {
        sent.push(message);
      },
    });
    try {
      const res = await postForm(other, RESEND_URL, { Mobileno: TEST_MOBILE });
      expect(res.json()).toEqual({ Success: true, Message: 'OTP sent to WhatsApp', Data: null });
      expect(sent).toEqual([{ kind: 'otp', to: TEST_MOBILE, code: expect.any(String) }]);
    } finally {
      await other.close();
    }
  });
});

describe('refused requests', () => {
  it('answer 400 naming the field', async () => {
    const cases: [string, Record<string, string>, string][] = [
      [RESEND_URL, {}, 'Mobileno: Mobile is required.'],
      [RESEND_URL, { Mobileno: '' }, 'Mobileno: Mobile is required.'],
      [RESEND_URL, { Mobileno: '12345' }, 'Mobileno: Enter valid mobile number.'],
      [RESEND_URL, { Mobileno: '5876543210' }, 'Mobileno: Enter valid mobile number.'],
      [RESEND_URL, { Mobileno: '98765432100' }, 'Mobileno: Enter valid mobile number.'],
      [VERIFY_URL, { userInputOtp: '123456' }, 'Mobileno: Mobile is required.'],
      [VERIFY_URL, { Mobileno: '9876543210' }, 'userInputOtp: OTP is required.'],
      [VERIFY_URL, { Mobileno: '9876543210', userInputOtp: '12ab56' }, 'userInputOtp: Invalid OTP'],
    ];
    for (const [url, body, message] of cases) {
      const res = await postForm(t.app, url, body, { remoteAddress: freshAddress() });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual(fail(message));
    }
  });

  it('change no rows', async () => {
    const mobile = newMobile();
    await send(mobile);
    const limitedAddress = freshAddress();
    for (let i = 0; i < 20; i++) await send(newMobile(), limitedAddress);
    const before = await accountSnapshot(t.db);
    const sentBefore = t.sent.length;
    const refused = [
      await send('12345'),
      await send(mobile), // within 30 s
      await send(newMobile(), limitedAddress), // address over its limit
      await postForm(t.app, VERIFY_URL, { Mobileno: mobile }, { remoteAddress: freshAddress() }),
      await postForm(t.app, VERIFY_URL, { Mobileno: 'x', userInputOtp: '1' }),
      await t.app.inject({ method: 'POST', url: RESEND_URL, remoteAddress: freshAddress() }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 429, 429, 400, 400, 400]);
    expect(await accountSnapshot(t.db)).toEqual(before);
    expect(t.sent.length).toBe(sentBefore);
  });
});

describe('a failed send', () => {
  it('answers Success false with 502, and the number may try again at once', async () => {
    const failing = await appWith({
      async send() {
        throw new Error('WhatsApp is down');
      },
    });
    try {
      const mobile = newMobile();
      const res = await postForm(failing, RESEND_URL, { Mobileno: mobile });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual(fail('Could not send the OTP on WhatsApp. Please try again.'));
      expect((await challenges(mobile)).map((c) => c.status)).toEqual(['failed']);
      // No code went out, so no wait: the working sender may send one now.
      expect((await send(mobile)).statusCode).toBe(200);
      expect((await verify(mobile, lastCode(t, mobile))).json()).toMatchObject({ Success: true });
    } finally {
      await failing.close();
    }
  });
});
