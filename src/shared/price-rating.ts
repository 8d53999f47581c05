/**
 * The fair-price badge's words (docs/product.md#fair-price-badge): the five
 * ratings from a car's price against the fair price CarSetu estimates from
 * comparable listings, and "Not enough data" below MIN_COMPARABLES. The
 * estimate itself is made on the server (modules/price-ratings).
 */
import { PAGE_MSG } from './page-messages.ts';

export const PRICE_RATINGS = [
  'Great price',
  'Good price',
  'Fair price',
  'High price',
  'Overpriced',
] as const;
export type PriceRating = (typeof PRICE_RATINGS)[number];
// The words live with the page messages: the public pages' cards show them, and a chunk of their
// own for one string cost /search a request.
export const NOT_ENOUGH_DATA = PAGE_MSG.notEnoughData;

/** Comparables needed for a rating. */
export const MIN_COMPARABLES = 8;

/**
 * The rating of `price` against the fair price `fair` (both rupees): at most
 * 90% of it Great, to 97% Good, to 105% Fair, to 115% High, above Overpriced.
 */
export function ratingOf(price: number, fair: number): PriceRating {
  const r = price / fair;
  if (r <= 0.9) return 'Great price';
  if (r <= 0.97) return 'Good price';
  if (r <= 1.05) return 'Fair price';
  if (r <= 1.15) return 'High price';
  return 'Overpriced';
}
