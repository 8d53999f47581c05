/**
 * The database part of an inventory import, in one transaction: dealers
 * upserted by mobile, then the listings (each at its dealer's place) and
 * their photo rows, so a failure leaves no row behind.
 */
import type { Kysely, Transaction } from 'kysely';
import { listingPhotoRow } from '../../photos/listing-photo-files.ts';
import { photoKey } from '../../photos/store-car-photo.ts';
import { newRand, newShuffle } from '../random-ids.ts';
import type { Database } from '../schema.ts';
import type { PlannedPhoto } from './import-photos.ts';
import type { CarInput, DealerInput } from './import-validate.ts';

/** Rows per INSERT: well inside SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 100;

async function insertChunked<T extends keyof Database>(
  trx: Transaction<Database>,
  table: T,
  rows: Record<string, unknown>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

async function upsertDealers(trx: Transaction<Database>, dealers: DealerInput[], now: string) {
  for (let i = 0; i < dealers.length; i += CHUNK) {
    await trx
      .insertInto('dealers')
      .values(
        dealers.slice(i, i + CHUNK).map((d) => ({
          rand: newRand(),
          firm_name: d.firmName,
          mobile: d.mobile,
          mobile2: d.mobile2,
          address: d.address,
          state_id: d.stateId,
          city_id: d.cityId,
          gps_link: d.gpsLink,
          created_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.column('mobile').doUpdateSet((eb) => ({
          firm_name: eb.ref('excluded.firm_name'),
          mobile2: eb.ref('excluded.mobile2'),
          address: eb.ref('excluded.address'),
          state_id: eb.ref('excluded.state_id'),
          city_id: eb.ref('excluded.city_id'),
          gps_link: eb.ref('excluded.gps_link'),
        })),
      )
      .execute();
  }
}

type DealerPlace = { id: number; state_id: number; city_id: number; address: string };

async function dealersByMobile(trx: Transaction<Database>, mobiles: string[]) {
  const out = new Map<string, DealerPlace>();
  for (let i = 0; i < mobiles.length; i += 500) {
    const rows = await trx
      .selectFrom('dealers')
      .select(['id', 'mobile', 'state_id', 'city_id', 'address'])
      .where('mobile', 'in', mobiles.slice(i, i + 500))
      .execute();
    for (const r of rows) out.set(r.mobile, r);
  }
  return out;
}

function listingRow(car: CarInput, rand: string, dealer: DealerPlace, now: string) {
  return {
    rand,
    car_number: car.carNumber,
    vehicle_type_id: car.vehicleTypeId,
    make_id: car.makeId,
    model_id: car.modelId,
    variant_id: car.variantId,
    colour: car.colour,
    fuel_id: car.fuelId,
    gear_id: car.gearId,
    model_year: car.modelYear,
    km: car.km,
    owner: car.owner,
    seats: car.seats,
    cc: car.cc,
    price: car.price,
    insurance: car.insurance,
    insurance_type: car.insuranceType,
    insurance_end: car.insuranceEnd,
    sunroof: car.sunroof,
    feature_ids: car.featureIds.join(','),
    status: car.status,
    state_id: dealer.state_id,
    city_id: dealer.city_id,
    address: dealer.address,
    dealer_id: dealer.id,
    user_id: null,
    photo: null as string | null,
    share_card: null as string | null,
    shuffle: newShuffle(),
    created_at: now,
    updated_at: now,
  };
}

/** Writes `dealers` and `cars` (with their planned photos and share cards) in one transaction. */
export async function writeRows(
  db: Kysely<Database>,
  dealers: DealerInput[],
  cars: CarInput[],
  listingRands: Map<CarInput, string>,
  photosOf: Map<CarInput, PlannedPhoto[]>,
  cards: Map<CarInput, string>,
): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await upsertDealers(trx, dealers, now);
    const places = await dealersByMobile(trx, [...new Set(cars.map((c) => c.dealerMobile))]);
    const listingIds = new Map<string, number>();
    for (let i = 0; i < cars.length; i += CHUNK) {
      const rows = cars.slice(i, i + CHUNK).map((car) => {
        const row = listingRow(car, listingRands.get(car)!, places.get(car.dealerMobile)!, now);
        const main = photosOf.get(car)?.[0];
        row.photo = main ? photoKey(main.keyBase) : null;
        row.share_card = cards.get(car) ?? null;
        return row;
      });
      const inserted = await trx
        .insertInto('listings')
        .values(rows)
        .returning(['id', 'rand'])
        .execute();
      for (const r of inserted) listingIds.set(r.rand, r.id);
    }
    const photoRows = cars.flatMap((car) =>
      (photosOf.get(car) ?? []).map((p, sortOrder) =>
        listingPhotoRow(listingIds.get(listingRands.get(car)!)!, p, 'Exterior', sortOrder, now),
      ),
    );
    await insertChunked(trx, 'listing_photos', photoRows);
  });
}
