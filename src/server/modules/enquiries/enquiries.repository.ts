/**
 * Leads as their seller sees them (issue 12 item 1;
 * docs/decisions/022-enquiries-inbox.md). Every query here is scoped by the
 * one rule of modules/cars/lead-scope.ts (`leadSeenBy`): a lead is the
 * caller's when they listed its car, when they see every lead of its car's
 * dealership (an owner or manager), or when it is assigned to them there (a
 * sales executive; docs/decisions/040-dealer-team.md).
 */
import type { Enquiry } from '#shared/schemas/enquiry.ts';
import { leadModeOf } from '#shared/schemas/lead.ts';
import type { Db } from '../../db/database.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { carTitleAndPath, listingsWithNames, photoUrls } from '../cars/cars.repository.ts';
import { type LeadScope, leadScopeOf, leadSeenBy } from '../cars/lead-scope.ts';
import { ownedByAsL } from '../cars/ownership.ts';

/** Lead rows (aliased `ld`) to filter, order and limit, then pass to enquiryRowsOf. */
export const leadRows = (db: Db) => db.selectFrom('leads as ld').selectAll('ld');

/**
 * The leads of `leads` (leadRows filtered, ordered and limited) joined to
 * their car (`l`, with its names) and their assignee (`s`), selecting what
 * an Enquiry shows; order it again (a join keeps no order), then map each
 * row with toEnquiry. The leads are limited before the joins, so a dealer's
 * 10,000 leads cost the joins of one page (PostgreSQL would join first).
 */
export function enquiryRowsOf(leads: ReturnType<typeof leadRows>, db: Db) {
  return listingsWithNames(db)
    .innerJoin(leads.as('ld'), 'ld.listing_id', 'l.id')
    .leftJoin('dealer_staff as s', 's.id', 'ld.assignee_staff_id')
    .select([
      'ld.id',
      'ld.name',
      'ld.mobile',
      'ld.remarks',
      'ld.status',
      'ld.lost_reason',
      'ld.next_follow_up_at',
      'ld.assignee_staff_id',
      'ld.first_contact_at',
      'ld.last_note',
      'ld.created_at',
      's.name as assignee_name',
      'l.price',
      'l.status as car_status',
      'l.photo',
    ]);
}

type EnquiryRow = Awaited<ReturnType<ReturnType<typeof enquiryRowsOf>['execute']>>[number];

/** One row of enquiryRowsQuery as the API's Enquiry (main photo at 400 px). */
export function toEnquiry(r: EnquiryRow, storage: Pick<PhotoStorage, 'url'>): Enquiry {
  return {
    id: r.id,
    Name: r.name,
    Mobile: r.mobile,
    Type: leadModeOf(r.remarks),
    Status: r.status,
    LostReason: r.lost_reason,
    NextFollowUp: r.next_follow_up_at,
    AssigneeId: r.assignee_staff_id,
    AssigneeName: r.assignee_name ?? '',
    FirstContactAt: r.first_contact_at,
    LastNote: r.last_note,
    CreatedAt: r.created_at,
    Car: {
      Rand: r.rand,
      ...carTitleAndPath(r),
      Price: Number(r.price),
      CarStatus: r.car_status,
      Photo: r.photo ? photoUrls(r.photo, storage).small : null,
    },
  };
}

/**
 * Up to `limit` leads user `userId` may see, newest first, older than
 * lead `before` when given; each with its car (title, price in rupees,
 * status, main photo at 400 px).
 */
export async function sellerEnquiries(
  db: Db,
  storage: Pick<PhotoStorage, 'url'>,
  userId: number,
  page: { before?: number; limit: number },
): Promise<Enquiry[]> {
  const scope = await leadScopeOf(db, userId);
  let leads = leadRows(db).where(leadSeenBy(scope));
  if (page.before !== undefined) leads = leads.where('ld.id', '<', page.before);
  const rows = await enquiryRowsOf(leads.orderBy('ld.id', 'desc').limit(page.limit), db)
    .orderBy('ld.id', 'desc')
    .execute();
  return rows.map((r) => toEnquiry(r, storage));
}

/** Lead `leadId` as an Enquiry, if the scope's user may see it. */
export async function enquiryOfUser(
  db: Db,
  storage: Pick<PhotoStorage, 'url'>,
  scope: LeadScope,
  leadId: number,
): Promise<Enquiry | undefined> {
  const row = await enquiryRowsOf(
    leadRows(db).where('ld.id', '=', leadId).where(leadSeenBy(scope)),
    db,
  ).executeTakeFirst();
  return row ? toEnquiry(row, storage) : undefined;
}

/** How many leads the scope's user may see are still new. */
export async function countNewEnquiries(db: Db, scope: LeadScope): Promise<number> {
  const row = await db
    .selectFrom('leads as ld')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(leadSeenBy(scope))
    .where('ld.status', '=', 'new')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The listings user `userId` may see the figures of (listed by them, or the
 * stock of a dealership of theirs), with their lead count and the time they
 * were listed (ISO 8601), oldest listing first.
 */
export async function sellerListingLeads(
  db: Db,
  userId: number,
): Promise<{ id: number; leads: number; createdAt: string }[]> {
  const rows = await db
    .selectFrom('listings as l')
    .leftJoin('leads as ld', 'ld.listing_id', 'l.id')
    .select((eb) => ['l.id', 'l.created_at', eb.fn.count<number>('ld.id').as('leads')])
    .where(ownedByAsL(db, userId, 'readStock'))
    .groupBy(['l.id', 'l.created_at'])
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({ id: r.id, leads: Number(r.leads), createdAt: r.created_at }));
}
