/**
 * API answers in the visitor's language (issue 26; answer-language.ts): the
 * same refused request answers the product's message in English, Hindi or
 * Gujarati by its Accept-Language, the field's wire name kept, and changes
 * nothing; a kept public answer is kept per language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG as MSG_EN } from '#shared/i18n/en/messages.ts';
import { MSG as MSG_GU } from '#shared/i18n/gu/messages.ts';
import { MSG as MSG_HI } from '#shared/i18n/hi/messages.ts';
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
});
