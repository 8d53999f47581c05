/**
 * The fair-price badge (docs/product.md#fair-price-badge): Great price, Good
 * price, Fair price, High price, Overpriced, or "Not enough data", from a
 * car's `pricerating`; nothing while the car is not rated. On the car page
 * and in the dealer workspace it explains itself (PriceBadgeExplained.tsx).
 */
import { type PriceRating, priceRatingLabel } from '#shared/price-rating.ts';
import type { CarListItem, PriceRatingInfo } from '#shared/schemas/car.ts';

const TONE: Record<string, string> = {
  'Great price': 'bg-emerald-700 text-white',
  'Good price': 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  'Fair price': 'bg-sky-50 text-sky-800 ring-1 ring-sky-200',
  'High price': 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
  Overpriced: 'bg-red-50 text-red-800 ring-1 ring-red-200',
};
const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** The badge's look for `rating` (one of the ratings, a wire value; null: "Not enough data"). */
export function badgeClass(rating: string | null): string {
  return `${pill} ${TONE[rating ?? ''] ?? 'bg-ink-100 text-ink-600'}`;
}

/** The badge's words for a rated car: its rating, or "Not enough data" (in the build's language). */
export const badgeLabel = (rated: PriceRatingInfo): string =>
  priceRatingLabel(rated.rating as PriceRating | null) ?? rated.rating;

/** The badge alone (cards); nothing for a car not rated yet or not for sale. */
export function PriceBadge({ car }: { car: Pick<CarListItem, 'pricerating' | 'CarStatus'> }) {
  const rated = car.pricerating;
  if (!rated || car.CarStatus !== 'UnSold') return null;
  return <span className={badgeClass(rated.rating)}>{badgeLabel(rated)}</span>;
}
