/**
 * API answers in the visitor's language (issue 26; answer-language.ts): the
 * same refused request answers the product's message in English, Hindi or
 * Gujarati by its Accept-Language, the field's wire name kept, and changes
 * nothing; a kept public answer is kept per language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG as MSG_EN, otpHourlyLimitMessage, otpWaitMessage } from '#shared/i18n/en/messages.ts';
import * as GU from '#shared/i18n/gu/messages.ts';
import * as HI from '#shared/i18n/hi/messages.ts';

const MSG_GU = GU.MSG;
const MSG_HI = HI.MSG;

import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { translateMessage } from './answer-language.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sendOtp = (mobile: string, lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/CarSetuClientLogin/ReSendOTP',
    payload: { Mobileno: mobile },
    headers: lang ? { 'accept-language': lang } : {},
  });

describe('API messages in the asked language', () => {
  it('answers a refused mobile number in English, Hindi and Gujarati', async () => {
    const en = (await sendOtp('5123456789')).json();
    const hi = (await sendOtp('5123456789', 'hi-IN,hi;q=0.9,en;q=0.8')).json();
    const gu = (await sendOtp('5123456789', 'gu')).json();
    expect(en.Success).toBe(false);
    expect(en.Message).toContain(MSG_EN.validMobile);
    expect(hi.Message).toBe(en.Message.replace(MSG_EN.validMobile, MSG_HI.validMobile));
    expect(gu.Message).toBe(en.Message.replace(MSG_EN.validMobile, MSG_GU.validMobile));
    expect(hi.Message).not.toBe(en.Message);
    const challenges = await t.db.selectFrom('otp_challenges').select('id').execute();
    expect(challenges).toHaveLength(0);
  });

  it('keeps English for English, other languages and unknown text', () => {
    expect(translateMessage(MSG_EN.validMobile, 'en')).toBe(MSG_EN.validMobile);
    expect(translateMessage('Something only the server says', 'hi')).toBe(
      'Something only the server says',
    );
    expect(translateMessage(`Mobileno: ${MSG_EN.validMobile}`, 'gu')).toBe(
      `Mobileno: ${MSG_GU.validMobile}`,
    );
  });

  it('writes a message with a number in the asked language, the number kept', async () => {
    expect(translateMessage(otpWaitMessage(25), 'hi')).toBe(HI.otpWaitMessage(25));
    expect(translateMessage(otpHourlyLimitMessage(1), 'gu')).toBe(GU.otpHourlyLimitMessage(1));
    expect(translateMessage(otpHourlyLimitMessage(42), 'hi')).toBe(HI.otpHourlyLimitMessage(42));
    // A second code within the wait, asked from a Hindi page.
    const mobile = '9123409991';
    await sendOtp(mobile, 'hi');
    const again = (await sendOtp(mobile, 'hi')).json();
    expect(again.Success).toBe(false);
    expect(again.Message).toBe(HI.otpWaitMessage(Number(/\d+/.exec(again.Message)?.[0])));
  });
});
