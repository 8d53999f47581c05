/**
 * Sign-in limits (docs/product.md#sign-in; the numbers and why:
 * docs/decisions/005-otp-limits.md). Per-number limits are counted in the
 * database (otp_challenges), per-address limits by @fastify/rate-limit.
 */
import { OTP_RESEND_SECONDS } from '#shared/constants.ts';
import { AppError } from '../../http/app-error.ts';

/** An OTP is valid this many milliseconds (5 minutes). */
export const OTP_TTL_MS = 5 * 60_000;
/** Wrong codes per challenge: the 5th wrong one kills it (a new OTP is needed). */
export const OTP_MAX_WRONG = 5;
/** Another OTP for the same number not before this many milliseconds (docs/product.md#limits-and-constants: 30 s). */
export const OTP_RESEND_MS = OTP_RESEND_SECONDS * 1000;
/** OTP sends (attempted, failed included) per number per rolling hour. */
export const OTP_SENDS_PER_MOBILE_PER_HOUR = 5;
/** OTP challenges are kept this long (for the hourly count and support), then pruned. */
export const OTP_KEEP_MS = 24 * 3_600_000;

/** The deployment-wide OTP send budget (OTP_SEND_BUDGET) counts sends over this window, ms (10 minutes). */
export const OTP_SEND_BUDGET_WINDOW_MS = 10 * 60_000;

/** ReSendOTP per client address (route rate limit). */
export const OTP_SEND_IP_LIMIT = { max: 20, timeWindow: '1 hour' } as const;
/** VerifyOTP per client address (route rate limit). */
export const OTP_VERIFY_IP_LIMIT = { max: 10, timeWindow: '5 minutes' } as const;
/** POST /login per client address (route rate limit). */
export const TOKEN_IP_LIMIT = { max: 20, timeWindow: '5 minutes' } as const;

/** A login ticket (VerifyOTP's Data) is valid this many milliseconds (5 minutes), once. */
export const LOGIN_TICKET_TTL_MS = 5 * 60_000;
/** Access token lifetime in seconds (30 days); /login answers it as expires_in. */
export const ACCESS_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/**
 * errorResponseBuilder for per-address route limits with long windows: a 429
 * in the envelope naming how long to wait ("... try again in 42 minutes.").
 */
export function tooManyFromAddress(_request: unknown, context: { after: string }): AppError {
  return new AppError(
    429,
    `Too many requests from your network. Please try again in ${context.after}.`,
  );
}

/**
 * A route's `config` for a per-address rate limit `limit` (@fastify/rate-limit:
 * `max` requests per `timeWindow`), refused with `tooManyFromAddress`'s 429.
 */
export function perAddressLimit(limit: { max: number; timeWindow: string }) {
  return { rateLimit: { ...limit, errorResponseBuilder: tooManyFromAddress } };
}
