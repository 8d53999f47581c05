/**
 * Rows of price guidance (issue 45 part 2; docs/decisions/045-price-guidance.md):
 * the guided car with its stored rating, the cars it is compared with
 * (fair-price comparables, then the same model, then the same body and
 * price band) and their views and leads since a day. The caller has found
 * the car among the caller's dealerships (price-guidance.service.ts); the
 * other cars are read only as counts, never answered one by one.
 */
import type { Db } from '../../db/database.ts';
import type { RatedCar } from '../price-ratings/fair-price.ts';

/** Ids per query: well under SQLite's and PostgreSQL's limits on parameters. */
const CHUNK = 500;

/** The car guided: what the estimate reads of it, its model's body and type, and its stored rating. */
export type GuidedCar = RatedCar & {
  rand: string;
  status: string;
  modelId: number;
  vehicleTypeId: number;
  body: string;
  /** price_ratings' columns (all null: not rated yet). */
  rating: string | null;
  fair_low: number | null;
  fair_high: number | null;
  comparables: number | null;
};

/** Car `rand` of dealers `dealerIds`, or undefined when it is not theirs (or unknown). */
export async function findGuidedCar(
  db: Db,
  dealerIds: number[],
  rand: string,
): Promise<GuidedCar | undefined> {
  if (dealerIds.length === 0) return undefined;
  const r = await db
    .selectFrom('listings as l')
    .innerJoin('fuels as f', 'f.id', 'l.fuel_id')
    .innerJoin('gears as g', 'g.id', 'l.gear_id')
    .innerJoin('models as md', 'md.id', 'l.model_id')
    .leftJoin('price_ratings as pr', 'pr.listing_id', 'l.id')
    .select([
      'l.id',
      'l.rand',
      'l.status',
      'l.price',
      'l.km',
      'l.model_year',
      'l.state_id',
      'l.model_id',
      'l.vehicle_type_id',
      'md.body',
      'f.name as fuel',
      'g.name as gear',
      'pr.rating',
      'pr.fair_low',
      'pr.fair_high',
      'pr.comparables',
    ])
    .where('l.rand', '=', rand)
    .where('l.dealer_id', 'in', dealerIds)
    .executeTakeFirst();
  if (!r) return undefined;
  return {
    id: r.id,
    rand: r.rand,
    status: r.status,
    price: Number(r.price),
    km: Number(r.km),
    modelYear: r.model_year,
    stateId: r.state_id,
    fuel: r.fuel,
    gear: r.gear,
    modelId: r.model_id,
    vehicleTypeId: r.vehicle_type_id,
    body: r.body,
    rating: r.rating,
    fair_low: r.fair_low,
    fair_high: r.fair_high,
    comparables: r.comparables,
  };
}

/** Up to `limit` cars for sale of model `modelId`, any year, but car `exceptId`; newest listed first. */
export async function sameModelForSale(
  db: Db,
  modelId: number,
  exceptId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('listings')
    .select('id')
    .where('status', '=', 'UnSold')
    .where('model_id', '=', modelId)
    .where('id', '!=', exceptId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Up to `limit` cars for sale of vehicle type `vehicleTypeId` whose model's
 * body is `body`, priced from `low` to `high` rupees, but car `exceptId`;
 * newest listed first.
 */
export async function sameBodyInBand(
  db: Db,
  band: { vehicleTypeId: number; body: string; low: number; high: number; exceptId: number },
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('listings as l')
    .innerJoin('models as md', 'md.id', 'l.model_id')
    .select('l.id')
    .where('l.status', '=', 'UnSold')
    .where('l.price', '>=', band.low)
    .where('l.price', '<=', band.high)
    .where('l.vehicle_type_id', '=', band.vehicleTypeId)
    .where('md.body', '=', band.body)
    .where('l.id', '!=', band.exceptId)
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Leads on each of `ids` made from `fromIso` (ISO time) on; every id answered, 0 when none. */
export async function leadsSince(
  db: Db,
  ids: number[],
  fromIso: string,
): Promise<Map<number, number>> {
  const out = new Map<number, number>(ids.map((id) => [id, 0]));
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('leads')
      .select(['listing_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('listing_id', 'in', part)
      .where('created_at', '>=', fromIso)
      .groupBy('listing_id')
      .execute();
    for (const r of rows) out.set(r.listing_id, Number(r.n));
  }
  return out;
}
