/**
 * Times in the seller's Enquiries, in Indian time (issue 12 item 1; issue 43
 * part 3's follow-ups). Kept beside the inbox, not in the shared formatters
 * every page loads. The numbers come from Intl or from IST arithmetic
 * (Indian time whatever the device's zone); the month and the words around
 * them from the messages.
 */
import { enquiryTime } from '#messages/account.ts';
import { notAvailable } from '#messages/format.ts';
import { clockTime, todayAt, tomorrowAt, yesterdayAt } from '#messages/lead-work.ts';
import { IST_OFFSET_MS, istDate } from '#shared/ist.ts';

const istParts = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** A moment in Indian time, e.g. "25 Nov 2026, 3:41 pm"; "NA" when `iso` is not a time. */
export function formatIstDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return notAvailable;
  const part: Record<string, string> = {};
  for (const p of istParts.formatToParts(d)) part[p.type] = p.value;
  return enquiryTime({
    day: Number(part.day),
    month: Number(part.month) - 1,
    year: Number(part.year),
    hour: Number(part.hour),
    minute: part.minute ?? '00',
    pm: part.dayPeriod?.toLowerCase() === 'pm',
  });
}

const DAY = 86_400_000;

/** The time of day of `t` in Indian time, e.g. "11:00 am". */
function istClockTime(t: Date): string {
  const shifted = new Date(t.getTime() + IST_OFFSET_MS);
  const hour = shifted.getUTCHours();
  return clockTime(hour % 12 || 12, String(shifted.getUTCMinutes()).padStart(2, '0'), hour >= 12);
}

/**
 * A follow-up time as a person reads it at `now`: "today, 11:00 am",
 * "tomorrow, …" or "yesterday, …" near today (IST days), else the full date
 * and time; "NA" when `iso` is not a time.
 */
export function followUpWhen(iso: string, now: Date): string {
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return notAvailable;
  const day = istDate(t);
  if (day === istDate(now)) return todayAt(istClockTime(t));
  if (day === istDate(new Date(now.getTime() + DAY))) return tomorrowAt(istClockTime(t));
  if (day === istDate(new Date(now.getTime() - DAY))) return yesterdayAt(istClockTime(t));
  return formatIstDateTime(iso);
}

/** CHIP_HOUR:00 as the chips name it ("11:00 am"). */
export function chipClock(hour: number): string {
  return clockTime(hour % 12 || 12, '00', hour >= 12);
}
