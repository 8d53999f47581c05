/**
 * Key chips, the specifications grid and the feature checklist of the car page
 * (docs/product.md#car-page).
 */
import { keyFacts, noFeatures } from '#messages/car-page.ts';
import { featureName } from '#shared/feature-names.ts';
import { catalogueName, formatKm, ownerLabel } from '#shared/format.ts';
import type { CarDetails } from '#shared/schemas/car.ts';
import { UserIcon } from '#web/components/ui/icons.tsx';
import { FuelIcon, GaugeIcon, GearIcon } from '#web/components/ui/page-icons.tsx';
import { specRows } from '../utils/car-facts.ts';

const iconClass = 'h-4 w-4 text-ink-500';

export function KeyChips({ car }: { car: CarDetails }) {
  const chips = [
    { key: 'km', text: formatKm(car.km), icon: <GaugeIcon className={iconClass} /> },
    { key: 'fuel', text: catalogueName(car.fueltypeid), icon: <FuelIcon className={iconClass} /> },
    { key: 'gear', text: catalogueName(car.gear), icon: <GearIcon className={iconClass} /> },
    {
      key: 'owner',
      text: car.owner ? ownerLabel(car.owner) : null,
      icon: <UserIcon className={iconClass} />,
    },
  ].filter((c) => c.text);
  return (
    <ul className="flex flex-wrap gap-2" aria-label={keyFacts}>
      {chips.map((c) => (
        <li
          key={c.key}
          className="inline-flex items-center gap-1.5 rounded-full bg-ink-100 px-3 py-1.5 text-sm font-medium text-ink-700"
        >
          {c.icon}
          {c.text}
        </li>
      ))}
    </ul>
  );
}

export function SpecGrid({ car }: { car: CarDetails }) {
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-ink-200 bg-ink-200 sm:grid-cols-3">
      {specRows(car).map((row) => (
        <div
          key={row.label}
          className={`bg-white px-3.5 py-3 ${row.wide ? 'col-span-2 sm:col-span-1' : ''}`}
        >
          <dt className="text-xs font-medium tracking-wide text-ink-500 uppercase">{row.label}</dt>
          <dd className="mt-0.5 text-[0.9375rem] font-semibold break-words text-ink-900">
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function FeatureList({ features }: { features: CarDetails['Listidjson'] }) {
  if (features.length === 0) {
    return <p className="text-sm text-ink-500">{noFeatures}</p>;
  }
  return (
    <ul className="grid grid-cols-1 gap-x-6 gap-y-2.5 sm:grid-cols-2">
      {features.map((f) => (
        <li
          key={`${f.value}-${f.label}`}
          className="flex items-start gap-2.5 text-[0.9375rem] text-ink-800"
        >
          <span className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="none" aria-hidden="true">
              <path
                d="M5 10.5l3 3 7-7"
                stroke="currentColor"
                strokeWidth={2.5}
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
          {featureName(f.label)}
        </li>
      ))}
    </ul>
  );
}
