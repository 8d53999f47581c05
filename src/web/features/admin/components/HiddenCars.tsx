/**
 * Hidden cars (docs/moderation.md#console): every car kept from buyers, the
 * latest hidden first, with why and since when, each with Restore (and a
 * reason).
 */
import { formatRupees } from '#shared/format.ts';
import { Link } from '#web/lib/links.tsx';
import { useHiddenCars } from '../api/admin.ts';
import { ActionForm } from './ActionForm.tsx';
import { istTime, PanelState } from './ConsoleStates.tsx';
import { HIDDEN_BY } from './ReportQueue.tsx';

export function HiddenCars() {
  const query = useHiddenCars();
  return (
    <PanelState query={query} label="hidden cars">
      {() =>
        query.data?.length ? (
          <ul className="space-y-3">
            {query.data.map((car) => (
              <li
                key={car.Rand}
                className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-5"
              >
                <Link
                  to={car.Path}
                  className="text-lg font-semibold text-primary-800 hover:underline"
                >
                  {car.Title}
                </Link>
                <p className="mt-1 text-sm text-ink-600">
                  {formatRupees(car.Price)} · {HIDDEN_BY[car.HiddenReason ?? ''] ?? 'Hidden'} ·{' '}
                  {istTime(car.HiddenAt)}
                </p>
                <ActionForm
                  label={`Reason for ${car.Title}`}
                  actions={[
                    {
                      label: 'Restore',
                      tone: 'primary',
                      send: (reason) => ({ name: 'RestoreCar', Rand: car.Rand, reason }),
                    },
                  ]}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl bg-white p-8 text-center text-ink-600 shadow-card ring-1 ring-ink-200/70">
            No car is hidden.
          </p>
        )
      }
    </PanelState>
  );
}
