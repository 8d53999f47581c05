/**
 * A sold car's sale under its row (issue 45 part 3;
 * docs/decisions/044-cost-sheets.md#sales), for owners and managers: who
 * bought it and for how much, the car's engine and chassis numbers when
 * the sale recorded them, its four papers to download, and its RC
 * transfer's stage with the day Forms 29 and 30 are due at the RTO (in
 * red once 14 days have passed without Submitted), in a disclosure that
 * asks for the sale when it first opens. A car sold without papers says so.
 */
import { useState } from 'react';
import {
  chassisNumberIs,
  engineNumberIs,
  noPapers,
  paperFailed,
  papersHeading,
  rcDueBy,
  rcLabel,
  rcOverdue,
  soldTo,
} from '#messages/sale.ts';
import { formatDate, formatRupees } from '#shared/format.ts';
import { RC_STAGES, type RcStage, SALE_PAPERS, type Sale } from '#shared/schemas/sale.ts';
import { inputClass } from '#web/components/form/field.tsx';
import { Disclosure } from '#web/components/ui/Disclosure.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { downloadPaper, useSale, useSetRcStage } from '../api/sales.ts';
import { PAPER_NAMES, RC_STAGE_NAMES } from '../sale-words.ts';

export function SalePapers({ rand, title }: { rand: string; title: string }) {
  return (
    <Disclosure label={papersHeading} hidden={title}>
      {(open) => <SalePanel rand={rand} open={open} />}
    </Disclosure>
  );
}

/** The sale, asked for once the disclosure first opens. */
function SalePanel({ rand, open }: { rand: string; open: boolean }) {
  const sale = useSale(rand, open);
  return (
    <div className="border-t border-ink-100 p-3" aria-busy={sale.isFetching}>
      {sale.data ? (
        <SaleBody rand={rand} sale={sale.data} />
      ) : sale.isError ? (
        <p className="text-sm text-ink-600">{noPapers}</p>
      ) : null}
    </div>
  );
}

function SaleBody({ rand, sale: s }: { rand: string; sale: Sale }) {
  const stage = useSetRcStage(rand);
  const [failed, setFailed] = useState(false);
  return (
    <div className="space-y-3">
      <p className="font-medium text-ink-900">
        {soldTo(s.BuyerName, formatRupees(s.SalePrice))}, {formatDate(s.SoldAt)}
      </p>
      {s.EngineNumber || s.ChassisNumber ? (
        <p className="text-sm text-ink-700">
          {[
            s.EngineNumber ? engineNumberIs(s.EngineNumber) : '',
            s.ChassisNumber ? chassisNumberIs(s.ChassisNumber) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
      <div>
        <h3 className="text-sm font-semibold text-ink-700">{papersHeading}</h3>
        <div className="mt-1 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {SALE_PAPERS.map((doc) => (
            <button
              key={doc}
              type="button"
              onClick={() => {
                setFailed(false);
                downloadPaper(rand, doc).catch(() => setFailed(true));
              }}
              className="inline-flex min-h-11 items-center justify-center rounded-xl border border-primary-600 bg-white px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50"
            >
              {PAPER_NAMES[doc]}
            </button>
          ))}
        </div>
        {failed ? (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {paperFailed}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label className="text-sm font-semibold text-ink-700" htmlFor={`rc-${rand}`}>
          {rcLabel}
        </label>
        <select
          id={`rc-${rand}`}
          value={s.RcStage}
          disabled={stage.isPending}
          onChange={(e) =>
            stage.mutate(e.target.value as RcStage, { onSuccess: (m) => notifySuccess(m) })
          }
          className={`${inputClass} w-auto`}
        >
          {RC_STAGES.map((r) => (
            <option key={r} value={r}>
              {RC_STAGE_NAMES[r]}
            </option>
          ))}
        </select>
        {s.RcStage === 'signed' ? (
          <p className={`text-sm ${s.RcOverdue ? 'font-semibold text-red-700' : 'text-ink-600'}`}>
            {s.RcOverdue ? rcOverdue : rcDueBy(formatDate(s.RcDue))}
          </p>
        ) : null}
      </div>
    </div>
  );
}
