/**
 * Times in the seller's Enquiries, in Indian time (issue 12 item 1). Kept
 * beside the inbox, not in the shared formatters every page loads.
 */
const istDateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** A moment in Indian time, e.g. "25 Nov 2026, 3:41 pm"; "NA" when `iso` is not a time. */
export function formatIstDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'NA' : istDateTime.format(d);
}
