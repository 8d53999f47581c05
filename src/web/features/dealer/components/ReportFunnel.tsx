/**
 * The lead report's funnel (issue 43 part 5): of the period's enquiries, how
 * many were contacted, had a visit booked and were won, each with its share
 * of the enquiries and a bar of it; then the lost ones. Each enquiry counts
 * once for every step it reached (LeadReportSchema's Totals).
 */

import {
  funnelContacted,
  funnelLeads,
  funnelLost,
  funnelTitle,
  funnelVisit,
  funnelWon,
  shareOfLeads,
} from '#messages/reports.ts';
import { formatIndian } from '#shared/format.ts';
import type { ReportFunnel as Funnel } from '#shared/schemas/lead-reports.ts';
import { ReportSection } from './ReportSection.tsx';

/** A whole percentage of `n` in `of` (0 when `of` is 0). */
function percent(n: number, of: number): number {
  return of > 0 ? Math.round((n / of) * 100) : 0;
}

function Step({
  label,
  n,
  of,
  bar,
  share = true,
}: {
  label: string;
  n: number;
  of: number;
  /** The bar's colour (a Tailwind background class). */
  bar: string;
  /** Whether to say the share of `of` (not for the enquiries themselves). */
  share?: boolean;
}) {
  const pct = percent(n, of);
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-ink-900">{label}</span>
        <span className="tabular-nums text-ink-700">
          <span className="text-lg font-semibold text-ink-900">{formatIndian(n)}</span>
          {share ? <span className="ml-2 text-sm">{shareOfLeads(pct)}</span> : null}
        </span>
      </div>
      <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-ink-100">
        <div className={`h-2 rounded-full ${bar}`} style={{ width: `${pct}%` }} />
      </div>
    </>
  );
}

/** The funnel of `totals`. */
export function ReportFunnel({ totals }: { totals: Funnel }) {
  const { Leads } = totals;
  return (
    <ReportSection title={funnelTitle}>
      <ol className="mt-3 space-y-3">
        <li>
          <Step label={funnelLeads} n={Leads} of={Leads} bar="bg-primary-600" share={false} />
        </li>
        <li>
          <Step label={funnelContacted} n={totals.Contacted} of={Leads} bar="bg-sky-600" />
        </li>
        <li>
          <Step label={funnelVisit} n={totals.Visit} of={Leads} bar="bg-violet-600" />
        </li>
        <li>
          <Step label={funnelWon} n={totals.Won} of={Leads} bar="bg-green-600" />
        </li>
      </ol>
      <div className="mt-4 border-t border-ink-100 pt-3">
        <Step label={funnelLost} n={totals.Lost} of={Leads} bar="bg-ink-400" />
      </div>
    </ReportSection>
  );
}
