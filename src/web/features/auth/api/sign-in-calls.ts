/**
 * The login dialog's calls (docs/product.md#sign-in-calls, #sign-in):
 * ReSendOTP (first request and every resend), VerifyOTP and the token
 * endpoint. They answer the shared helpers' `{ succ, data, msg, status }`, and
 * a 429's `retryAfter` (its Retry-After header); the dialog decides what the
 * user sees. Only the dialog imports this module (Logout, which every page's
 * start carries, is auth-api.ts').
 */

import type { z } from 'zod';
import { PRODUCT } from '#shared/brand.ts';
import { PAGE_MSG } from '#shared/page-messages.ts';
import type { OtpAnswerSchema, TokenResponseSchema } from '#shared/schemas/auth.ts';
import {
  type AnswerData,
  type ApiResult,
  apiHeaders,
  noAnswer,
  readAnswer,
} from '#web/lib/api-client.ts';

const BASE = `/api/${PRODUCT}ClientLogin`;
const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/** A sign-in call's result: apiPost's, with a 429's Retry-After header as sent (seconds or a date). */
export type SignInResult<T> = ApiResult<T> & { retryAfter?: string };

/**
 * POSTs `body` form-encoded to `path` as apiPost does (the API's headers, the
 * answer read by the client's readAnswer, a 401 answered and not acted on,
 * never throwing), and keeps a 429's Retry-After so the dialog can say when
 * to try again. The shared helper reads no headers: it is in every page's
 * start, and only sign-in says when (post-form-with-progress.ts sends its own
 * requests the same way).
 */
async function postSignIn<S extends z.ZodType>(
  path: string,
  body: Record<string, string>,
  checkSuccess = true,
): Promise<SignInResult<AnswerData<S>>> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers: { ...apiHeaders(), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });
  } catch {
    return noAnswer(PAGE_MSG.somethingWrongPost);
  }
  const parsed: unknown = await res.json().catch(() => null);
  const r = readAnswer<S>(
    path,
    res.status,
    parsed,
    { on401: 'return', checkSuccess },
    PAGE_MSG.somethingWrongPost,
  );
  const retryAfter = res.status === 429 ? res.headers.get('retry-after') : null;
  return retryAfter && !r.succ ? { ...r, retryAfter } : r;
}

/**
 * Sends an OTP on WhatsApp. `data` is null, except for the test mobile number,
 * where it is already the login ticket (docs/product.md#sign-in: skip the OTP
 * step).
 */
export function requestOtp(mobile: string): Promise<SignInResult<string | null>> {
  return postSignIn<typeof OtpAnswerSchema>(`${BASE}/ReSendOTP`, { Mobileno: mobile });
}

/** Checks the OTP; `data` is the single-use login ticket. */
export function verifyOtp(mobile: string, otp: string): Promise<SignInResult<string | null>> {
  return postSignIn<typeof OtpAnswerSchema>(`${BASE}/VerifyOTP`, {
    Mobileno: mobile,
    Password: '',
    userInputOtp: otp,
  });
}

/**
 * Exchanges the login ticket for an access token (OAuth2-style password
 * grant). A refusal's `message` is the server's error_description; a 429's
 * `retryAfter` its Retry-After header.
 */
export async function requestToken(
  mobile: string,
  ticket: string,
): Promise<{ ok: true; token: string } | { ok: false; message: string; retryAfter?: string }> {
  const r = await postSignIn<typeof TokenResponseSchema>(
    '/login',
    { UserName: mobile, Password: ticket, grant_type: 'password', Scope: 'Clientlogin' },
    false,
  );
  if (!r.succ) return { ok: false, message: r.msg, retryAfter: r.retryAfter };
  const token = r.data?.access_token;
  return token ? { ok: true, token } : { ok: false, message: r.msg };
}
