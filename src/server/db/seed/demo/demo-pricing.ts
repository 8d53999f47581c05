/**
 * How a used car's asking price, kilometres and owner count follow its age in
 * the demo inventory (docs/product.md#catalogue-and-demo-data: prices, years
 * and kilometres that follow real depreciation). Money in rupees, distances in
 * km.
 */
import type { Rng } from './prng.ts';

/**
 * Share of the new price a car keeps at `age` years: about 10% off in its
 * first months, 15% after a full year, then about 10% a year to age 5 and 7%
 * a year after that.
 */
export function retainedValue(age: number): number {
  if (age <= 0) return 0.9;
  const early = Math.min(age, 5) - 1;
  const late = Math.max(age - 5, 0);
  return 0.85 * 0.9 ** early * 0.93 ** late;
}

export interface PriceInput {
  /**
   * Ex-showroom price of this variant today, or at the end of the model's
   * run: what buyers compare a used car with, so no inflation is taken off.
   */
  newPrice: number;
  modelYear: number;
  currentYear: number;
  km: number;
  owner: number;
  /** true for a small, cheap car (it may fall under ₹50,000 when very old). */
  smallCar: boolean;
  /** Dealer's margin and the car's condition: a factor near 1 (e.g. 0.95-1.05). */
  noise: number;
}

/**
 * Asking price, rounded to the nearest ₹5,000: the variant's new price
 * times `retainedValue(age)`, less about
 * 1.5% per 10,000 km above an average 11,500 km a year (at most -10%, at
 * most +6% for low running), less 5% per extra owner. Never under ₹50,000,
 * except a very old small car (never under ₹35,000).
 */
export function demoPrice(input: PriceInput): number {
  const age = input.currentYear - input.modelYear;
  const expectedKm = Math.max(age, 0.5) * 11_500;
  const kmFactor = Math.min(1.06, Math.max(0.9, 1 - ((input.km - expectedKm) / 10_000) * 0.015));
  const ownerFactor = 1 - 0.05 * (input.owner - 1);
  const raw = input.newPrice * retainedValue(age) * kmFactor * ownerFactor * input.noise;
  const floor = age >= 12 && input.smallCar ? 35_000 : 50_000;
  return Math.max(floor, Math.round(raw / 5_000) * 5_000);
}

/** Odometer reading: 8,000-15,000 km a year (diesels 20% more), with noise. */
export function demoKm(rng: Rng, age: number, diesel: boolean): number {
  const years = Math.max(age, 0) + rng.between(0.25, 0.95);
  const perYear = rng.between(8_000, 15_000) * (diesel ? 1.2 : 1);
  return Math.min(999_999, Math.round(years * perYear * rng.between(0.85, 1.15)));
}

/** Owner count: mostly 1; older cars more often 2 or 3. */
export function demoOwner(rng: Rng, age: number): number {
  const r = rng.next();
  if (age <= 3) return r < 0.9 ? 1 : 2;
  if (age <= 8) return r < 0.7 ? 1 : r < 0.95 ? 2 : 3;
  return r < 0.5 ? 1 : r < 0.85 ? 2 : 3;
}
