/** The login dialog's rules (docs/product.md#login-rules), shared with ReSendOTP and VerifyOTP. */
import { describe, expect, it } from 'vitest';
import { LoginMobileFormSchema, OtpFormSchema, ResendOtpRequestSchema } from './auth.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('LoginMobileFormSchema', () => {
  it.each([
    [undefined, 'Mobile is required.'],
    ['', 'Mobile is required.'],
    ['12345', 'Enter valid mobile number.'],
    ['5123456789', 'Enter valid mobile number.'],
    ['98765432101', 'Enter valid mobile number.'],
  ])('%s -> %s', (mobileno, message) => {
    expect(firstMessage(LoginMobileFormSchema.safeParse({ mobileno }))).toBe(message);
  });

  it('accepts ten digits starting 6-9, trimmed', () => {
    expect(LoginMobileFormSchema.parse({ mobileno: ' 6123456789 ' })).toEqual({
      mobileno: '6123456789',
    });
    expect(ResendOtpRequestSchema.parse({ Mobileno: '9876543210' })).toEqual({
      Mobileno: '9876543210',
    });
  });
});

describe('OtpFormSchema', () => {
  it('needs at least 5 digits (docs/product.md#login-rules: Verify is disabled below that)', () => {
    expect(OtpFormSchema.safeParse({ otp: '1234' }).success).toBe(false);
    expect(OtpFormSchema.safeParse({ otp: '12345' }).success).toBe(true);
    expect(OtpFormSchema.safeParse({ otp: '123456' }).success).toBe(true);
    expect(firstMessage(OtpFormSchema.safeParse({ otp: '' }))).toBe('OTP is required.');
  });
});
