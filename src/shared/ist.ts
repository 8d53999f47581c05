/**
 * Indian Standard Time (Asia/Kolkata, UTC+05:30 all year, no daylight
 * saving) as plain arithmetic: the calendar day and hour a moment falls on
 * in India (alerts), and the dealer's day: follow-up times typed as "2026-12-03T11:00" (a datetime-local field)
 * are IST, the Today queue's day ends at IST midnight, and a dealer's
 * working hours are IST (docs/decisions/041-lead-work.md). Pure
 * arithmetic: no time-zone database needed, so the form and the server agree.
 */

/** IST's offset from UTC, milliseconds. */
export const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The IST calendar date of `now`, YYYY-MM-DD. */
export function istDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The IST hour of `now`, 0 to 23. */
export function istHour(now: Date): number {
  return new Date(now.getTime() + IST_OFFSET_MS).getUTCHours();
}

/** The IST wall clock of `t`: its date "YYYY-MM-DD", minutes since IST midnight and weekday (0 = Sunday). */
export function istClock(t: Date): { day: string; minutes: number; weekday: number } {
  const shifted = new Date(t.getTime() + IST_OFFSET_MS);
  return {
    day: istDate(t),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  };
}

/** The UTC instant of IST midnight starting the IST day of `t`. */
export function istDayStart(t: Date): Date {
  const shifted = t.getTime() + IST_OFFSET_MS;
  return new Date(shifted - (shifted % DAY_MS) - IST_OFFSET_MS);
}

/**
 * A time typed or sent for a follow-up: ISO 8601 with a zone ("Z" or
 * "+05:30") as given, or a local "YYYY-MM-DDTHH:MM[:SS]" read as IST.
 * Undefined when `text` is not such a time.
 */
export function parseIstDateTime(text: string): Date | undefined {
  const s = text.trim();
  const local = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  if (local) {
    const [y, mo, d, h, mi, se] = local.slice(1).map((v) => Number(v ?? 0));
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || se > 59) return undefined;
    const utc = Date.UTC(y, mo - 1, d, h, mi, se) - IST_OFFSET_MS;
    const back = new Date(utc + IST_OFFSET_MS);
    return back.getUTCDate() === d ? new Date(utc) : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s)) {
    return undefined;
  }
  const t = new Date(s);
  return Number.isNaN(t.getTime()) ? undefined : t;
}

/** "HH:MM" to minutes since midnight; undefined when not a time of day. */
export function minutesOfDay(hhmm: string): number | undefined {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/** A dealer's working hours (IST): opening and closing "HH:MM", and the weekdays open as digits (0 = Sunday). */
export interface WorkingHours {
  open: string;
  close: string;
  days: string;
}

/**
 * The instant `minutes` working minutes after `from`, counting only the
 * dealer's working hours (IST): a lead that arrives at night is due that
 * long after the next opening. Looks at most 8 days ahead (a week with no
 * working day counts the clock as always open).
 */
export function addWorkingMinutes(from: Date, minutes: number, hours: WorkingHours): Date {
  const open = minutesOfDay(hours.open) ?? 0;
  const close = minutesOfDay(hours.close) ?? 24 * 60;
  let left = minutes;
  let t = from.getTime();
  for (let i = 0; i < 9 && hours.days.length > 0; i++) {
    const { minutes: now, weekday } = istClock(new Date(t));
    const dayStart = istDayStart(new Date(t)).getTime();
    if (hours.days.includes(String(weekday)) && now < close) {
      const start = Math.max(now, open);
      const available = close - start;
      if (left <= available) return new Date(dayStart + (start + left) * 60_000);
      left -= available;
    }
    t = dayStart + DAY_MS;
  }
  return new Date(from.getTime() + minutes * 60_000);
}
