/**
 * The sign-in calls (docs/product.md#sign-in-calls, #sign-in): ReSendOTP (first
 * request and every resend), VerifyOTP, the token endpoint and Logout. They
 * answer the shared helpers' `{ succ, data, msg, status }`; the dialog decides
 * what the user sees.
 */

import { PRODUCT } from '#shared/brand.ts';
import type { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import type { OtpAnswerSchema, TokenResponseSchema } from '#shared/schemas/auth.ts';
import { type ApiResult, apiPost } from '#web/lib/api-client.ts';

const BASE = `/api/${PRODUCT}ClientLogin`;

/**
 * Sends an OTP on WhatsApp. `data` is null, except for the test mobile number,
 * where it is already the login ticket (docs/product.md#sign-in: skip the OTP
 * step).
 */
export function requestOtp(mobile: string): Promise<ApiResult<string | null>> {
  return apiPost<typeof OtpAnswerSchema>(
    `${BASE}/ReSendOTP`,
    { Mobileno: mobile },
    { on401: 'return' },
  );
}

/** Checks the OTP; `data` is the single-use login ticket. */
export function verifyOtp(mobile: string, otp: string): Promise<ApiResult<string | null>> {
  return apiPost<typeof OtpAnswerSchema>(
    `${BASE}/VerifyOTP`,
    { Mobileno: mobile, Password: '', userInputOtp: otp },
    { on401: 'return' },
  );
}

/**
 * Exchanges the login ticket for an access token (OAuth2-style password
 * grant). A refusal's `msg` is the server's error_description.
 */
export async function requestToken(
  mobile: string,
  ticket: string,
): Promise<{ ok: true; token: string } | { ok: false; message: string }> {
  const r = await apiPost<typeof TokenResponseSchema>(
    '/login',
    { UserName: mobile, Password: ticket, grant_type: 'password', Scope: 'Clientlogin' },
    { on401: 'return', checkSuccess: false },
  );
  const token = r.succ ? r.data?.access_token : undefined;
  return token ? { ok: true, token } : { ok: false, message: r.msg };
}

/**
 * Revokes `token` on the server. Fire and forget: the caller clears the session
 * whatever the answer (docs/product.md#sessions).
 */
export function revokeToken(token: string): void {
  void apiPost<typeof EmptyAnswerSchema>(`${BASE}/Logout`, {}, { token, on401: 'return' }).catch(
    () => undefined,
  );
}
