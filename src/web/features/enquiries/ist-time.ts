/**
 * Times in the seller's Enquiries, in Indian time (issue 12 item 1). Kept
 * beside the inbox, not in the shared formatters every page loads. The
 * numbers come from Intl (Indian time whatever the device's zone); the month
 * and the words around them from the messages.
 */
import { enquiryTime } from '#messages/account.ts';
import { notAvailable } from '#messages/format.ts';

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
  return enquiryTime(
    Number(part.day),
    Number(part.month) - 1,
    Number(part.year),
    Number(part.hour),
    part.minute ?? '00',
    part.dayPeriod?.toLowerCase() === 'pm',
  );
}
