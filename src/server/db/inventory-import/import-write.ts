/**
 * The database part of an inventory import, in one transaction: dealers
 * upserted by mobile, then the listings (each at its dealer's place) and
 * their photo rows, so a failure leaves no row behind. A car that updates
 * one of its dealer's unsold listings (docs/decisions/024-dealer-import.md)
 * rewrites that row's fields and replaces its photos and share card; the old
 * files are handed back, to be deleted once the transaction has committed.
 */
import type { Kysely, Transaction } from 'kysely';
import { listingPhotoRow } from '../../photos/listing-photo-files.ts';
import { photoKey } from '../../photos/store-car-photo.ts';
import { newRand, newShuffle } from '../random-ids.ts';
import type { Database } from '../schema.ts';
import { ImportError, importProblem } from './import-error.ts';
import type { PlannedPhoto } from './import-photos.ts';
import type { CarInput, DealerInput, ListingToUpdate } from './import-validate.ts';

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

/** The key base of a stored JPEG or share card key ("cars/x/y.jpg" -> "cars/x/y"). */
const keyBaseOf = (key: string) => key.replace(/\.jpg$/, '');

/**
 * Rewrites listing `target` from `row` (its fields, place, main photo and
 * share card; its rand, shuffle, creation time and owner stay) and drops its
 * photo rows. Answers the key bases of its old files (photos and share
 * card). Throws ImportError when the listing is no longer its dealer's
 * unsold listing (sold or removed since the check).
 */
async function rewriteListing(
  trx: Transaction<Database>,
  car: CarInput,
  target: ListingToUpdate,
  row: ReturnType<typeof listingRow>,
): Promise<string[]> {
  const old = await trx
    .selectFrom('listings')
    .select(['photo', 'share_card'])
    .where('id', '=', target.id)
    .executeTakeFirst();
  const { rand: _rand, shuffle: _shuffle, created_at: _created, user_id: _user, ...change } = row;
  const result = await trx
    .updateTable('listings')
    .set(change)
    .where('id', '=', target.id)
    .where('dealer_id', '=', row.dealer_id)
    .where('status', '=', 'UnSold')
    .executeTakeFirst();
  if (!old || Number(result.numUpdatedRows) !== 1) {
    throw new ImportError([
      importProblem(
        'cars.csv',
        car.line,
        'car_number',
        `${car.carNumber} was sold or removed while importing; please import again`,
      ),
    ]);
  }
  const photos = await trx
    .deleteFrom('listing_photos')
    .where('listing_id', '=', target.id)
    .returning('photo')
    .execute();
  const keys = [...photos.map((p) => p.photo), old.photo, old.share_card];
  return [...new Set(keys.filter((k): k is string => k !== null).map(keyBaseOf))];
}

/**
 * Writes `dealers` and `cars` (with their planned photos and share cards) in
 * one transaction; a car in `updates` rewrites that listing instead of
 * adding one. Answers the key bases of the files the updated listings no
 * longer use (delete them after this resolves). Throws ImportError when a
 * listing to update changed meanwhile; nothing is then written.
 */
export async function writeRows(
  db: Kysely<Database>,
  dealers: DealerInput[],
  cars: CarInput[],
  listingRands: Map<CarInput, string>,
  photosOf: Map<CarInput, PlannedPhoto[]>,
  cards: Map<CarInput, string>,
  updates: ReadonlyMap<CarInput, ListingToUpdate> = new Map(),
): Promise<string[]> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    await upsertDealers(trx, dealers, now);
    const places = await dealersByMobile(trx, [...new Set(cars.map((c) => c.dealerMobile))]);
    const rowOf = (car: CarInput) => {
      const row = listingRow(car, listingRands.get(car)!, places.get(car.dealerMobile)!, now);
      const main = photosOf.get(car)?.[0];
      row.photo = main ? photoKey(main.keyBase) : null;
      row.share_card = cards.get(car) ?? null;
      return row;
    };
    const listingIds = new Map<string, number>();
    const added = cars.filter((car) => !updates.has(car));
    for (let i = 0; i < added.length; i += CHUNK) {
      const inserted = await trx
        .insertInto('listings')
        .values(added.slice(i, i + CHUNK).map(rowOf))
        .returning(['id', 'rand'])
        .execute();
      for (const r of inserted) listingIds.set(r.rand, r.id);
    }
    const oldFiles: string[] = [];
    for (const [car, target] of updates) {
      oldFiles.push(...(await rewriteListing(trx, car, target, rowOf(car))));
      listingIds.set(target.rand, target.id);
    }
    const photoRows = cars.flatMap((car) =>
      (photosOf.get(car) ?? []).map((p, sortOrder) =>
        listingPhotoRow(listingIds.get(listingRands.get(car)!)!, p, 'Exterior', sortOrder, now),
      ),
    );
    await insertChunked(trx, 'listing_photos', photoRows);
    return oldFiles;
  });
}
