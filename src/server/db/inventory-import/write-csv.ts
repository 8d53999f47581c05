/** Writes rows as CSV text (RFC 4180: comma-separated, fields quoted when they need it). */

const field = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A header row of `columns`, then one line per row with the values of those columns. */
export function toCsv(
  columns: readonly string[],
  rows: Record<string, string | number | null | undefined>[],
): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((c) => field(row[c])).join(','));
  return `${lines.join('\n')}\n`;
}
