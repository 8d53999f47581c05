/** Lead rows (AddLeadQRCode; docs/product.md#home-and-search-calls, #privacy-and-abuse). */
import { normaliseCarNumber } from '#shared/schemas/listing.ts';
import type { Db } from '../../db/database.ts';
import type { ListingStatus } from '../../db/tables/listing-tables.ts';
import { carTitleAndPath, listingsWithNames } from '../cars/cars.repository.ts';
import { type StaffRef, takeNextAssignee } from '../lead-work/assignment.repository.ts';
import { addLeadEvent } from '../lead-work/lead-events.repository.ts';

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
  return listingsWithNames(db).select([
    'l.id',
    'l.status',
    'l.dealer_id',
    'l.user_id',
    'l.car_number',
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
  title: carTitleAndPath(r).Title,
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

/** Who sells a listing: its dealer, or the user who listed it. */
export interface SellerRef {
  dealerId: number | null;
  userId: number | null;
}

const sellerKey = (s: SellerRef) => (s.dealerId !== null ? `d${s.dealerId}` : `u${s.userId}`);

/**
 * The sellers `mobile` reached through leads at or after `sinceIso` (index
 * leads_mobile_created), as keys ("d12" a dealer, "u7" a user).
 */
async function sellersReachedSince(db: Db, mobile: string, sinceIso: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('leads as ld')
    .innerJoin('listings as l', 'l.id', 'ld.listing_id')
    .select(['l.dealer_id', 'l.user_id'])
    .distinct()
    .where('ld.mobile', '=', mobile)
    .where('ld.created_at', '>=', sinceIso)
    .execute();
  return new Set(rows.map((r) => sellerKey({ dealerId: r.dealer_id, userId: r.user_id })));
}

/** The rules a new lead is checked against, with times as ISO 8601 (UTC). */
export interface LeadRules {
  /** A lead from the same mobile for the same listing since then is a repeat. */
  repeatSinceIso: string;
  /** The buyer's daily cap counts the different sellers reached since then ... */
  capSinceIso: string;
  /** ... and refuses a new seller once this many were reached (LEAD_DAILY_CAP). */
  cap: number;
}

/** A stored lead: its id and, for a dealer's, the sales executive it went to (undefined: the owner). */
export interface CreatedLead {
  outcome: 'created';
  id: number;
  assignee: StaffRef | undefined;
}

/**
 * Stores `lead` (of a listing sold by `seller`) unless it is a repeat (the
 * same mobile left one for the same listing since `rules.repeatSinceIso`) or
 * the mobile already reached `rules.cap` other sellers since
 * `rules.capSinceIso` (a seller it already reached stays open to it). A
 * dealer's lead is assigned in turn among its sales executives
 * (`requestedAssignee`: the buyer's choice, when it is one of them) and its
 * history starts with a 'created' event. Checks and inserts in one
 * transaction. Answers the created lead, 'repeat' or 'capped'.
 */
export async function insertLeadWithinRules(
  db: Db,
  lead: NewLead,
  seller: SellerRef,
  rules: LeadRules,
  requestedAssignee?: number,
): Promise<CreatedLead | 'repeat' | 'capped'> {
  return db.transaction().execute(async (trx) => {
    if (await hasLeadSince(trx, lead.listingId, lead.mobile, rules.repeatSinceIso)) return 'repeat';
    const reached = await sellersReachedSince(trx, lead.mobile, rules.capSinceIso);
    if (!reached.has(sellerKey(seller)) && reached.size >= rules.cap) return 'capped';
    const assignee =
      lead.dealerId !== null
        ? await takeNextAssignee(trx, lead.dealerId, requestedAssignee, lead.createdAt)
        : undefined;
    const row = await trx
      .insertInto('leads')
      .values({
        listing_id: lead.listingId,
        dealer_id: lead.dealerId,
        name: lead.name,
        mobile: lead.mobile,
        remarks: lead.remarks,
        lead_type: lead.leadType,
        created_at: lead.createdAt,
        assignee_staff_id: assignee?.id ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addLeadEvent(trx, {
      leadId: row.id,
      actorUserId: null,
      kind: 'created',
      detail: {
        stage: 'new',
        ...(lead.dealerId !== null
          ? { assigneeStaffId: assignee?.id ?? null, assigneeName: assignee?.name ?? '' }
          : {}),
      },
      nowIso: lead.createdAt,
    });
    return { outcome: 'created', id: row.id, assignee };
  });
}
