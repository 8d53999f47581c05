/**
 * CSV for spreadsheets (the lead report, the stock register): a header row
 * and the rows, CRLF lines and a BOM so spreadsheets read UTF-8, written
 * with csv-stringify; `safeCell` prefixes an apostrophe to a cell a
 * spreadsheet would read as a formula ("=...", "+...", "-...", "@...").
 */
import { stringify } from 'csv-stringify/sync';

/** `s` safe from being read as a formula. */
export const safeCell = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

/** The CSV text of `header` and `rows`. */
export function spreadsheetCsv(header: string[], rows: string[][]): string {
  return `\uFEFF${stringify([header, ...rows], { record_delimiter: 'windows' })}`;
}
