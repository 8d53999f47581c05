/**
 * Sign-in shapes (docs/product.md#sign-in, #login-rules, #sign-in-calls). The
 * form schemas drive the login dialog; the request schemas validate the routes
 * with the same field rules.
 */
import { z } from 'zod';
import { OTP_MIN_LENGTH } from '../constants.ts';
import { MSG } from '../messages.ts';
import { envelope } from './api.ts';
import { MOBILE_PATTERN, optionalText } from './fields.ts';

/** Login mobile: required ('Mobile is required.'), ten digits starting 6-9 ('Enter valid mobile number.'). */
export const loginMobile = z
  .string({ error: MSG.mobileRequired })
  .trim()
  .min(1, MSG.mobileRequired)
  .regex(MOBILE_PATTERN, MSG.validMobile);

/** Step 1 of the login dialog. */
export const LoginMobileFormSchema = z.object({ mobileno: loginMobile });
export type LoginMobileForm = z.infer<typeof LoginMobileFormSchema>;

/** Step 2 of the login dialog: Verify needs at least OTP_MIN_LENGTH characters (docs/product.md#login-rules). */
export const OtpFormSchema = z.object({
  otp: z
    .string({ error: MSG.otpRequired })
    .trim()
    .min(1, MSG.otpRequired)
    .min(OTP_MIN_LENGTH, MSG.otpInvalid)
    .regex(/^\d+$/, MSG.otpInvalid),
});
export type OtpForm = z.infer<typeof OtpFormSchema>;

/** POST /api/CarSetuClientLogin/ReSendOTP (first request and every resend). */
export const ResendOtpRequestSchema = z.object({ Mobileno: loginMobile });
export type ResendOtpRequest = z.infer<typeof ResendOtpRequestSchema>;

/** POST /api/CarSetuClientLogin/VerifyOTP. `Password` is accepted and ignored. */
export const VerifyOtpRequestSchema = z.object({
  Mobileno: loginMobile,
  Password: optionalText(200),
  userInputOtp: z
    .string({ error: MSG.otpRequired })
    .trim()
    .min(1, MSG.otpRequired)
    .max(10, MSG.otpInvalid)
    .regex(/^\d+$/, MSG.otpInvalid),
});
export type VerifyOtpRequest = z.infer<typeof VerifyOtpRequestSchema>;

/**
 * ReSendOTP and VerifyOTP answers. VerifyOTP's Data is the single-use login
 * ticket (the next call's Password); ReSendOTP's Data is null, except for the
 * test mobile number, where it is the ticket itself (docs/product.md#sign-in).
 */
export const OtpAnswerSchema = envelope(z.string().nullable());
export type OtpAnswer = z.infer<typeof OtpAnswerSchema>;

/**
 * POST /login, form-encoded like an OAuth2 password grant: UserName (the
 * mobile), Password (the login ticket), grant_type=password,
 * Scope=Clientlogin. Every field is optional here: the route answers missing
 * or wrong ones as OAuth errors, not as the { Success, Message } envelope.
 */
export const TokenRequestSchema = z.object({
  UserName: z.string().optional(),
  Password: z.string().optional(),
  grant_type: z.string().optional(),
  Scope: z.string().optional(),
});
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

/** A successful /login: the access token and its lifetime in seconds. */
export const TokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** A refused /login (HTTP 400, or 429 when rate-limited), shaped like an OAuth2 error. */
export const TokenErrorSchema = z.object({
  error: z.string(),
  error_description: z.string(),
});
export type TokenError = z.infer<typeof TokenErrorSchema>;
