/** The test mobile number (TEST_MOBILE): it signs in without an OTP, and only when set. */
import { describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../../ports/message-sender.ts';
import { postForm } from '../../testing/api-test-helpers.ts';
import { RESEND_URL, requestToken } from '../../testing/auth-test-helpers.ts';
import { otpTestApp, TEST_MOBILE } from '../../testing/otp-test-app.ts';

const { t, send, challenges, appWith } = otpTestApp();

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
      expect(sent).toEqual([
        { kind: 'otp', to: TEST_MOBILE, code: expect.any(String), lang: 'en' },
      ]);
    } finally {
      await other.close();
    }
  });
});
