/**
 * The owner's stock at a glance in the workspace (issue 45 part 1;
 * docs/decisions/044-cost-sheets.md): the cars for sale, what they cost and
 * what they ask, and how many sit in each band of days in stock (the older
 * bands in warmer colours: a car stops earning after 30 to 45 days). Asked
 * only for who may see costs; nothing shows while it loads or if it fails.
 */
import {
  ageingBand,
  stockAgeing,
  stockAsking,
  stockCars,
  stockCost,
  stockValueHeading,
} from '#messages/cost-sheet.ts';
import { formatRupees } from '#shared/format.ts';
import { useStockValue } from '../api/cost-sheets.ts';

const BAND_STYLES = [
  'bg-green-50 text-green-900',
  'bg-ink-50 text-ink-900',
  'bg-amber-50 text-amber-900',
  'bg-red-50 text-red-900',
];

export function StockValueCard({ enabled }: { enabled: boolean }) {
  const value = useStockValue(enabled);
  if (!enabled || !value.data) return null;
  const v = value.data;
  return (
    <section
      aria-labelledby="stock-value"
      className="mt-5 rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-5"
    >
      <h2 id="stock-value" className="font-semibold text-ink-900">
        {stockValueHeading}: {stockCars(v.Cars)}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-ink-600">{stockCost}</dt>
          <dd className="text-lg font-bold tabular-nums text-ink-900">{formatRupees(v.NetCost)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-600">{stockAsking}</dt>
          <dd className="text-lg font-bold tabular-nums text-ink-900">{formatRupees(v.Asking)}</dd>
        </div>
      </dl>
      <h3 className="mt-3 text-sm font-medium text-ink-700">{stockAgeing}</h3>
      <ul className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {v.Ageing.map((n, i) => (
          <li key={ageingBand[i]} className={`rounded-xl px-3 py-2 ${BAND_STYLES[i]}`}>
            <span className="block text-xl font-bold tabular-nums">{n}</span>
            <span className="text-sm">{ageingBand[i]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
