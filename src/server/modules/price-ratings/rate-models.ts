/**
 * The ratings sweep (docs/decisions/032-price-ratings.md): rates again every
 * car for sale of each model marked out of date (migration 0011's trigger
 * marks a model whenever one of its listings is added, removed or changes
 * price, status, km, year, fuel, gear or state), comparing it with the
 * model's cars for sale and those sold in the last 90 days
 * (fair-price.ts). The server runs it shortly after start and then every
 * PRICE_RATING_SWEEP_SECONDS (default 300), so a new price is rated within
 * that time; every instance may run it (a model rated twice is rated the same).
 */
import type { Db } from '../../db/database.ts';
import { fairPrice } from './fair-price.ts';
import {
  markedModels,
  modelListings,
  type RatingRow,
  saveModelRatings,
} from './price-ratings.repository.ts';

/** Sold cars stay comparables this long, ms. */
const SOLD_WINDOW_MS = 90 * 86_400_000;
/** Models read per query of the marks. */
const BATCH = 50;

/** Rates model `modelId`'s cars for sale as of `now`; answers how many. */
export async function rateModel(db: Db, modelId: number, seq: number, now: Date): Promise<number> {
  const soldSince = new Date(now.getTime() - SOLD_WINDOW_MS).toISOString();
  const listings = await modelListings(db, modelId, soldSince);
  const byYear = Map.groupBy(listings, (l) => l.modelYear);
  const rows: RatingRow[] = [];
  for (const car of listings) {
    if (!car.forSale) continue;
    const near = [car.modelYear - 1, car.modelYear, car.modelYear + 1].flatMap(
      (y) => byYear.get(y) ?? [],
    );
    const fair = fairPrice(car, near);
    rows.push({
      listing_id: car.id,
      rating: fair.rating,
      fair_price: fair.fair,
      fair_low: fair.low,
      fair_high: fair.high,
      comparables: fair.comparables,
    });
  }
  await saveModelRatings(db, modelId, seq, rows, now.toISOString());
  return rows.length;
}

/**
 * Rates every marked model (reading the marks again until none is left, or
 * `maxModels` were rated); answers how many models and cars were rated.
 */
export async function rateMarkedModels(
  db: Db,
  now: () => Date = () => new Date(),
  maxModels = Number.POSITIVE_INFINITY,
): Promise<{ models: number; cars: number }> {
  let models = 0;
  let cars = 0;
  // In model id order, once each: a model marked again meanwhile waits for the next sweep.
  let after = 0;
  while (models < maxModels) {
    const marks = await markedModels(db, after, BATCH);
    if (marks.length === 0) break;
    for (const mark of marks) {
      if (models >= maxModels) break;
      after = mark.model_id;
      cars += await rateModel(db, mark.model_id, mark.seq, now());
      models++;
      // Leave the event loop to requests between models.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return { models, cars };
}
