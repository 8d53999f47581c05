/**
 * Indian Standard Time (Asia/Kolkata, UTC+5:30 all year, no daylight saving)
 * as plain arithmetic: the calendar day and hour a moment falls on in India.
 */
export const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The IST calendar date of `now`, YYYY-MM-DD. */
export function istDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The IST hour of `now`, 0 to 23. */
export function istHour(now: Date): number {
  return new Date(now.getTime() + IST_OFFSET_MS).getUTCHours();
}
