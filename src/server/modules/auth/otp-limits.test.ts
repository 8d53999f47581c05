/**
 * ReSendOTP and VerifyOTP limits (docs/product.md#limits-and-constants;
 * docs/decisions/005-otp-limits.md): the 30-second resend wait, 5 sends per
 * number an hour, 20 sends and 10 verifies per client address.
 */
import { describe, expect, it } from 'vitest';
import { freshAddress, lastCode } from '../../testing/auth-test-helpers.ts';
import { otpTestApp } from '../../testing/otp-test-app.ts';

const { t, newMobile, send, verify, travel } = otpTestApp();

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
    // When to try again, for the login dialog to say (at most the hour's window).
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
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
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(300);
    // The code was not spent: another address may still use it.
    expect((await verify(mobile, code)).json()).toMatchObject({ Success: true });
  });
});
