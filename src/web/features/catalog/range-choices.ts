/**
 * The choices of the /search range filters (docs/product.md#search-ranges):
 * each range is a pair of native selects, 'Min' and 'Max', so it works
 * before and without JavaScript and answers a tap at once. Year: every model
 * year. Budget (rupees) and kilometres: the steps buyers think in, within the
 * ranges' bounds; a value from a shared address that is not a step is offered
 * too, so the select always shows what the address asks for. Amounts are
 * written short (₹1.5 Lakh, 80,000 km) to fit the sidebar.
 */
import { factKilometres, factYear, filterBudget } from '#messages/cars.ts';
import { KM_MAX, KM_MIN, PRICE_MAX, PRICE_MIN } from '#shared/constants.ts';
import { formatShortIndian } from '#shared/format.ts';
import { type Range, yearBounds } from './search-filters.ts';

/** Budget steps, rupees (50,000 to 50 lakh). */
export const PRICE_CHOICES = [
  PRICE_MIN,
  100_000,
  150_000,
  200_000,
  250_000,
  300_000,
  400_000,
  500_000,
  600_000,
  700_000,
  800_000,
  1_000_000,
  1_200_000,
  1_500_000,
  2_000_000,
  2_500_000,
  3_000_000,
  4_000_000,
  PRICE_MAX,
];

/** Kilometre steps (0 to 5 lakh km). */
export const KM_CHOICES = [
  KM_MIN,
  10_000,
  20_000,
  30_000,
  40_000,
  50_000,
  60_000,
  80_000,
  100_000,
  150_000,
  200_000,
  300_000,
  KM_MAX,
];

/** One range filter's labels and choices. */
export interface RangeChoices {
  /** URL key (docs/product.md#search-filters) and the legend. */
  key: 'year' | 'price' | 'km';
  label: string;
  bounds: Range;
  steps: number[];
  /** Text of one end; the top end gets a plus sign where the product says so. */
  format: (n: number, atMax: boolean) => string;
}

/** The three range filters in the panel's order. */
export function rangeChoices(): RangeChoices[] {
  const years = yearBounds();
  const everyYear = Array.from({ length: years[1] - years[0] + 1 }, (_, i) => years[0] + i);
  return [
    { key: 'year', label: factYear, bounds: years, steps: everyYear, format: (n) => String(n) },
    {
      key: 'price',
      label: filterBudget,
      bounds: [PRICE_MIN, PRICE_MAX],
      steps: PRICE_CHOICES,
      format: (n, atMax) => `₹${formatShortIndian(n)}${atMax ? '+' : ''}`,
    },
    {
      key: 'km',
      label: factKilometres,
      bounds: [KM_MIN, KM_MAX],
      steps: KM_CHOICES,
      format: (n, atMax) => `${formatShortIndian(n)}${atMax ? '+' : ''} km`,
    },
  ];
}

/** `steps` with `value` added in order when it is not one of them. */
export function stepsWith(steps: number[], value: number): number[] {
  return steps.includes(value) ? steps : [...steps, value].sort((a, b) => a - b);
}
