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
import { paths } from '#shared/pages/paths.ts';
import type { ImportedCar, RefusedRow } from '#shared/schemas/dealer-import.ts';
import { AlertIcon, CheckCircleIcon } from '#web/components/ui/page-icons.tsx';
import { Link } from '#web/lib/links.tsx';
import type { ImportResult } from '../api/dealer-import.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 cars added.", "1 car added, 3 cars updated.", or that cars.csv held none. */
function doneSummary(added: number, updated: number): string {
  const parts = [
    added > 0 ? `${plural(added, 'car', 'cars')} added` : '',
    updated > 0 ? `${plural(updated, 'car', 'cars')} updated` : '',
  ].filter(Boolean);
  return parts.length > 0
    ? `${parts.join(', ')}.`
    : "cars.csv held no cars: only your firm's details were saved.";
}

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
            {refused ? 'Nothing was imported' : result.message}
          </h2>
          <p className={`mt-1 text-sm ${refused ? 'text-red-800' : 'text-green-800'}`}>
            {refused
              ? `${plural(report.refusedRows, 'row was', 'rows were')} refused. Fix ${
                  report.refusedRows === 1 ? 'it' : 'them'
                } in your sheet, save it as CSV again and import both files again. Nothing changed on CarSetu.`
              : doneSummary(report.added.length, report.updated.length)}
          </p>
          {refused ? null : (
            <Link
              to={paths.dealer}
              className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-green-900 underline"
            >
              See your cars
            </Link>
          )}
        </div>
      </div>

      {refused ? <RefusedList rows={report.refused} total={report.refusedTotal} /> : null}
      <CarList
        title={refused ? 'Fine, would be added' : 'Added'}
        cars={report.added}
        tone={refused ? 'muted' : 'done'}
      />
      <CarList
        title={refused ? 'Fine, would be updated' : 'Updated'}
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
        Refused{' '}
        <span className="font-normal text-ink-600">({plural(total, 'problem', 'problems')})</span>
      </h3>
      <ul className="mt-3 divide-y divide-ink-100">
        {rows.map((row) => (
          <li
            key={`${row.file}-${row.line}-${row.field ?? ''}-${row.reason}`}
            className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-baseline sm:gap-4"
          >
            <span className="flex shrink-0 items-center gap-2 sm:w-56">
              <span className="rounded-md bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800">
                Line {row.line}
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
        <p className="mt-2 text-sm text-ink-600">
          ... and {total - rows.length} more. Fix these first and import again to see the rest.
        </p>
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
              Line {car.line}
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
