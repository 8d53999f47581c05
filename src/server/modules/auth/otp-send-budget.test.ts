/**
 * The deployment-wide OTP send budget (OTP_SEND_BUDGET per 10 minutes;
 * docs/decisions/008-abuse-budgets.md): a flood from rotating addresses to
 * distinct numbers, which the per-number and per-address limits let
 * through, stops here with a 429 that stores nothing and sends nothing.
 */
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { postForm } from '../../testing/api-test-helpers.ts';
import { accountSnapshot, freshAddress, RESEND_URL } from '../../testing/auth-test-helpers.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { createTestApp } from '../../testing/test-app.ts';

const t = fileTestApp(() => createTestApp({ OTP_SEND_BUDGET: '3' }));

const send = (mobile: string) =>
  postForm(t.app, RESEND_URL, { Mobileno: mobile }, { remoteAddress: freshAddress() });

describe('OTP_SEND_BUDGET', () => {
  it('stops the fourth send of the window, whatever the number and address', async () => {
    for (const mobile of ['9123500001', '9123500002', '9123500003']) {
      expect((await send(mobile)).statusCode).toBe(200);
    }
    const sentBefore = t.sent.length;
    const before = await accountSnapshot(t.db);

    const refused = await send('9123500004');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Success: false, Message: MSG.otpBudgetSpent, Data: null });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(t.sent.length).toBe(sentBefore);
    expect(await accountSnapshot(t.db)).toEqual(before);
  });

  it('opens again once the window has passed', async () => {
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000).toISOString();
    await t.db.updateTable('otp_challenges').set({ created_at: elevenMinutesAgo }).execute();
    expect((await send('9123500005')).statusCode).toBe(200);
  });
});
