/**
 * A dealer's stock as the dealer workspace shows it (issue 12 item 2;
 * docs/decisions/025-dealer-workspace.md). Every query here is scoped to the
 * dealers the routes hand it: those where the caller's role allows the
 * action (modules/cars/ownership.ts, docs/decisions/040-dealer-team.md).
 */
import type { DealerCar, DealerInventoryQuery } from '#shared/schemas/dealer.ts';
import { containsText } from '../../db/contains-text.ts';
import type { Db } from '../../db/database.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { carTitleAndPath, listingsWithNames, photoUrls } from '../cars/cars.repository.ts';
import { priceRatingOf } from '../price-ratings/price-rating-of.ts';
import { viewsByListing } from '../views/views.repository.ts';

const DAY_MS = 86_400_000;

/**
 * Up to `limit` cars of dealers `dealerIds`, newest first, older than car
 * `query.before`, of `query.status`, matching `query.q` (in make, model,
 * variant or vehicle number, any letter case); each with its views, leads
 * , whole days listed as of `now` and fair-price badge.
 */
export async function dealerInventory(
  db: Db,
  storage: Pick<PhotoStorage, 'url'>,
  dealerIds: number[],
  query: DealerInventoryQuery,
  limit: number,
  now: Date,
): Promise<DealerCar[]> {
  if (dealerIds.length === 0) return [];
  let q = listingsWithNames(db)
    .innerJoin('fuels as f', 'f.id', 'l.fuel_id')
    .leftJoin('price_ratings as pr', 'pr.listing_id', 'l.id')
    .select([
      'l.id',
      'l.car_number',
      'l.km',
      'l.price',
      'l.photo',
      'l.status',
      'l.created_at',
      'f.name as fuel_name',
      'pr.rating',
      'pr.fair_low',
      'pr.fair_high',
      'pr.comparables',
    ])
    .where('l.dealer_id', 'in', dealerIds);
  if (query.status) q = q.where('l.status', '=', query.status);
  if (query.before !== undefined) q = q.where('l.id', '<', query.before);
  if (query.q) {
    const text = query.q;
    q = q.where((eb) =>
      eb.or(['mk.name', 'md.name', 'v.name', 'l.car_number'].map((c) => containsText(c, text))),
    );
  }
  const rows = await q.orderBy('l.id', 'desc').limit(limit).execute();
  const ids = rows.map((r) => r.id);
  const [leads, views] = await Promise.all([leadCounts(db, ids), viewsByListing(db, ids)]);
  return rows.map((r) => ({
    carid: r.id,
    Rand: r.rand,
    ...carTitleAndPath(r),
    carnumber: r.car_number,
    Photo: r.photo ? photoUrls(r.photo, storage).small : null,
    Price: Number(r.price),
    Km: Number(r.km),
    Fuel: r.fuel_name,
    CarStatus: r.status,
    Views: views.get(r.id) ?? 0,
    Leads: leads.get(r.id) ?? 0,
    DaysListed: Math.max(0, Math.floor((now.getTime() - Date.parse(r.created_at)) / DAY_MS)),
    pricerating: priceRatingOf(r),
  }));
}

/** Leads per listing of `ids`. */
async function leadCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('leads')
    .select((eb) => ['listing_id', eb.fn.countAll<number>().as('n')])
    .where('listing_id', 'in', ids)
    .groupBy('listing_id')
    .execute();
  return new Map(rows.map((r) => [r.listing_id, Number(r.n)]));
}

/** Cars for sale and sold among dealers `dealerIds`' stock. */
export async function dealerStockCounts(
  db: Db,
  dealerIds: number[],
): Promise<{ UnSold: number; Sold: number; Hidden: number }> {
  const counts = { UnSold: 0, Sold: 0, Hidden: 0 };
  if (dealerIds.length === 0) return counts;
  const rows = await db
    .selectFrom('listings')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .where('dealer_id', 'in', dealerIds)
    .groupBy('status')
    .execute();
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

/** Car `rand` of dealers `dealerIds` (its id, number, status and price), or undefined. */
export async function findDealerCar(db: Db, dealerIds: number[], rand: string) {
  if (dealerIds.length === 0) return undefined;
  return db
    .selectFrom('listings')
    .select(['id', 'car_number', 'status', 'price'])
    .where('rand', '=', rand)
    .where('dealer_id', 'in', dealerIds)
    .executeTakeFirst();
}
