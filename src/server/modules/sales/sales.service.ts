/**
 * Closing a dealer's sale (issue 45 part 3; docs/decisions/044-cost-sheets.md#sales):
 * records the buyer, the price, the payment mode and the car's engine and
 * chassis numbers as the car is marked sold (one transaction), moves its
 * RC transfer on, and gathers what its papers say (with the dealership's
 * GSTIN). Every call finds the car among the dealerships where the
 * caller may manage cars (owners and managers; 403 for anyone else, 404
 * for a car of anyone else).
 */
import { istDate } from '#shared/ist.ts';
import { MSG } from '#shared/messages.ts';
import { rtoCode } from '#shared/schemas/rto-code.ts';
import { RC_SUBMIT_DAYS, type RcStage, type Sale, type SaleValues } from '#shared/schemas/sale.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { dealershipsFor } from '../cars/ownership.ts';
import { rtoPlace } from '../cars/rto-places.ts';
import type { SaleFacts } from './papers.ts';

const DAY_MS = 86_400_000;

/** The papers' words (English, as their labels) for the ID types and payment modes. */
const ID_LABELS: Record<string, string> = {
  aadhaar: 'Aadhaar',
  pan: 'PAN',
  'driving-licence': 'Driving licence',
  'voter-id': 'Voter ID',
  passport: 'Passport',
};
const PAYMENT_LABELS: Record<string, string> = {
  cash: 'Cash',
  upi: 'UPI',
  'bank-transfer': 'Bank transfer',
  cheque: 'Cheque',
  loan: 'Loan',
};

/** Car `rand` of the dealerships where user `userId` may manage cars (403, 404). */
async function saleCar(db: Db, userId: number, rand: string) {
  const ids = (await dealershipsFor(db, userId, 'manageCar')).map((d) => d.dealerId);
  const car = await db
    .selectFrom('listings')
    .select(['id', 'status'])
    .where('rand', '=', rand)
    .where('dealer_id', 'in', ids)
    .executeTakeFirst();
  if (!car) throw new AppError(404, MSG.carNotFound);
  return car;
}

/**
 * Sells car `form.Rand` to its buyer at `now`, with its engine and chassis
 * numbers when given (uppercase, checked by SaleFormSchema); 400 when it is
 * sold already.
 */
export async function sellCar(db: Db, userId: number, form: SaleValues, now: Date) {
  const car = await saleCar(db, userId, form.Rand);
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('listings')
      .set({ status: 'Sold', updated_at: nowIso, hidden_reason: null, hidden_at: null })
      .where('id', '=', car.id)
      .where('status', 'in', ['UnSold', 'Hidden'])
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) throw new AppError(400, MSG.vehicleAlreadySold);
    await trx
      .insertInto('listing_sales')
      .values({
        listing_id: car.id,
        buyer_name: form.buyerName,
        buyer_mobile: form.buyerMobile,
        buyer_address: form.buyerAddress,
        id_type: form.idType ?? null,
        id_number: form.idType ? (form.idNumber ?? null) : null,
        sale_price: form.salePrice,
        payment_mode: form.paymentMode,
        engine_number: form.engineNumber ?? null,
        chassis_number: form.chassisNumber ?? null,
        rc_stage: 'signed',
        rc_changed_at: nowIso,
        sold_by: userId,
        sold_at: nowIso,
      })
      .execute();
  });
}

/** The recorded sale of car `rand` (404 when it has none). */
async function saleRow(db: Db, userId: number, rand: string) {
  const car = await saleCar(db, userId, rand);
  const sale = await db
    .selectFrom('listing_sales')
    .selectAll()
    .where('listing_id', '=', car.id)
    .executeTakeFirst();
  if (!sale) throw new AppError(404, MSG.saleNotFound);
  return { car, sale };
}

/** The sale of car `rand` as the workspace shows it, at `now`. */
export async function saleOf(db: Db, userId: number, rand: string, now: Date): Promise<Sale> {
  const { sale } = await saleRow(db, userId, rand);
  const due = new Date(Date.parse(sale.sold_at) + RC_SUBMIT_DAYS * DAY_MS);
  return {
    BuyerName: sale.buyer_name,
    BuyerMobile: sale.buyer_mobile,
    SalePrice: Number(sale.sale_price),
    PaymentMode: sale.payment_mode as Sale['PaymentMode'],
    SoldAt: sale.sold_at,
    RcStage: sale.rc_stage as RcStage,
    RcDue: istDate(due),
    RcOverdue: sale.rc_stage === 'signed' && now > due,
    EngineNumber: sale.engine_number,
    ChassisNumber: sale.chassis_number,
  };
}

/** Moves car `rand`'s RC transfer to `stage`. */
export async function setRcStage(db: Db, userId: number, rand: string, stage: RcStage, now: Date) {
  const { car } = await saleRow(db, userId, rand);
  await db
    .updateTable('listing_sales')
    .set({ rc_stage: stage, rc_changed_at: now.toISOString() })
    .where('listing_id', '=', car.id)
    .execute();
}

/** What car `rand`'s papers say: the dealership's GSTIN and the car's numbers too, null when not kept. */
export async function saleFacts(db: Db, userId: number, rand: string): Promise<SaleFacts> {
  const { car, sale } = await saleRow(db, userId, rand);
  const row = await db
    .selectFrom('listings as l')
    .innerJoin('dealers as d', 'd.id', 'l.dealer_id')
    .innerJoin('cities as c', 'c.id', 'd.city_id')
    .innerJoin('states as s', 's.id', 'd.state_id')
    .innerJoin('makes as mk', 'mk.id', 'l.make_id')
    .innerJoin('models as md', 'md.id', 'l.model_id')
    .innerJoin('variants as v', 'v.id', 'l.variant_id')
    .select([
      'd.firm_name',
      'd.address',
      'd.mobile',
      'd.gstin',
      'c.name as city',
      's.name as state',
      'mk.name as make',
      'md.name as model',
      'v.name as variant',
      'l.car_number',
      'l.colour',
      'l.km',
      'l.model_year',
    ])
    .where('l.id', '=', car.id)
    .executeTakeFirstOrThrow();
  const code = rtoCode(row.car_number);
  const sold = istDate(new Date(sale.sold_at));
  return {
    dealer: {
      name: row.firm_name,
      address: `${row.address}, ${row.city}, ${row.state}`,
      mobile: row.mobile,
      gstin: row.gstin,
    },
    buyer: {
      name: sale.buyer_name,
      address: sale.buyer_address,
      mobile: sale.buyer_mobile,
      id: sale.id_type
        ? `${ID_LABELS[sale.id_type] ?? sale.id_type} ${sale.id_number ?? ''}`.trim()
        : null,
    },
    car: {
      number: row.car_number,
      title: `${row.make} ${row.model} ${row.variant}`,
      colour: row.colour,
      km: Number(row.km),
      year: Number(row.model_year),
      rto: [code, rtoPlace(code)].filter(Boolean).join(', '),
      engine: sale.engine_number,
      chassis: sale.chassis_number,
    },
    price: Number(sale.sale_price),
    paymentMode: PAYMENT_LABELS[sale.payment_mode] ?? sale.payment_mode,
    date: sold.split('-').reverse().join('/'),
  };
}
