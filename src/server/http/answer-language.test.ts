/**
 * API answers in the visitor's language (issue 26; answer-language.ts): the
 * same refused request answers the product's message in English, Hindi or
 * Gujarati by its Accept-Language, the field's wire name kept, and changes
 * nothing; a kept public answer is kept per language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG as MSG_EN, otpHourlyLimitMessage, otpWaitMessage } from '#shared/i18n/en/messages.ts';
import * as EN_SALE from '#shared/i18n/en/sale.ts';
import * as EN_SHOWROOM from '#shared/i18n/en/showroom.ts';
import * as EN_VALIDATION from '#shared/i18n/en/validation.ts';
import * as GU from '#shared/i18n/gu/messages.ts';
import * as GU_SALE from '#shared/i18n/gu/sale.ts';
import * as GU_SHOWROOM from '#shared/i18n/gu/showroom.ts';
import * as HI from '#shared/i18n/hi/messages.ts';
import * as HI_SHOWROOM from '#shared/i18n/hi/showroom.ts';
import * as HI_VALIDATION from '#shared/i18n/hi/validation.ts';

const MSG_GU = GU.MSG;
const MSG_HI = HI.MSG;

import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { ANSWERED_FROM, translateMessage } from './answer-language.ts';

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

/** The `#messages/{name}.ts` catalogs imported by the files under `dir` (tests aside). */
function catalogsImportedUnder(dir: string): string[] {
  const names = new Set<string>();
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const m of text.matchAll(/'#messages\/([\w-]+)\.ts'/g)) names.add(m[1] as string);
  }
  return [...names];
}

describe("the feature catalogs' messages", () => {
  it('are answered in the asked language: the showroom, the sale papers, the forms', () => {
    expect(translateMessage(EN_SHOWROOM.logoSaved, 'hi')).toBe(HI_SHOWROOM.logoSaved);
    expect(translateMessage(EN_SHOWROOM.logoUnreadable, 'gu')).toBe(GU_SHOWROOM.logoUnreadable);
    expect(translateMessage(EN_SALE.gstinSaved, 'gu')).toBe(GU_SALE.gstinSaved);
    expect(translateMessage(`About: ${EN_VALIDATION.noControlChars}`, 'hi')).toBe(
      `About: ${HI_VALIDATION.noControlChars}`,
    );
    expect(translateMessage('Success', 'hi')).toBe('Success');
  });

  it('include every catalog the server and the shared schemas send from', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const used = [
      ...catalogsImportedUnder(path.join(root, 'server')),
      ...catalogsImportedUnder(path.join(root, 'shared/schemas')),
    ];
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(ANSWERED_FROM).toContain(name);
  });
});
