/**
 * Leads as their seller sees them (issue 12 item 1;
 * docs/decisions/022-enquiries-inbox.md). Every query here is scoped to
 * the seller: a lead is the seller's when its listing's `user_id` is
 * theirs, or its `dealer_id` is a dealer registered with their mobile.
 */
import type { Enquiry, LeadStatus } from '#shared/schemas/enquiry.ts';
import { leadModeOf } from '#shared/schemas/lead.ts';
import type { Db } from '../../db/database.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { carTitleAndPath, listingsWithNames, photoUrls } from '../cars/cars.repository.ts';
import { ownedBy, ownedByAsL } from '../cars/ownership.ts';

/** The seller's listings' ids, as a subquery: listed by them, or stock of their dealership. */
const sellerListingIds = (db: Db, userId: number) =>
  db.selectFrom('listings').select('id').where(ownedBy(db, userId));

/**
 * Up to `limit` leads on seller `userId`'s cars, newest first, older than
 * lead `before` when given; each with its car (title, price in rupees,
 * status, main photo at 400 px).
 */
export async function sellerEnquiries(
  db: Db,
  storage: Pick<PhotoStorage, 'url'>,
  userId: number,
  page: { before?: number; limit: number },
): Promise<Enquiry[]> {
  let q = listingsWithNames(db)
    .innerJoin('leads as ld', 'ld.listing_id', 'l.id')
    .select([
      'ld.id',
      'ld.name',
      'ld.mobile',
      'ld.remarks',
      'ld.status',
      'ld.created_at',
      'l.price',
      'l.status as car_status',
      'l.photo',
    ])
    .where(ownedByAsL(db, userId));
  if (page.before !== undefined) q = q.where('ld.id', '<', page.before);
  const rows = await q.orderBy('ld.id', 'desc').limit(page.limit).execute();
  return rows.map((r) => ({
    id: r.id,
    Name: r.name,
    Mobile: r.mobile,
    Type: leadModeOf(r.remarks),
    Status: r.status,
    CreatedAt: r.created_at,
    Car: {
      Rand: r.rand,
      ...carTitleAndPath(r),
      Price: Number(r.price),
      CarStatus: r.car_status,
      Photo: r.photo ? photoUrls(r.photo, storage).small : null,
    },
  }));
}

/** How many leads on seller `userId`'s cars are still new. */
export async function countNewEnquiries(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('listing_id', 'in', sellerListingIds(db, userId))
    .where('status', '=', 'new')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Sets lead `leadId`'s status, if it is on seller `userId`'s cars. Answers
 * false when there is no such lead of theirs (nothing changes).
 */
export async function setEnquiryStatus(
  db: Db,
  userId: number,
  leadId: number,
  status: LeadStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('leads')
    .set({ status })
    .where('id', '=', leadId)
    .where('listing_id', 'in', sellerListingIds(db, userId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Seller `userId`'s listings with their lead count and the time they were
 * listed (ISO 8601), oldest listing first.
 */
export async function sellerListingLeads(
  db: Db,
  userId: number,
): Promise<{ id: number; leads: number; createdAt: string }[]> {
  const rows = await db
    .selectFrom('listings as l')
    .leftJoin('leads as ld', 'ld.listing_id', 'l.id')
    .select((eb) => ['l.id', 'l.created_at', eb.fn.count<number>('ld.id').as('leads')])
    .where(ownedByAsL(db, userId))
    .groupBy(['l.id', 'l.created_at'])
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({ id: r.id, leads: Number(r.leads), createdAt: r.created_at }));
}
