/**
 * Which car a demo listing is: a make weighted by its share of the market,
 * a model (popular and current ones more often), and the model years it
 * may have, weighted by age. Draws from the seeded random generator in a
 * fixed order, so the demo stays deterministic.
 */
import type { MakeSeed, ModelSeed } from '../data/types.ts';
import { MAKES } from '../data/vehicles.ts';
import type { Rng } from './prng.ts';

/** Share of the demo's cars by make (popular makes first); unlisted makes weigh 0.15. */
const MAKE_WEIGHTS: Record<string, number> = {
  'Maruti Suzuki': 28,
  Hyundai: 18,
  Tata: 11,
  Mahindra: 11,
  Honda: 7,
  Toyota: 7,
  Kia: 5,
  Renault: 2.5,
  Ford: 2,
  Volkswagen: 2,
  Skoda: 2,
  MG: 2,
  Nissan: 1,
  Chevrolet: 1,
  Jeep: 1,
  'Mercedes-Benz': 1,
  BMW: 1,
  Audi: 0.8,
};

const POPULAR = new Set([
  'Swift',
  'Baleno',
  'Dzire',
  'Wagon R',
  'Alto K10',
  'Ertiga',
  'Brezza',
  'Vitara Brezza',
  'Creta',
  'Venue',
  'i20',
  'Elite i20',
  'Grand i10',
  'Grand i10 Nios',
  'Nexon',
  'Punch',
  'Tiago',
  'Altroz',
  'Scorpio',
  'Scorpio-N',
  'XUV700',
  'XUV500',
  'Thar',
  'Bolero',
  'City',
  'Amaze',
  'Innova Crysta',
  'Innova',
  'Fortuner',
  'Seltos',
  'Sonet',
  'Kwid',
  'EcoSport',
  'Polo',
]);

/** How likely a demo car is `age` years old (relative weights). */
export const yearWeight = (age: number) =>
  age <= 0 ? 0.35 : age <= 2 ? 0.9 : age <= 6 ? 1.3 : age <= 10 ? 0.9 : 0.35;

/** Model years a demo car of `model` may have: its years on sale within the last 15 (2008 at the earliest). */
function yearsOf(model: ModelSeed, currentYear: number): number[] {
  const from = Math.max(model.years[0], currentYear - 15, 2008);
  const to = Math.min(model.years[1] ?? currentYear, currentYear);
  const out: number[] = [];
  for (let y = from; y <= to; y++) out.push(y);
  return out;
}

/** A demo car's make and model, and the model years it may have. */
export interface CarPick {
  make: MakeSeed;
  model: ModelSeed;
  years: number[];
}

/** Picks the make and model of the next demo car in `currentYear`. */
export function pickCar(rng: Rng, currentYear: number): CarPick {
  const makes = MAKES.filter((m) => m.models.some((mo) => yearsOf(mo, currentYear).length > 0));
  const make = rng.weighted(makes, (m) => MAKE_WEIGHTS[m.name] ?? 0.15);
  const models = make.models.filter((mo) => yearsOf(mo, currentYear).length > 0);
  const model = rng.weighted(
    models,
    // Cars over ₹1 crore new are rare on a used-car lot.
    (mo) =>
      (mo.active ? 3 : 1.5) *
      (POPULAR.has(mo.name) ? 2.5 : 1) *
      (mo.newPrice[1] > 10_000_000 ? 0.2 : 1),
  );
  return { make, model, years: yearsOf(model, currentYear) };
}
