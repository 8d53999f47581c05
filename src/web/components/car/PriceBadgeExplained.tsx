/**
 * The fair-price badge that explains itself (docs/product.md#fair-price-badge):
 * a native disclosure whose tap opens the fair range, how many cars it came
 * from and what it cannot see, with or without JavaScript. The car page and
 * the dealer workspace; cards show the badge alone (PriceBadge.tsx).
 */
import { fairPriceRange, tooFewToJudge } from '#messages/car-page.ts';
import { similarCarsExplained, whatThisMeans } from '#messages/frame.ts';
import { formatRupees } from '#shared/format.ts';
import type { CarListItem } from '#shared/schemas/car.ts';
import { badgeClass, badgeLabel } from './PriceBadge.tsx';

export function PriceBadgeExplained({
  car,
}: {
  car: Pick<CarListItem, 'pricerating' | 'CarStatus'>;
}) {
  const rated = car.pricerating;
  if (!rated || car.CarStatus !== 'UnSold') return null;
  const label = badgeLabel(rated);
  return (
    <details className="group mt-2">
      <summary
        className={`${badgeClass(rated.rating)} cursor-pointer list-none gap-1 [&::-webkit-details-marker]:hidden`}
      >
        {label}
        <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" aria-hidden="true" fill="currentColor">
          <path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zm.75 10h-1.5V7h1.5zm0-6h-1.5V4h1.5z" />
        </svg>
        <span className="sr-only">{whatThisMeans}</span>
      </summary>
      <div className="mt-2 rounded-xl bg-ink-50 p-3 text-sm text-ink-700">
        {rated.rating ? (
          <p>
            {fairPriceRange(formatRupees(rated.low), formatRupees(rated.high), rated.comparables)}
          </p>
        ) : (
          <p>{tooFewToJudge(rated.comparables)}</p>
        )}
        <p className="mt-1.5 text-ink-600">{similarCarsExplained}</p>
      </div>
    </details>
  );
}
