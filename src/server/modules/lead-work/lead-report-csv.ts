/**
 * A lead report as CSV (issue 43 part 5; docs/product.md#roles-and-permissions): one row
 * a lead of the period, oldest first, for a spreadsheet: when it came (IST),
 * the car, its source, who holds it, its stage and lost reason, the minutes
 * to its first contact and whether a visit was booked. No buyer's name or
 * mobile: the file leaves CarSetu (they stay in Enquiries). Written as
 * http/spreadsheet-csv.ts writes CSV.
 */
import { IST_OFFSET_MS } from '#shared/ist.ts';
import { safeCell as cell, spreadsheetCsv } from '../../http/spreadsheet-csv.ts';
import type { ReportLead } from './lead-reports.ts';

const HEADER = [
  'Lead',
  'Received (IST)',
  'Car',
  'Car number',
  'Source',
  'Assigned to',
  'Stage',
  'Lost reason',
  'Minutes to first contact',
  'Visit booked',
];

const SOURCE_NAMES = {
  price: 'Best price request',
  contact: 'Seller details request',
  other: 'Other',
};

/** "YYYY-MM-DD HH:MM" in IST of ISO time `iso`. */
const istText = (iso: string) =>
  new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** The CSV text (with a header row; CRLF lines, a BOM so spreadsheets read it as UTF-8) of `leads`; `names`: team member id -> name (0: the owner). */
export function leadReportCsv(leads: ReportLead[], names: Map<number, string>): string {
  const rows = leads.map((l) => [
    String(l.id),
    istText(l.createdAt),
    cell(l.title),
    cell(l.carNumber),
    SOURCE_NAMES[l.source],
    cell(names.get(l.assigneeStaffId ?? 0) ?? ''),
    l.stage,
    l.lostReason ?? '',
    l.firstContactMs === null ? '' : String(Math.max(0, Math.ceil(l.firstContactMs / 60_000))),
    l.visit ? 'yes' : 'no',
  ]);
  return spreadsheetCsv(HEADER, rows);
}
