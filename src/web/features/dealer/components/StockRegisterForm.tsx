/**
 * The register of vehicles in the workspace (issue 45 part 4; CMVR rule
 * 55A; docs/decisions/044-cost-sheets.md#sales), for owners and managers:
 * two days (this month so far by default) and Download CSV or Download PDF
 * (the register to print), checked by the shared StockRegisterQuerySchema
 * before asking; the file is fetched with the token and saved.
 */
import { type FormEvent, useId, useState } from 'react';
import { downloadCsv } from '#messages/reports.ts';
import {
  registerDownloadPdf,
  registerFailed,
  registerFrom,
  registerHeading,
  registerText,
  registerTo,
} from '#messages/sale.ts';
import { istDate } from '#shared/ist.ts';
import { StockRegisterQuerySchema } from '#shared/schemas/sale.ts';
import { inputClass } from '#web/components/form/field.tsx';
import { downloadStockRegister } from '../api/sales.ts';

export function StockRegisterForm() {
  const id = useId();
  const today = istDate(new Date());
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const range = StockRegisterQuerySchema.safeParse({
      from: form.get('from'),
      to: form.get('to'),
    });
    if (!range.success) return setFailed(true);
    const submitter = (e.nativeEvent as SubmitEvent).submitter;
    const format = submitter?.getAttribute('value') === 'pdf' ? 'pdf' : 'csv';
    setFailed(false);
    setBusy(true);
    downloadStockRegister(range.data, format)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return (
    <details className="mt-4 rounded-2xl bg-white shadow-card ring-1 ring-ink-200/70">
      <summary className="flex min-h-12 cursor-pointer items-center px-4 font-semibold text-ink-900">
        {registerHeading}
      </summary>
      <form onSubmit={submit} noValidate className="space-y-3 border-t border-ink-100 p-4">
        <p className="text-sm text-ink-600">{registerText}</p>
        <div className="flex flex-wrap items-end gap-3">
          <label className="text-sm font-medium text-ink-700" htmlFor={`${id}-from`}>
            {registerFrom}
            <input
              id={`${id}-from`}
              name="from"
              type="date"
              max={today}
              defaultValue={`${today.slice(0, 8)}01`}
              className={`${inputClass} mt-1 block w-auto`}
            />
          </label>
          <label className="text-sm font-medium text-ink-700" htmlFor={`${id}-to`}>
            {registerTo}
            <input
              id={`${id}-to`}
              name="to"
              type="date"
              defaultValue={today}
              className={`${inputClass} mt-1 block w-auto`}
            />
          </label>
          {(
            [
              ['csv', downloadCsv],
              ['pdf', registerDownloadPdf],
            ] as const
          ).map(([format, label]) => (
            <button
              key={format}
              type="submit"
              name="format"
              value={format}
              disabled={busy}
              className="inline-flex min-h-12 items-center rounded-xl border border-primary-600 bg-white px-4 font-semibold text-primary-700 hover:bg-primary-50 disabled:opacity-60"
            >
              {label}
            </button>
          ))}
        </div>
        {failed ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {registerFailed}
          </p>
        ) : null}
      </form>
    </details>
  );
}
