/**
 * A car's latest price drop ("Price dropped by ₹20,000", when its latest
 * price change was one) and how long it has been listed ("Listed 3 days
 * ago"), from its list item's `pricedrop` and `listeddays`
 * (docs/product.md#days-listed-and-price-drops). Cards and the car page.
 */
import { listedAgo, priceDropText } from '#shared/listing-age.ts';
import type { CarListItem } from '#shared/schemas/car.ts';

export function ListingAge({
  car,
  className = '',
}: {
  car: Pick<CarListItem, 'listeddays' | 'pricedrop' | 'CarStatus'>;
  className?: string;
}) {
  const drop = car.CarStatus === 'UnSold' ? priceDropText(car.pricedrop) : null;
  return (
    <p className={`flex flex-wrap gap-x-2 gap-y-0.5 ${className}`}>
      {drop ? (
        <span className="inline-flex items-center gap-0.5 font-semibold text-emerald-700">
          <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" aria-hidden="true" fill="currentColor">
            <path d="M8 13 3 7.5h3.2V3h3.6v4.5H13z" />
          </svg>
          {drop}
        </span>
      ) : null}
      <span className="text-ink-500">{listedAgo(car.listeddays)}</span>
    </p>
  );
}
