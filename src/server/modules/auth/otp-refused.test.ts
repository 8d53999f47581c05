/**
 * ReSendOTP and VerifyOTP refused (docs/product.md#login-rules): malformed
 * requests answer 400 naming the field and, like every refusal, change no
 * rows; a send WhatsApp fails answers 502 and costs the number no wait.
 */
import { describe, expect, it } from 'vitest';
import { postForm } from '../../testing/api-test-helpers.ts';
import {
  accountSnapshot,
  freshAddress,
  lastCode,
  RESEND_URL,
  VERIFY_URL,
} from '../../testing/auth-test-helpers.ts';
import { failure, otpTestApp } from '../../testing/otp-test-app.ts';

const { t, newMobile, send, verify, challenges, appWith } = otpTestApp();

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
      expect(res.json()).toEqual(failure(message));
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
      expect(res.json()).toEqual(failure('Could not send the OTP on WhatsApp. Please try again.'));
      expect((await challenges(mobile)).map((c) => c.status)).toEqual(['failed']);
      // No code went out, so no wait: the working sender may send one now.
      expect((await send(mobile)).statusCode).toBe(200);
      expect((await verify(mobile, lastCode(t, mobile))).json()).toMatchObject({ Success: true });
    } finally {
      await failing.close();
    }
  });
});
