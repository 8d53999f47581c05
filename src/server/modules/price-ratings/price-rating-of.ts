/**
 * A listing's fair-price badge on the wire (`pricerating`,
 * docs/product.md#fair-price-badge) from the price_ratings columns a query
 * joined to it: car list items, car details and the dealer workspace.
 */
import type { PriceRatingInfo } from '#shared/schemas/car.ts';

/** A row's fair-price badge from its price_ratings columns (all null: not rated yet). */
export function priceRatingOf(row: {
  rating: string | null;
  fair_low: number | null;
  fair_high: number | null;
  comparables: number | null;
}): PriceRatingInfo | null {
  if (row.comparables === null) return null;
  return {
    rating: row.rating,
    low: Number(row.fair_low),
    high: Number(row.fair_high),
    comparables: Number(row.comparables),
  };
}
