/**
 * The fair price of a car from comparable listings (issue 23 part 2;
 * docs/product.md#fair-price-badge). Comparables are cars of the same model
 * within one model year, for sale or sold in the last 90 days. Each
 * comparable's price is adjusted to the car being rated: 8% a model year,
 * 1% per 10,000 km (at most 15% either way), and fixed factors for fuel and
 * gear. Cars in the same state are used when there are at least
 * MIN_COMPARABLES of them, else all; of those, the MAX_COMPARABLES most
 * recently listed (the work stays small on a model with thousands of cars).
 * The fair price is the median of the
 * adjusted prices, the fair range 5% either side of it (to ₹5,000).
 * Condition, service history and accidents are not known, so not weighed.
 */
import { MIN_COMPARABLES, type PriceRating, ratingOf } from '#shared/price-rating.ts';

/** What the estimate reads of a listing: rupees, km, names of its fuel and gear. */
export interface RatedCar {
  id: number;
  price: number;
  km: number;
  modelYear: number;
  fuel: string;
  gear: string;
  stateId: number;
}

export interface FairPrice {
  /** null: fewer than MIN_COMPARABLES comparables ("Not enough data"). */
  rating: PriceRating | null;
  /** Rupees; 0 when there is no rating. */
  fair: number;
  low: number;
  high: number;
  /** The comparables the estimate came from. */
  comparables: number;
}

/** Relative value of a fuel against petrol (Indian used-car prices of the same model and year). */
const FUEL_FACTOR: Record<string, number> = {
  Petrol: 1,
  Diesel: 1.08,
  CNG: 0.97,
  LPG: 0.92,
  Electric: 1,
  Hybrid: 1.1,
};
const AUTOMATIC_FACTOR = 1.07;
const PER_YEAR = 0.08;
const PER_10K_KM = 0.01;
const MAX_KM_SHIFT = 0.15;
const RANGE = 0.05;
/** Comparables read at most (the most recently listed). */
export const MAX_COMPARABLES = 60;

const fuelFactor = (fuel: string) => FUEL_FACTOR[fuel] ?? 1;
const gearFactor = (gear: string) => (/auto|amt|cvt|dct/i.test(gear) ? AUTOMATIC_FACTOR : 1);
const round5000 = (rupees: number) => Math.round(rupees / 5_000) * 5_000;

/** `comp`'s price as if it were `car` (year, km, fuel, gear), rupees. */
export function adjustedPrice(comp: RatedCar, car: RatedCar): number {
  const year = 1 + PER_YEAR * (car.modelYear - comp.modelYear);
  const kmShift = Math.max(
    -MAX_KM_SHIFT,
    Math.min(MAX_KM_SHIFT, (PER_10K_KM * (comp.km - car.km)) / 10_000),
  );
  const fuel = fuelFactor(car.fuel) / fuelFactor(comp.fuel);
  const gear = gearFactor(car.gear) / gearFactor(comp.gear);
  return comp.price * year * (1 + kmShift) * fuel * gear;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The fair price of `car` among `candidates` (cars of its model within one
 * model year; `car` itself is skipped if present).
 */
export function fairPrice(car: RatedCar, candidates: RatedCar[]): FairPrice {
  const others = candidates.filter(
    (c) => c.id !== car.id && Math.abs(c.modelYear - car.modelYear) <= 1 && c.price > 0,
  );
  const sameState = others.filter((c) => c.stateId === car.stateId);
  const all = sameState.length >= MIN_COMPARABLES ? sameState : others;
  const pool =
    all.length > MAX_COMPARABLES
      ? [...all].sort((a, b) => b.id - a.id).slice(0, MAX_COMPARABLES)
      : all;
  if (pool.length < MIN_COMPARABLES) {
    return { rating: null, fair: 0, low: 0, high: 0, comparables: pool.length };
  }
  const fair = median(pool.map((c) => adjustedPrice(c, car)));
  return {
    rating: ratingOf(car.price, fair),
    fair: round5000(fair),
    low: round5000(fair * (1 - RANGE)),
    high: round5000(fair * (1 + RANGE)),
    comparables: pool.length,
  };
}
