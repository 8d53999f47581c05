/**
 * A dealer's register of vehicles (issue 45 part 4; CMVR rule 55A, in force
 * since April 2023; docs/decisions/044-cost-sheets.md#sales): every car the
 * dealership held at some time from `from` to `to` (taken in on or before
 * `to`, not sold before `from`), with its registration number, make, model
 * and variant, the engine and chassis numbers (a sold car's, as its sale
 * recorded them; blank otherwise), the day it was taken in (its purchase's day, else the day it was
 * listed), the day it was sold and to whom. As CSV for a spreadsheet; as
 * PDF to print in stock-register-pdf.ts, from the same rows.
 */
import { IST_OFFSET_MS } from '#shared/ist.ts';
import type { Db } from '../../db/database.ts';
import { safeCell, spreadsheetCsv } from '../../http/spreadsheet-csv.ts';

const HEADER = [
  'Registration number',
  'Make',
  'Model',
  'Variant',
  'Engine number',
  'Chassis number',
  'Taken in',
  'Sold on',
  'Buyer',
  'Buyer address',
];

/** The IST day (YYYY-MM-DD) of ISO time or day `iso`. */
const istDay = (iso: string) =>
  iso.length === 10 ? iso : new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 10);

/** One car of the register: its days are IST days (YYYY-MM-DD); unsold, `soldOn` is ''. */
export interface RegisterRow {
  carNumber: string;
  make: string;
  model: string;
  variant: string;
  /** A sold car's engine and chassis numbers as the sale recorded them; '' when none were. */
  engineNumber: string;
  chassisNumber: string;
  takenIn: string;
  soldOn: string;
  /** The buyer's name and address as the sale recorded them; '' when none was. */
  buyerName: string;
  buyerAddress: string;
}

/**
 * The cars of dealers `dealerIds` held at some time from `range.from` to
 * `range.to` (IST days, YYYY-MM-DD), oldest taken in first; none is [].
 */
export async function stockRegisterRows(
  db: Db,
  dealerIds: number[],
  range: { from: string; to: string },
): Promise<RegisterRow[]> {
  const rows = await db
    .selectFrom('listings as l')
    .innerJoin('makes as mk', 'mk.id', 'l.make_id')
    .innerJoin('models as md', 'md.id', 'l.model_id')
    .innerJoin('variants as v', 'v.id', 'l.variant_id')
    .leftJoin('listing_sales as s', 's.listing_id', 'l.id')
    .select([
      'l.car_number',
      'l.status',
      'l.created_at',
      'l.updated_at',
      'mk.name as make',
      'md.name as model',
      'v.name as variant',
      's.sold_at',
      's.buyer_name',
      's.buyer_address',
      's.engine_number',
      's.chassis_number',
      (eb) =>
        eb
          .selectFrom('listing_costs as c')
          .select((e) => e.fn.min('c.spent_on').as('d'))
          .whereRef('c.listing_id', '=', 'l.id')
          .where('c.kind', '=', 'purchase')
          .as('bought_on'),
    ])
    .where('l.dealer_id', 'in', dealerIds)
    .orderBy('l.id')
    .execute();
  return rows
    .map((r): RegisterRow => {
      const soldAt = r.sold_at ?? (r.status === 'Sold' ? r.updated_at : null);
      return {
        carNumber: r.car_number,
        make: r.make,
        model: r.model,
        variant: r.variant,
        engineNumber: r.engine_number ?? '',
        chassisNumber: r.chassis_number ?? '',
        takenIn: r.bought_on ? String(r.bought_on) : istDay(r.created_at),
        soldOn: soldAt ? istDay(soldAt) : '',
        buyerName: r.buyer_name ?? '',
        buyerAddress: r.buyer_address ?? '',
      };
    })
    .filter(({ takenIn, soldOn }) => takenIn <= range.to && (!soldOn || soldOn >= range.from))
    .sort((a, b) => a.takenIn.localeCompare(b.takenIn));
}

/** The register of dealers `dealerIds` from `from` to `to` (IST days) as CSV, oldest taken in first. */
export async function stockRegisterCsv(
  db: Db,
  dealerIds: number[],
  range: { from: string; to: string },
): Promise<string> {
  const lines = (await stockRegisterRows(db, dealerIds, range)).map((r) => [
    safeCell(r.carNumber),
    safeCell(r.make),
    safeCell(r.model),
    safeCell(r.variant),
    safeCell(r.engineNumber),
    safeCell(r.chassisNumber),
    r.takenIn,
    r.soldOn,
    safeCell(r.buyerName),
    safeCell(r.buyerAddress),
  ]);
  return spreadsheetCsv(HEADER, lines);
}
