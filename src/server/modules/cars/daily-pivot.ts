/**
 * The Home order's daily rotation point (docs/product.md#listings-and-search,
 * docs/decisions/002): the Asia/Kolkata date, hashed, so the order is the same
 * all day and changes at Indian midnight.
 */
import { createHash } from 'node:crypto';

const kolkataDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in India at `now`, as YYYY-MM-DD. */
export function kolkataDay(now: Date): string {
  return kolkataDate.format(now);
}

/** The day's pivot in the `shuffle` range 0..2^31-1 (a hash of the Indian date). */
export function dailyPivot(now: Date): number {
  const digest = createHash('sha256')
    .update(`carsetu-home:${kolkataDay(now)}`)
    .digest();
  return digest.readUInt32BE(0) & 0x7fffffff;
}
