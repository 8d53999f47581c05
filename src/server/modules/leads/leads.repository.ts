/** Lead rows (spec 7 AddLeadQRCode; decisions.md "Privacy and abuse"). */
import { normaliseCarNumber } from '#shared/schemas/listing.ts';
import type { Db } from '../../db/database.ts';
import type { ListingStatus } from '../../db/schema.ts';

/** The listing a lead is about, with what the seller's notice names. */
export interface LeadListing {
  id: number;
  rand: string;
  status: ListingStatus;
  /** The seller: a dealer, or the user who listed the car (Sell Your Car). */
  dealerId: number | null;
  userId: number | null;
  carNumber: string;
  title: string;
  cityName: string;
}

function leadListingQuery(db: Db) {
  return db
    .selectFrom('listings as l')
    .innerJoin('makes as mk', 'mk.id', 'l.make_id')
    .innerJoin('models as md', 'md.id', 'l.model_id')
    .innerJoin('variants as v', 'v.id', 'l.variant_id')
    .innerJoin('cities as c', 'c.id', 'l.city_id')
    .select([
      'l.id',
      'l.rand',
      'l.status',
      'l.dealer_id',
      'l.user_id',
      'l.car_number',
      'l.model_year',
      'mk.name as make_name',
      'md.name as model_name',
      'v.name as variant_name',
      'c.name as city_name',
    ]);
}

type LeadListingRow = Awaited<ReturnType<ReturnType<typeof leadListingQuery>['execute']>>[number];

const toLeadListing = (r: LeadListingRow): LeadListing => ({
  id: r.id,
  rand: r.rand,
  status: r.status,
  dealerId: r.dealer_id,
  userId: r.user_id,
  carNumber: r.car_number,
  title: `${r.model_year} ${r.make_name} ${r.model_name} ${r.variant_name}`,
  cityName: r.city_name,
});

/**
 * The listing a lead names: by `rand` when given (any status), else by car
 * number (normalised as the importer stores it: upper case, no spaces or hyphens),
 * preferring an unsold listing, newest first. Undefined when none matches.
 */
export async function findLeadListing(
  db: Db,
  by: { rand?: string; carNumber: string },
): Promise<LeadListing | undefined> {
  if (by.rand !== undefined) {
    const row = await leadListingQuery(db).where('l.rand', '=', by.rand).executeTakeFirst();
    return row ? toLeadListing(row) : undefined;
  }
  const number = normaliseCarNumber(by.carNumber);
  const unsold = await leadListingQuery(db)
    .where('l.car_number', '=', number)
    .where('l.status', '=', 'UnSold')
    .orderBy('l.id', 'desc')
    .executeTakeFirst();
  const row =
    unsold ??
    (await leadListingQuery(db)
      .where('l.car_number', '=', number)
      .orderBy('l.id', 'desc')
      .executeTakeFirst());
  return row ? toLeadListing(row) : undefined;
}

/** True when `mobile` left a lead for listing `listingId` at or after `sinceIso` (index leads_listing_mobile). */
export async function hasLeadSince(
  db: Db,
  listingId: number,
  mobile: string,
  sinceIso: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('leads')
    .select('id')
    .where('listing_id', '=', listingId)
    .where('mobile', '=', mobile)
    .where('created_at', '>=', sinceIso)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A lead to store. Times are ISO 8601 (UTC). */
export interface NewLead {
  listingId: number;
  dealerId: number | null;
  name: string;
  mobile: string;
  remarks: string;
  leadType: string;
  createdAt: string;
}

/**
 * Stores `lead` unless the same mobile left one for the same listing at or
 * after `repeatSinceIso`; checks and inserts in one transaction. Answers
 * 'created' or 'repeat'.
 */
export async function insertLeadUnlessRepeat(
  db: Db,
  lead: NewLead,
  repeatSinceIso: string,
): Promise<'created' | 'repeat'> {
  return db.transaction().execute(async (trx) => {
    if (await hasLeadSince(trx, lead.listingId, lead.mobile, repeatSinceIso)) return 'repeat';
    await trx
      .insertInto('leads')
      .values({
        listing_id: lead.listingId,
        dealer_id: lead.dealerId,
        name: lead.name,
        mobile: lead.mobile,
        remarks: lead.remarks,
        lead_type: lead.leadType,
        created_at: lead.createdAt,
      })
      .execute();
    return 'created';
  });
}
