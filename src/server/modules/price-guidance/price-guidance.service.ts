/**
 * A car's price guidance (issue 45 part 2; docs/decisions/045-price-guidance.md):
 * its stored fair-price rating, its views and leads over the last
 * GUIDANCE_DAYS Indian days against similar cars' over the same days (as
 * "more than N in 10"), and the highest whole-thousand price that would rate
 * it 'Good price', found with the ratings sweep's own estimate (fair-price.ts)
 * over the same comparables, so that price rates Good once the sweep runs.
 */

import { istDate, istDayStart } from '#shared/ist.ts';
import { MSG } from '#shared/messages.ts';
import { MIN_COMPARABLES, type PriceRating } from '#shared/price-rating.ts';
import {
  GUIDANCE_DAYS,
  MIN_SIMILAR_CARS,
  type PriceGuidance,
  SIMILAR_PRICE_BAND,
  type SimilarBasis,
  type Standing,
} from '#shared/schemas/price-guidance.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { dealershipsFor } from '../cars/ownership.ts';
import { fairPrice, MAX_COMPARABLES, type RatedCar } from '../price-ratings/fair-price.ts';
import { priceRatingOf } from '../price-ratings/price-rating-of.ts';
import { modelListings } from '../price-ratings/price-ratings.repository.ts';
import { viewsByListing } from '../views/views.repository.ts';
import {
  findGuidedCar,
  type GuidedCar,
  leadsSince,
  sameBodyInBand,
  sameModelForSale,
} from './price-guidance.repository.ts';

const DAY_MS = 86_400_000;
/** Sold cars stay comparables this long (rate-models.ts' SOLD_WINDOW_MS), ms. */
const SOLD_WINDOW_MS = 90 * DAY_MS;
/** Ratings worse than Good, for which a Good price is worth showing. */
const ABOVE_GOOD: readonly string[] = ['Fair price', 'High price', 'Overpriced'];

/**
 * Car `rand` of the caller's dealerships where they may read the stock
 * (`readStock`). Throws AppError 403 (in no dealership), 404 (not theirs,
 * or unknown) or 400 (sold: guidance is for cars for sale).
 */
export async function guidedCar(db: Db, userId: number, rand: string): Promise<GuidedCar> {
  const dealers = await dealershipsFor(db, userId, 'readStock');
  const car = await findGuidedCar(
    db,
    dealers.map((d) => d.dealerId),
    rand,
  );
  if (!car) throw new AppError(404, MSG.carNotFound);
  if (car.status === 'Sold') throw new AppError(400, MSG.vehicleAlreadySold);
  return car;
}

/**
 * Where `own` stands among `others` (at least one): the tenths of them with
 * fewer ('more') or more ('fewer'), whichever is larger, rounded; 10 only
 * when all of them are; 'level' when the two round alike.
 */
export function standingAmong(own: number, others: number[]): Standing {
  const n = others.length;
  const below = others.filter((v) => v < own).length;
  const above = others.filter((v) => v > own).length;
  const tenths = (count: number) => {
    const t = Math.round((10 * count) / n);
    return t === 10 && count < n ? 9 : t;
  };
  const more = tenths(below);
  const fewer = tenths(above);
  if (more > fewer) return { Side: 'more', InTen: more };
  if (fewer > more) return { Side: 'fewer', InTen: fewer };
  return { Side: 'level', InTen: more };
}

/**
 * The fair price's comparables of `car` among `near` (fairPrice's pool:
 * within a model year, in the car's state when it has MIN_COMPARABLES,
 * the MAX_COMPARABLES most recently listed), for sale.
 */
function comparablesForSale(car: RatedCar, near: (RatedCar & { forSale: boolean })[]): number[] {
  const others = near.filter(
    (c) => c.id !== car.id && Math.abs(c.modelYear - car.modelYear) <= 1 && c.price > 0,
  );
  const sameState = others.filter((c) => c.stateId === car.stateId);
  const all = sameState.length >= MIN_COMPARABLES ? sameState : others;
  const pool = [...all].sort((a, b) => b.id - a.id).slice(0, MAX_COMPARABLES);
  return pool.filter((c) => c.forSale).map((c) => c.id);
}

/**
 * The highest whole-thousand price (rupees) below `car`'s that the sweep's
 * estimate over `near` rates 'Good price', or null when its price already
 * rates Good or Great, or it cannot be rated. The rating only worsens as the
 * price rises (the fair price does not depend on it), so a binary search.
 */
export function goodPriceFor(car: RatedCar, near: RatedCar[]): number | null {
  const ratingAt = (thousands: number): PriceRating | null =>
    fairPrice({ ...car, price: thousands * 1000 }, near).rating;
  const goodOrBetter = (thousands: number) => {
    const r = ratingAt(thousands);
    return r === 'Good price' || r === 'Great price';
  };
  if (ratingAt(0) === null) return null;
  let lo = 0;
  let hi = Math.floor(car.price / 1000);
  if (goodOrBetter(hi)) return null;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (goodOrBetter(mid)) lo = mid;
    else hi = mid;
  }
  const price = lo * 1000;
  return price < car.price && ratingAt(lo) === 'Good price' ? price : null;
}

/** The similar cars of `car` to compare with: the first basis with MIN_SIMILAR_CARS, else the widest tried. */
async function similarCars(
  db: Db,
  car: GuidedCar,
  near: (RatedCar & { forSale: boolean })[],
): Promise<{ basis: SimilarBasis; ids: number[] }> {
  const fromComparables = comparablesForSale(car, near);
  if (fromComparables.length >= MIN_SIMILAR_CARS)
    return { basis: 'model-year', ids: fromComparables };
  const sameModel = await sameModelForSale(db, car.modelId, car.id, MAX_COMPARABLES);
  if (sameModel.length >= MIN_SIMILAR_CARS) return { basis: 'model', ids: sameModel };
  const band = await sameBodyInBand(
    db,
    {
      vehicleTypeId: car.vehicleTypeId,
      body: car.body,
      low: Math.ceil(car.price * (1 - SIMILAR_PRICE_BAND)),
      high: Math.floor(car.price * (1 + SIMILAR_PRICE_BAND)),
      exceptId: car.id,
    },
    MAX_COMPARABLES,
  );
  return { basis: 'body-price', ids: band };
}

/** Price guidance for `car` (found by guidedCar) as of `now`. */
export async function priceGuidanceOf(db: Db, car: GuidedCar, now: Date): Promise<PriceGuidance> {
  const soldSince = new Date(now.getTime() - SOLD_WINDOW_MS).toISOString();
  const near = await modelListings(db, car.modelId, soldSince, [
    car.modelYear - 1,
    car.modelYear + 1,
  ]);
  const similar = await similarCars(db, car, near);
  // The window: today (IST) and the GUIDANCE_DAYS - 1 days before, from IST midnight.
  const from = new Date(istDayStart(now).getTime() - (GUIDANCE_DAYS - 1) * DAY_MS);
  const ids = [car.id, ...similar.ids];
  const [views, leads] = await Promise.all([
    viewsByListing(db, ids, istDate(from)),
    leadsSince(db, ids, from.toISOString()),
  ]);
  const own = { views: views.get(car.id) ?? 0, leads: leads.get(car.id) ?? 0 };
  const enough = similar.ids.length >= MIN_SIMILAR_CARS;
  const among = (counts: Map<number, number>, mine: number) =>
    enough
      ? standingAmong(
          mine,
          similar.ids.map((id) => counts.get(id) ?? 0),
        )
      : null;
  return {
    Rand: car.rand,
    Price: car.price,
    Rating: priceRatingOf(car),
    Days: GUIDANCE_DAYS,
    Views: own.views,
    Leads: own.leads,
    Similar: {
      Basis: similar.basis,
      Cars: similar.ids.length,
      Views: among(views, own.views),
      Leads: among(leads, own.leads),
    },
    GoodPrice:
      car.rating !== null && ABOVE_GOOD.includes(car.rating) ? goodPriceFor(car, near) : null,
  };
}
