/**
 * The report queue (docs/moderation.md#console): cars with open reports, the
 * longest-waiting first, each with its state, reporters, reasons and
 * remarks, and the operator's Hide or Restore with a reason; 100 at a time,
 * 'Show more reports' for the next.
 */
import { useRef } from 'react';
import { REPORT_REASONS } from '#shared/report-reasons.ts';
import type { ReportedCar } from '#shared/schemas/admin.ts';
import { Link } from '#web/lib/links.tsx';
import { useReportQueue } from '../api/admin.ts';
import { ActionForm } from './ActionForm.tsx';
import { istTime, PanelState, ShowMore } from './ConsoleStates.tsx';

/** What the console calls each hidden_reason. */
export const HIDDEN_BY: Record<string, string> = {
  reports: 'Hidden by reports',
  operator: 'Hidden by an operator',
  blocked: 'Hidden: seller blocked',
  expired: 'Hidden: not renewed',
  dealer: 'Hidden: dealer deactivated',
};

function ReportedCarCard({ car }: { car: ReportedCar }) {
  const hidden = car.Status === 'Hidden';
  return (
    <li
      tabIndex={-1}
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 focus:outline-2 focus:outline-primary-600 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link to={car.Path} className="text-lg font-semibold text-primary-800 hover:underline">
          {car.Title}
        </Link>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${hidden ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-800'}`}
        >
          {hidden ? (HIDDEN_BY[car.HiddenReason ?? ''] ?? 'Hidden') : 'For sale'}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-600">
        {car.Reporters} {car.Reporters === 1 ? 'report' : 'reports'} · oldest {istTime(car.Oldest)}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {Object.entries(car.Reasons).map(([code, n]) => (
          <li
            key={code}
            className="rounded-lg bg-amber-50 px-2.5 py-1 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            {REPORT_REASONS[code as keyof typeof REPORT_REASONS] ?? code}
            {n > 1 ? ` × ${n}` : ''}
          </li>
        ))}
      </ul>
      {car.Remarks.length ? (
        <ul className="mt-3 space-y-1 text-sm text-ink-700">
          {car.Remarks.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: remarks may repeat; the list never reorders
            <li key={i} className="border-l-2 border-ink-200 pl-2">
              “{r}”
            </li>
          ))}
        </ul>
      ) : null}
      <ActionForm
        label={`Reason for ${car.Title}`}
        actions={[
          {
            label: hidden ? 'Keep hidden' : 'Hide car',
            tone: 'danger',
            send: (reason) => ({ name: 'HideCar', Rand: car.Rand, reason }),
          },
          {
            label: hidden ? 'Restore' : 'Keep listed',
            tone: 'plain',
            send: (reason) => ({ name: 'RestoreCar', Rand: car.Rand, reason }),
          },
        ]}
      />
    </li>
  );
}

export function ReportQueue() {
  const query = useReportQueue();
  const list = useRef<HTMLUListElement>(null);
  const cars = query.data?.pages.flatMap((p) => p.Reports) ?? [];
  return (
    <PanelState query={query} label="reports">
      {() =>
        cars.length ? (
          <>
            <ul ref={list} className="space-y-3" aria-label="Cars with open reports">
              {cars.map((car) => (
                <ReportedCarCard key={car.Rand} car={car} />
              ))}
            </ul>
            <ShowMore query={query} list={list} shown={cars.length} label="Show more reports" />
          </>
        ) : (
          <p className="rounded-2xl bg-white p-8 text-center text-ink-600 shadow-card ring-1 ring-ink-200/70">
            No open reports. Well done.
          </p>
        )
      }
    </PanelState>
  );
}
