/**
 * ReSendOTP -> VerifyOTP -> /login (docs/product.md#sign-in, #login-rules):
 * the account made on a first sign-in, the code and ticket as stored, and
 * every way a code is refused (wrong, dead after 5 wrong tries, expired,
 * used, replaced, never sent). Limits: otp-limits.test.ts; refused requests
 * and a failed send: otp-refused.test.ts; the test number:
 * otp-test-mobile.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { bearer, lastCode, requestToken, signIn } from '../../testing/auth-test-helpers.ts';
import { failure, otpTestApp, wrongCode } from '../../testing/otp-test-app.ts';

const { t, newMobile, send, verify, challenges, travel } = otpTestApp();

describe('ReSendOTP -> VerifyOTP -> /login', () => {
  it('signs a new number in end to end and makes its account', async () => {
    const mobile = newMobile();
    const sent = await send(mobile);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ Success: true, Message: 'OTP sent to WhatsApp', Data: null });
    const code = lastCode(t, mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect(t.sent.at(-1)).toEqual({ kind: 'otp', to: mobile, code, lang: 'en' });

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
    const res = await verify(mobile, wrongCode(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(failure('Invalid OTP'));
    expect((await challenges(mobile))[0].attempts).toBe(1);
    expect((await verify(mobile, '12345')).json()).toEqual(failure('Invalid OTP'));
    expect((await verify(mobile, code)).json()).toMatchObject({ Success: true });
  });

  it('kills the code at the 5th wrong try; a new code works', async () => {
    const mobile = newMobile();
    await send(mobile);
    const code = lastCode(t, mobile);
    for (let i = 1; i <= 4; i++) {
      expect((await verify(mobile, wrongCode(code))).json(), `try ${i}`).toEqual(
        failure('Invalid OTP'),
      );
    }
    const fifth = await verify(mobile, wrongCode(code));
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toEqual(failure('Too many wrong attempts. Please request a new OTP.'));
    const right = await verify(mobile, code);
    expect(right.json()).toEqual(failure('Too many wrong attempts. Please request a new OTP.'));
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
    expect(res.json()).toEqual(failure('OTP expired. Please request a new OTP.'));
  });

  it('accepts a code once', async () => {
    const mobile = newMobile();
    await send(mobile);
    const code = lastCode(t, mobile);
    expect((await verify(mobile, code)).json()).toMatchObject({ Success: true });
    const again = await verify(mobile, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(failure('OTP already used. Please request a new OTP.'));
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
      expect((await verify(mobile, first)).json()).toEqual(failure('Invalid OTP'));
    }
    expect((await verify(mobile, second)).json()).toMatchObject({ Success: true });
  });

  it("answers 'Invalid OTP' when no code was sent to the number", async () => {
    const res = await verify(newMobile(), '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(failure('Invalid OTP'));
  });
});
