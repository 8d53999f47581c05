/**
 * A car's details (CarDetails, GET /api/Carmaster/GetdetailsofCarsbyRandomid):
 * its list item (cars.repository.ts) with its exterior photos, features,
 * sellers (sellers.repository.ts) and related cars.
 */

import type { CarDetails } from '#shared/schemas/car.ts';
import { rtoCode } from '#shared/schemas/rto-code.ts';
import type { Db } from '../../db/database.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { openReportCount } from '../reports/reports.repository.ts';
import {
  listCarsByIds,
  listItemQuery,
  photoKeyBase,
  photoUrls,
  toCarListItem,
} from './cars.repository.ts';
import { relatedCarIds } from './related-cars.repository.ts';
import { rtoPlace } from './rto-places.ts';
import { sellerProfilesOf } from './sellers.repository.ts';

type Urls = Pick<PhotoStorage, 'url'>;

/** Exterior photos of a listing, main photo first, as catlogephotolist items. */
async function catalogPhotos(
  db: Db,
  listing: { id: number; rand: string; car_number: string; photo: string | null },
  storage: Urls,
): Promise<CarDetails['catlogephotolist']> {
  const rows = await db
    .selectFrom('listing_photos')
    .select(['rand', 'photo'])
    .where('listing_id', '=', listing.id)
    .where('image_type', '=', 'Exterior')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const main = listing.photo ? [{ rand: listing.rand, photo: listing.photo }] : [];
  const mainBase = listing.photo ? photoKeyBase(listing.photo) : undefined;
  const extra = rows.filter((r) => photoKeyBase(r.photo) !== mainBase);
  return [...main, ...extra].map((r) => {
    const urls = photoUrls(r.photo, storage);
    return {
      Rand: r.rand,
      carphoto: urls.jpg,
      carphotosmall: urls.small,
      carnumber: rtoCode(listing.car_number),
    };
  });
}

/** Feature ids "3,7,12" -> [{ label: name, value: id }] in the listing's order (unknown ids skipped). */
async function featureItems(db: Db, featureIds: string): Promise<CarDetails['Listidjson']> {
  const ids = featureIds
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('features')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return [...new Set(ids)].flatMap((id) => {
    const name = byId.get(id);
    return name ? [{ label: name, value: String(id) }] : [];
  });
}

/** The listing with `rand` and what its detail page needs, or undefined. */
export async function findListingByRand(db: Db, rand: string) {
  return listItemQuery(db)
    .innerJoin('vehicle_types as vt', 'vt.id', 'l.vehicle_type_id')
    .select([
      'l.seats',
      'l.cc',
      'l.insurance',
      'l.insurance_type',
      'l.insurance_end',
      'l.sunroof',
      'l.vehicle_type_id',
      'vt.name as vehicle_type_name',
      'l.state_id',
      'l.city_id',
      'l.address',
      'l.feature_ids',
      'l.dealer_id',
      'l.user_id',
      'l.make_id',
      'l.model_id',
      'l.share_card',
      'l.updated_at',
    ])
    .where('l.rand', '=', rand)
    .executeTakeFirst();
}

export type ListingDetailsRow = NonNullable<Awaited<ReturnType<typeof findListingByRand>>>;

/**
 * The full CarDetails of `row` (GetdetailsofCarsbyRandomid; docs/product.md#car,
 * #home-and-search-calls):
 * catalogue photos (Exterior, main first), features, the dealer profile with
 * masked mobiles, related cars.
 */
export async function carDetailsOf(
  db: Db,
  row: ListingDetailsRow,
  storage: Urls,
): Promise<CarDetails> {
  const [catlogephotolist, Listidjson, dealerprofilelist, relatedIds, reports] = await Promise.all([
    catalogPhotos(db, row, storage),
    featureItems(db, row.feature_ids),
    sellerProfilesOf(db, { dealerId: row.dealer_id, userId: row.user_id }, row.city_name, true),
    relatedCarIds(db, {
      id: row.id,
      model_id: row.model_id,
      make_id: row.make_id,
      price: Number(row.price),
    }),
    openReportCount(db, row.id),
  ]);
  return {
    ...toCarListItem(row, storage),
    seatingcapicity: row.seats,
    nCc: row.cc,
    insurance: row.insurance,
    nInsurancetype: row.insurance_type,
    insuranceendtdate: row.insurance_end,
    nSunRoof: row.sunroof,
    vehicleid: row.vehicle_type_id,
    vehiclename: row.vehicle_type_name,
    stateid: row.state_id,
    cityid: row.city_id,
    Address: row.address,
    Photoname: row.photo ? `${photoKeyBase(row.photo).split('/').at(-1)}.jpg` : null,
    sharecard: row.share_card ? storage.url(row.share_card) : null,
    catlogephotolist,
    Listidjson,
    carmodellist: await listCarsByIds(db, relatedIds, storage),
    dealerprofilelist,
    reported: reports > 0,
    rtoPlace: rtoPlace(rtoCode(row.car_number)),
  };
}
