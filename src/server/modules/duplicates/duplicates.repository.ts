/**
 * The duplicate check's queries (docs/decisions/036-duplicate-photos.md):
 * a listing's seller, number and photo hashes, the hashes of live photos in
 * id order, live listings by normalised number, and the flags (migration
 * 0017). A listing's seller is the mobile it is listed under: its user's,
 * or its dealer's for dealer stock (a dealer's account has the dealer's
 * mobile: modules/cars/ownership.ts), so a dealer's own stock and their
 * own listings are one seller.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { FlagKind } from '../../db/tables/duplicate-tables.ts';
import type { ListingStatus } from '../../db/tables/listing-tables.ts';

/** A listing as the check sees it. */
export interface CheckedListing {
  id: number;
  status: ListingStatus;
  carNumber: string;
  /** The seller's mobile (user's, else dealer's); null when it has neither. */
  sellerMobile: string | null;
}

/** Listings `ids` with their sellers' mobiles (those that exist). */
export async function listingsWithSellers(db: Db, ids: number[]): Promise<CheckedListing[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('listings as l')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .leftJoin('dealers as d', 'd.id', 'l.dealer_id')
    .select([
      'l.id',
      'l.status',
      'l.car_number',
      'u.mobile as user_mobile',
      'd.mobile as dealer_mobile',
    ])
    .where('l.id', 'in', ids)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    carNumber: r.car_number,
    sellerMobile: r.user_mobile ?? r.dealer_mobile ?? null,
  }));
}

/** One hashed photo: its row id, listing, hash and when it was stored. */
export interface PhotoHash {
  id: number;
  listingId: number;
  phash: string;
  createdAt: string;
}

/** The hashed photos of listing `listingId` (photos stored before migration 0017 have none). */
export async function photoHashesOf(db: Db, listingId: number): Promise<PhotoHash[]> {
  const rows = await db
    .selectFrom('listing_photos')
    .select(['id', 'listing_id', 'phash', 'created_at'])
    .where('listing_id', '=', listingId)
    .where('phash', 'is not', null)
    .execute();
  return rows.map(toPhotoHash);
}

const toPhotoHash = (r: {
  id: number;
  listing_id: number;
  phash: string | null;
  created_at: string;
}): PhotoHash => ({
  id: r.id,
  listingId: r.listing_id,
  phash: r.phash as string,
  createdAt: r.created_at,
});

/**
 * Up to `limit` hashed photos of live ('UnSold') listings other than
 * `exceptListingId`, with photo ids above `afterId`, in id order (keyset
 * paging over the primary key).
 */
export async function liveHashesAfter(
  db: Db,
  afterId: number,
  limit: number,
  exceptListingId: number,
): Promise<PhotoHash[]> {
  const rows = await db
    .selectFrom('listing_photos as p')
    // CROSS JOIN: SQLite then walks the photos in id order (no sort of every
    // live photo per batch); PostgreSQL plans it as the inner join it is.
    .crossJoin('listings as l')
    .whereRef('l.id', '=', 'p.listing_id')
    .select(['p.id', 'p.listing_id', 'p.phash', 'p.created_at'])
    .where('p.id', '>', afterId)
    .where('p.phash', 'is not', null)
    .where('l.status', '=', 'UnSold')
    .where('p.listing_id', '!=', exceptListingId)
    .orderBy('p.id')
    .limit(limit)
    .execute();
  return rows.map(toPhotoHash);
}

/**
 * Live listings added before listing `beforeId` (lower ids) whose number,
 * upper-cased and without spaces and hyphens, is `normalised` (as the
 * importer matches numbers: rows stored in another spelling escape the
 * unique index).
 */
export async function earlierLiveListingIdsWithNumber(
  db: Db,
  normalised: string,
  beforeId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('listings as l')
    .select('l.id')
    .where('l.status', '=', 'UnSold')
    .where(sql<string>`replace(replace(upper(l.car_number), ' ', ''), '-', '')`, '=', normalised)
    .where('l.id', '<', beforeId)
    .execute();
  return rows.map((r) => r.id);
}

/** A flag to raise: listing `listingId` looks like `otherListingId`. */
export interface NewFlag {
  listingId: number;
  otherListingId: number;
  kind: FlagKind;
  distance: number | null;
}

/** Inserts `flags`; a pair and kind already flagged (open or resolved) is left as it is. Answers how many were new. */
export async function insertFlags(db: Db, flags: NewFlag[], nowIso: string): Promise<number> {
  let added = 0;
  for (const f of flags) {
    const result = await db
      .insertInto('listing_flags')
      .values({
        listing_id: f.listingId,
        other_listing_id: f.otherListingId,
        kind: f.kind,
        distance: f.distance,
        created_at: nowIso,
      })
      .onConflict((oc) => oc.columns(['listing_id', 'other_listing_id', 'kind']).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return added;
}

/** The ids of dealer `dealerId`'s live listings with numbers `carNumbers` (as stored: normalised). */
export async function dealerListingIds(
  db: Db,
  dealerId: number,
  carNumbers: string[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < carNumbers.length; i += 500) {
    const rows = await db
      .selectFrom('listings')
      .select('id')
      .where('dealer_id', '=', dealerId)
      .where('status', '=', 'UnSold')
      .where('car_number', 'in', carNumbers.slice(i, i + 500))
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}
