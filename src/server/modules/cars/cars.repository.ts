/**
 * Car rows and their wire shapes (shapes in #shared/schemas/car.ts). The
 * only place listing rows become CarListItem and CarDetails: names are joined
 * from the catalogue, photo storage keys become URLs. A car's details are
 * built in car-details.repository.ts, sellers (DealerProfile, masked mobiles)
 * in sellers.repository.ts, related cars in related-cars.repository.ts.
 *
 * Photo keys (listings.photo, listing_photos.photo) name the JPEG, e.g.
 * "cars/<rand>/<id>.jpg", or its key base without ".jpg"; the card WebP is
 * `${base}-sm.webp` beside it (docs/decisions/004, photos/store-car-photo.ts).
 */

import { carDetailsPath } from '#shared/format.ts';
import { istDaysSince } from '#shared/listing-age.ts';
import { PHOTO_RENDITIONS } from '#shared/photo-renditions.ts';
import type { CarListItem } from '#shared/schemas/car.ts';
import { rtoCode } from '#shared/schemas/rto-code.ts';
import type { Db } from '../../db/database.ts';
import type { ListingStatus } from '../../db/tables/listing-tables.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { priceRatingOf } from '../price-ratings/price-rating-of.ts';

type Urls = Pick<PhotoStorage, 'url'>;

/** Key base of a stored photo key: "cars/x/y.jpg" and "cars/x/y" both give "cars/x/y". */
export function photoKeyBase(key: string): string {
  return key.replace(/\.jpe?g$/i, '');
}

/**
 * URLs of a stored photo (key or key base): its JPEG and its smallest WebP
 * rendition (400 px, the card's and thumbnail's `src`); the web app derives
 * the other renditions' URLs from the JPEG's (#shared/photo-renditions.ts).
 */
export function photoUrls(key: string, storage: Urls): { jpg: string; small: string } {
  const base = photoKeyBase(key);
  return {
    jpg: storage.url(`${base}.jpg`),
    small: storage.url(`${base}${PHOTO_RENDITIONS[0].suffix}`),
  };
}

/**
 * Listings (`l`) joined to their make (`mk`), model (`md`), variant (`v`)
 * and city (`c`), with the columns of NamedListing selected, for every query
 * that names a car; callers select the rest.
 */
export function listingsWithNames(db: Db) {
  return db
    .selectFrom('listings as l')
    .innerJoin('makes as mk', 'mk.id', 'l.make_id')
    .innerJoin('models as md', 'md.id', 'l.model_id')
    .innerJoin('variants as v', 'v.id', 'l.variant_id')
    .innerJoin('cities as c', 'c.id', 'l.city_id')
    .select([
      'l.rand',
      'l.model_year',
      'mk.name as make_name',
      'md.name as model_name',
      'v.name as variant_name',
      'c.name as city_name',
    ]);
}

/** The names a listing row of listingsWithNames carries (selected as these aliases). */
export interface NamedListing {
  rand: string;
  model_year: number;
  make_name: string;
  model_name: string;
  variant_name: string;
  city_name: string;
}

/** `r`'s title ("2019 Maruti Suzuki Swift LDi") and its car page's path (paths.car). */
export function carTitleAndPath(r: NamedListing): { Title: string; Path: string } {
  return {
    Title: `${r.model_year} ${r.make_name} ${r.model_name} ${r.variant_name}`,
    Path: carDetailsPath({
      Rand: r.rand,
      modelyear: r.model_year,
      companyid: r.make_name,
      carmodelid: r.model_name,
      variantid: r.variant_name,
      cityname: r.city_name,
    }),
  };
}

/** A car list item's query (joins and columns of ListItemRow): list items here, details in car-details.repository.ts. */
export function listItemQuery(db: Db) {
  return listingsWithNames(db)
    .innerJoin('fuels as f', 'f.id', 'l.fuel_id')
    .innerJoin('gears as g', 'g.id', 'l.gear_id')
    .innerJoin('states as s', 's.id', 'l.state_id')
    .leftJoin('price_ratings as pr', 'pr.listing_id', 'l.id')
    .select([
      'l.id',
      'l.car_number',
      'l.km',
      'l.owner',
      'l.price',
      'l.colour',
      'l.photo',
      'l.status',
      'f.name as fuel_name',
      'g.name as gear_name',
      's.name as state_name',
      'l.created_at',
      'pr.rating',
      'pr.fair_low',
      'pr.fair_high',
      'pr.comparables',
    ])
    .select((eb) =>
      eb
        .selectFrom('listing_prices as lp')
        .select('lp.old_price')
        .whereRef('lp.listing_id', '=', 'l.id')
        .orderBy('lp.id', 'desc')
        .limit(1)
        .as('previous_price'),
    );
}

type ListItemRow = NamedListing & {
  id: number;
  car_number: string;
  km: number;
  owner: number;
  price: number;
  colour: string;
  photo: string | null;
  status: ListingStatus;
  fuel_name: string;
  gear_name: string;
  state_name: string;
  created_at: string;
  /** The price before its latest change (listing_prices), or null when it never changed. */
  previous_price: number | string | null;
  /** Its fair-price rating (price_ratings); all null while it is not rated. */
  rating: string | null;
  fair_low: number | null;
  fair_high: number | null;
  comparables: number | null;
};

/**
 * Who a car answer is for: 'public' (anyone: the registration number shows as
 * its RTO code only, issue 44 part 1) or 'owner' (the seller's own list,
 * which needs the whole number for its calls).
 */
export type CarAudience = 'public' | 'owner';

/**
 * Row -> CarListItem (names for companyid/carmodelid/variantid/fueltypeid/gear;
 * photo URLs or null; days listed as of `now`, and the latest price drop).
 */
export function toCarListItem(
  row: ListItemRow,
  storage: Urls,
  now = new Date(),
  audience: CarAudience = 'public',
): CarListItem {
  const photo = row.photo ? photoUrls(row.photo, storage) : null;
  const previous = row.previous_price === null ? null : Number(row.previous_price);
  return {
    id: row.id,
    carid: row.id,
    Rand: row.rand,
    // Only the RTO code leaves in a public answer (issue 44 part 1).
    carnumber: audience === 'owner' ? row.car_number : rtoCode(row.car_number),
    modelyear: row.model_year,
    companyid: row.make_name,
    carmodelid: row.model_name,
    variantid: row.variant_name,
    nSaleprice: Number(row.price),
    km: Number(row.km),
    owner: row.owner,
    fueltypeid: row.fuel_name,
    gear: row.gear_name,
    colour: row.colour,
    carphoto: photo?.jpg ?? null,
    carphotosmall: photo?.small ?? null,
    CarStatus: row.status,
    cityname: row.city_name,
    statename: row.state_name,
    listeddays: istDaysSince(row.created_at, now),
    pricedrop: previous !== null && previous > Number(row.price) ? previous - Number(row.price) : 0,
    pricerating: priceRatingOf(row),
  };
}

/** Car list items for `ids`, in the order of `ids` (missing ids are skipped). */
export async function listCarsByIds(
  db: Db,
  ids: number[],
  storage: Urls,
  audience: CarAudience = 'public',
): Promise<CarListItem[]> {
  if (ids.length === 0) return [];
  const rows = await listItemQuery(db).where('l.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const now = new Date();
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCarListItem(row, storage, now, audience)] : [];
  });
}
