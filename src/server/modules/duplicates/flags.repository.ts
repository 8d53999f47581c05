/**
 * The console's flagged list (issue 25 part 4, docs/moderation.md): open
 * duplicate flags, oldest first, and an operator's resolution of one. The
 * moderation console calls these; raising flags is duplicates.service.ts's.
 */
import type { Db } from '../../db/database.ts';
import type { FlagKind } from '../../db/tables/duplicate-tables.ts';
import type { ListingStatus } from '../../db/tables/listing-tables.ts';

/** One open flag as the console shows it. */
export interface OpenFlag {
  id: number;
  kind: FlagKind;
  /** 'photo': the Hamming distance of the closest pair of photos (0 to 8); else null. */
  distance: number | null;
  createdAt: string;
  /** The flagged listing: its public id, "year make model", status and seller. */
  listingRand: string;
  title: string;
  status: ListingStatus;
  /** The seller's mobile (the user's, else the dealer's) and name (profile name, else the firm's). */
  sellerMobile: string | null;
  sellerName: string | null;
  /** The other seller's listing it looks like; null once that listing is deleted. */
  otherRand: string | null;
}

/** Open flags, oldest first (then by id), at most `limit`. */
export async function listOpenFlags(db: Db, options: { limit: number }): Promise<OpenFlag[]> {
  const rows = await db
    .selectFrom('listing_flags as f')
    .innerJoin('listings as l', 'l.id', 'f.listing_id')
    .innerJoin('makes as mk', 'mk.id', 'l.make_id')
    .innerJoin('models as md', 'md.id', 'l.model_id')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .leftJoin('profiles as pr', 'pr.user_id', 'l.user_id')
    .leftJoin('dealers as d', 'd.id', 'l.dealer_id')
    .leftJoin('listings as o', 'o.id', 'f.other_listing_id')
    .select([
      'f.id',
      'f.kind',
      'f.distance',
      'f.created_at',
      'l.rand',
      'l.model_year',
      'l.status',
      'mk.name as make_name',
      'md.name as model_name',
      'u.mobile as user_mobile',
      'pr.name as profile_name',
      'd.mobile as dealer_mobile',
      'd.firm_name',
      'o.rand as other_rand',
    ])
    .where('f.resolved_at', 'is', null)
    .orderBy('f.created_at')
    .orderBy('f.id')
    .limit(options.limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    distance: r.distance,
    createdAt: r.created_at,
    listingRand: r.rand,
    title: `${r.model_year} ${r.make_name} ${r.model_name}`,
    status: r.status,
    sellerMobile: r.user_mobile ?? r.dealer_mobile ?? null,
    sellerName: r.profile_name || r.firm_name || null,
    otherRand: r.other_rand ?? null,
  }));
}

/**
 * Closes open flag `flagId` as operator `operatorUserId` decided
 * (`resolution`, e.g. 'dismissed' or 'hidden'). Answers false when there is
 * no such open flag (unknown, or resolved already: the first resolution stands).
 */
export async function resolveFlag(
  db: Db,
  flagId: number,
  operatorUserId: number,
  resolution: string,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('listing_flags')
    .set({ resolved_at: now.toISOString(), resolved_by: operatorUserId, resolution })
    .where('id', '=', flagId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
