/**
 * How long a car has been listed and how its price moved, as cards and car
 * pages say it (docs/product.md#days-listed-and-price-drops), in the build's
 * language (src/shared/i18n/{lang}/labels.ts). Days are Indian calendar days
 * (Asia/Kolkata, UTC+5:30 all year).
 */
import {
  listedDaysAgo,
  listedMonthsAgo,
  listedToday,
  listedYesterday,
  priceDroppedBy,
} from '#messages/listing-age.ts';
import { formatRupees } from './format.ts';
import { IST_OFFSET_MS } from './ist.ts';

const DAY_MS = 86_400_000;

const istDayNumber = (ms: number) => Math.floor((ms + IST_OFFSET_MS) / DAY_MS);

/** The Indian calendar day of `now` as a day number (days since 1970-01-01 IST): what "today" is. */
export function istDay(now: Date): number {
  return istDayNumber(now.getTime());
}

/** Whole Indian calendar days from the ISO time `fromIso` to `now`: 0 the same day, never negative. */
export function istDaysSince(fromIso: string, now: Date): number {
  const from = Date.parse(fromIso);
  if (Number.isNaN(from)) return 0;
  return Math.max(0, istDayNumber(now.getTime()) - istDayNumber(from));
}

/** 0 -> "Listed today", 1 -> "Listed yesterday", 3 -> "Listed 3 days ago", 75 -> "Listed 2 months ago". */
export function listedAgo(days: number): string {
  if (days <= 0) return listedToday;
  if (days === 1) return listedYesterday;
  if (days < 60) return listedDaysAgo(days);
  return listedMonthsAgo(Math.floor(days / 30));
}

/** "Price dropped by ₹20,000"; null when `drop` (rupees) is not a drop. */
export function priceDropText(drop: number): string | null {
  return drop > 0 ? priceDroppedBy(formatRupees(drop)) : null;
}
