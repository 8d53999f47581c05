/**
 * The report of an import (issue 12 item 2), row by row. Imported: a green
 * banner with the counts, then the cars added and updated, each with its
 * line of cars.csv. Refused: a red "Nothing was imported" banner, every
 * refused row (file, line, column and what is wrong), and the rows that were
 * fine and would have been added or updated once the others are fixed.
 * The banner's title gets focus when a report appears: it is what the
 * dealer waited for, and screen readers read it out.
 */
import { useEffect, useRef } from 'react';
import {
  addedHeading,
  importDone,
  lineNumber,
  moreProblems,
  nothingImported,
  problemsCount,
  refusedHeading,
  rowsRefused,
  seeYourCars,
  updatedHeading,
  wouldBeAdded,
  wouldBeUpdated,
} from '#messages/dealer.ts';
import { paths } from '#shared/pages/paths.ts';
import type { ImportedCar, RefusedRow } from '#shared/schemas/dealer-import.ts';
import { AlertIcon, CheckCircleIcon } from '#web/components/ui/page-icons.tsx';
import { Link } from '#web/lib/links.tsx';
import type { ImportResult } from '../api/dealer-import.ts';

export function ImportReport({ result }: { result: ImportResult }) {
  const { report } = result;
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    if (result) headingRef.current?.focus();
  }, [result]);
  const refused = !result.imported;
  return (
    <section aria-labelledby="import-report-title" className="space-y-4">
      <div
        className={`flex items-start gap-3 rounded-2xl p-4 ring-1 sm:p-5 ${
          refused ? 'bg-red-50 ring-red-200' : 'bg-green-50 ring-green-200'
        }`}
      >
        {refused ? (
          <AlertIcon className="mt-0.5 h-6 w-6 shrink-0 text-red-700" />
        ) : (
          <CheckCircleIcon className="mt-0.5 h-6 w-6 shrink-0 text-green-700" />
        )}
        <div className="min-w-0">
          <h2
            id="import-report-title"
            ref={headingRef}
            tabIndex={-1}
            className={`text-lg font-semibold outline-none ${refused ? 'text-red-900' : 'text-green-900'}`}
          >
            {refused ? nothingImported : result.message}
          </h2>
          <p className={`mt-1 text-sm ${refused ? 'text-red-800' : 'text-green-800'}`}>
            {refused
              ? rowsRefused(report.refusedRows)
              : importDone(report.added.length, report.updated.length)}
          </p>
          {refused ? null : (
            <Link
              to={paths.dealer}
              className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-green-900 underline"
            >
              {seeYourCars}
            </Link>
          )}
        </div>
      </div>

      {refused ? <RefusedList rows={report.refused} total={report.refusedTotal} /> : null}
      <CarList
        title={refused ? wouldBeAdded : addedHeading}
        cars={report.added}
        tone={refused ? 'muted' : 'done'}
      />
      <CarList
        title={refused ? wouldBeUpdated : updatedHeading}
        cars={report.updated}
        tone={refused ? 'muted' : 'done'}
      />
    </section>
  );
}

function RefusedList({ rows, total }: { rows: RefusedRow[]; total: number }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-5">
      <h3 className="font-semibold text-ink-900">
        {refusedHeading} <span className="font-normal text-ink-600">({problemsCount(total)})</span>
      </h3>
      <ul className="mt-3 divide-y divide-ink-100">
        {rows.map((row) => (
          <li
            key={`${row.file}-${row.line}-${row.field ?? ''}-${row.reason}`}
            className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-baseline sm:gap-4"
          >
            <span className="flex shrink-0 items-center gap-2 sm:w-56">
              <span className="rounded-md bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800">
                {lineNumber(row.line)}
              </span>
              <span className="text-sm text-ink-600">
                {row.file}
                {row.field ? (
                  <>
                    {' · '}
                    <span className="font-mono text-ink-800">{row.field}</span>
                  </>
                ) : null}
              </span>
            </span>
            <span className="min-w-0 break-words text-ink-900">{row.reason}</span>
          </li>
        ))}
      </ul>
      {total > rows.length ? (
        <p className="mt-2 text-sm text-ink-600">{moreProblems(total - rows.length)}</p>
      ) : null}
    </div>
  );
}

function CarList({
  title,
  cars,
  tone,
}: {
  title: string;
  cars: ImportedCar[];
  tone: 'done' | 'muted';
}) {
  if (cars.length === 0) return null;
  return (
    <div className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-5">
      <h3 className="font-semibold text-ink-900">
        {title} <span className="font-normal text-ink-600">({cars.length})</span>
      </h3>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {cars.map((car) => (
          <li key={car.line} className="flex items-center gap-3 rounded-xl bg-ink-50 px-3 py-2">
            <span
              className={`rounded-md px-2 py-0.5 text-sm font-semibold ${
                tone === 'done' ? 'bg-green-100 text-green-800' : 'bg-ink-200 text-ink-700'
              }`}
            >
              {lineNumber(car.line)}
            </span>
            <span className="font-mono font-semibold tracking-wide text-ink-900">
              {car.carNumber}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
