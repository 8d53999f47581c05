/**
 * The lead report's counts by kind (issue 43 part 5): where the period's
 * enquiries came from (Best price request, Seller details request, Other)
 * and why the lost ones were lost (lead-work's reason names), each a line of
 * name and count with a bar of its share of the largest.
 */
import {
  lostTitle,
  noneLost,
  reasonBoughtElsewhere,
  reasonCarSold,
  reasonFinance,
  reasonNotInterested,
  reasonOther,
  reasonPrice,
  reasonUnreachable,
  sourceContact,
  sourceOther,
  sourcePrice,
  sourcesTitle,
} from '#messages/reports.ts';
import { formatIndian } from '#shared/format.ts';
import type { LeadReport, LeadSource } from '#shared/schemas/lead-reports.ts';
import type { LostReason } from '#shared/schemas/lead-work.ts';
import { ReportSection } from './ReportSection.tsx';

/** The reasons' names (reports.ts says why they are not lead-words.ts'). */
const LOST_REASON_NAMES: Readonly<Record<LostReason, string>> = {
  'bought-elsewhere': reasonBoughtElsewhere,
  price: reasonPrice,
  finance: reasonFinance,
  'not-interested': reasonNotInterested,
  unreachable: reasonUnreachable,
  'car-sold': reasonCarSold,
  other: reasonOther,
};

const SOURCE_NAMES: Readonly<Record<LeadSource, string>> = {
  price: sourcePrice,
  contact: sourceContact,
  other: sourceOther,
};

/** Name and count lines, with `empty` said when there are none. */
function CountList({ rows, empty }: { rows: { name: string; n: number }[]; empty?: string }) {
  if (rows.length === 0) return <p className="mt-2 text-sm text-ink-600">{empty}</p>;
  const most = Math.max(...rows.map((r) => r.n), 1);
  return (
    <ul className="mt-3 space-y-3">
      {rows.map((r) => (
        <li key={r.name}>
          <div className="flex items-baseline justify-between gap-3">
            <span className="text-ink-800">{r.name}</span>
            <span className="font-semibold tabular-nums text-ink-900">{formatIndian(r.n)}</span>
          </div>
          <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-ink-100">
            <div
              className="h-1.5 rounded-full bg-primary-500"
              style={{ width: `${Math.round((r.n / most) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Where the enquiries came from: the sources with any, as the server orders them. */
export function ReportSources({ sources }: { sources: LeadReport['Sources'] }) {
  const rows = sources
    .filter((s) => s.Leads > 0)
    .map((s) => ({ name: SOURCE_NAMES[s.Source], n: s.Leads }));
  return (
    <ReportSection title={sourcesTitle}>
      <CountList rows={rows} />
    </ReportSection>
  );
}

/** Why enquiries were lost, most first; a line when none was. */
export function ReportLostReasons({ reasons }: { reasons: LeadReport['LostReasons'] }) {
  const rows = reasons
    .filter((r) => r.Leads > 0)
    .map((r) => ({ name: LOST_REASON_NAMES[r.Reason], n: r.Leads }));
  return (
    <ReportSection title={lostTitle}>
      <CountList rows={rows} empty={noneLost} />
    </ReportSection>
  );
}
