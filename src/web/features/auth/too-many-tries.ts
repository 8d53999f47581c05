/**
 * What the login dialog says when a sign-in call answers 429
 * (docs/product.md#sign-in): when to try again, from the answer's
 * Retry-After (delay-seconds, as the server sends it, or an HTTP date). Under a minute in seconds ("Try again in 45 seconds"), else
 * the time in Indian time, rounded up to the minute ("Try again at 4:35 pm"),
 * so the words stay true while they are on screen.
 */
import { tooManyTriesAt, tooManyTriesIn } from '#messages/account.ts';
import { IST_OFFSET_MS } from '#shared/ist.ts';

const MINUTE_MS = 60_000;

/**
 * A Retry-After header as whole seconds from `now` (ms): delay-seconds
 * ("45") or an HTTP date; undefined when absent or not one of those.
 */
export function retryAfterSeconds(header: string | undefined, now: number): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The words for a wait of `seconds` from `now` (ms). */
export function tooManyTriesText(seconds: number, now: number): string {
  if (seconds < 60) return tooManyTriesIn(Math.max(1, Math.ceil(seconds)));
  const at = new Date(Math.ceil((now + seconds * 1000) / MINUTE_MS) * MINUTE_MS + IST_OFFSET_MS);
  const h = at.getUTCHours();
  return tooManyTriesAt(h % 12 || 12, String(at.getUTCMinutes()).padStart(2, '0'), h >= 12);
}
