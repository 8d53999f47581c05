/**
 * The fair-price badge's words (docs/product.md#fair-price-badge): the five
 * ratings from a car's price against the fair price CarSetu estimates from
 * comparable listings, and "Not enough data" below MIN_COMPARABLES. The
 * estimate itself is made on the server (modules/price-ratings). The ratings
 * are wire values (stored and answered in English); priceRatingLabel gives
 * the words in the build's language (src/shared/i18n/{lang}/labels.ts).
 */
import { fairPrice, goodPrice, greatPrice, highPrice, overpriced } from '#messages/labels.ts';
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

const LABELS: Record<PriceRating, string> = {
  'Great price': greatPrice,
  'Good price': goodPrice,
  'Fair price': fairPrice,
  'High price': highPrice,
  Overpriced: overpriced,
};

/** What the badge says for `rating` (a wire value; in English the rating itself), or "Not enough data" for null. */
export function priceRatingLabel(rating: PriceRating | null): string {
  return rating === null ? NOT_ENOUGH_DATA : LABELS[rating];
}

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
