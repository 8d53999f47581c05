/**
 * When a listing expires (docs/moderation.md#fresh-listings): LISTING_TTL_DAYS
 * after its seller last renewed it, and how My Vehicles says so.
 */
const DAY_MS = 86_400_000;
/** From this many days before it expires, My Vehicles asks the seller to renew. */
export const RENEW_FROM_DAYS = 7;

/** When a car renewed at `renewedAt` (ISO 8601) expires, `ttlDays` later (ISO 8601). */
export function expiresAt(renewedAt: string, ttlDays: number): string {
  return new Date(Date.parse(renewedAt) + ttlDays * DAY_MS).toISOString();
}

/** Whole days from `now` until `expires` (ISO 8601), rounded up; 0 or less: expired. */
export function daysLeft(expires: string, now = new Date()): number {
  return Math.ceil((Date.parse(expires) - now.getTime()) / DAY_MS);
}
