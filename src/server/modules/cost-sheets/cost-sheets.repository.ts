/**
 * Cost sheets (issue 45 part 1; docs/decisions/044-cost-sheets.md;
 * migration 0033): a car's costs and margin, and the stock's sums. Callers
 * have found the car among the owner's dealerships first (cost-sheets.service.ts).
 */
import { sql } from 'kysely';
import { istDate } from '#shared/ist.ts';
import { type CostLine, type CostSheet, STOCK_AGE_STEPS } from '#shared/schemas/cost-sheet.ts';
import type { Db } from '../../db/database.ts';
import type { ListingCostRow } from '../../db/tables/cost-tables.ts';

const DAY_MS = 86_400_000;

/** Whole days from `from` (ISO date or time) to `now`, never below 0. */
const daysSince = (from: string, now: Date) => {
  // Whole Indian days: a day paid (YYYY-MM-DD) or a listing time counts from its IST date.
  const day = /^\d{4}-\d{2}-\d{2}$/.test(from) ? from : istDate(new Date(from));
  return Math.max(0, Math.round((Date.parse(istDate(now)) - Date.parse(day)) / DAY_MS));
};

/** The sheet of listing `car` (its id, asking price and listing time) at `now`. */
export async function costSheetOf(
  db: Db,
  car: { id: number; rand: string; price: number; created_at: string },
  now: Date,
): Promise<CostSheet> {
  const [rows, margin, sale] = await Promise.all([
    db
      .selectFrom('listing_costs')
      .select(['id', 'kind', 'amount', 'spent_on', 'note'])
      .where('listing_id', '=', car.id)
      .orderBy('spent_on')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('listing_margins')
      .select('margin')
      .where('listing_id', '=', car.id)
      .executeTakeFirst(),
    db
      .selectFrom('listing_sales')
      .select('sale_price')
      .where('listing_id', '=', car.id)
      .executeTakeFirst(),
  ]);
  const Lines: CostLine[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    amount: Number(r.amount),
    spentOn: r.spent_on,
    note: r.note,
  }));
  const NetCost = Lines.reduce((sum, l) => sum + l.amount, 0);
  const Margin = Number(margin?.margin ?? 0);
  const SoldPrice = sale ? Number(sale.sale_price) : null;
  const purchase = Lines.find((l) => l.kind === 'purchase');
  return {
    Rand: car.rand,
    Lines,
    NetCost,
    Margin,
    MinimumPrice: NetCost + Margin,
    Price: Number(car.price),
    SoldPrice,
    Profit: SoldPrice === null ? null : SoldPrice - NetCost,
    DaysInStock: daysSince(purchase?.spentOn ?? car.created_at, now),
  };
}

/** Adds a cost to listing `listingId`. */
export async function insertCost(db: Db, row: Omit<ListingCostRow, 'id'>): Promise<void> {
  await db.insertInto('listing_costs').values(row).execute();
}

/** Removes cost `id` of listing `listingId`; false when there is no such cost. */
export async function deleteCost(db: Db, listingId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('listing_costs')
    .where('id', '=', id)
    .where('listing_id', '=', listingId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Sets listing `listingId`'s margin (rupees). */
export async function saveMargin(
  db: Db,
  listingId: number,
  margin: number,
  nowIso: string,
): Promise<void> {
  await db
    .insertInto('listing_margins')
    .values({ listing_id: listingId, margin, updated_at: nowIso })
    .onConflict((oc) => oc.column('listing_id').doUpdateSet({ margin, updated_at: nowIso }))
    .execute();
}

/**
 * The cars for sale of dealers `dealerIds`: how many, their summed net cost
 * and asking prices, and how many sit in each STOCK_AGE_STEPS band (days
 * from the purchase's date, else from listing).
 */
export async function stockValue(db: Db, dealerIds: number[], now: Date) {
  if (dealerIds.length === 0) return { Cars: 0, NetCost: 0, Asking: 0, Ageing: [0, 0, 0, 0] };
  const rows = await db
    .selectFrom('listings as l')
    .select([
      'l.price',
      'l.created_at',
      (eb) =>
        eb
          .selectFrom('listing_costs as c')
          .select(sql<number>`coalesce(sum(c.amount), 0)`.as('s'))
          .whereRef('c.listing_id', '=', 'l.id')
          .as('cost'),
      (eb) =>
        eb
          .selectFrom('listing_costs as c')
          .select(sql<string>`min(c.spent_on)`.as('d'))
          .whereRef('c.listing_id', '=', 'l.id')
          .where('c.kind', '=', 'purchase')
          .as('bought'),
    ])
    .where('l.dealer_id', 'in', dealerIds)
    .where('l.status', '=', 'UnSold')
    .execute();
  const Ageing = [0, 0, 0, 0];
  let NetCost = 0;
  let Asking = 0;
  for (const r of rows) {
    NetCost += Number(r.cost ?? 0);
    Asking += Number(r.price);
    const days = daysSince(r.bought ?? r.created_at, now);
    const band = STOCK_AGE_STEPS.filter((step) => days >= step).length;
    Ageing[band] = (Ageing[band] ?? 0) + 1;
  }
  return { Cars: rows.length, NetCost, Asking, Ageing };
}
