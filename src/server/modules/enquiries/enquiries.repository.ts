/**
 * Leads as their seller sees them (issue 12 item 1;
 * docs/decisions/022-enquiries-inbox.md). Every query here is scoped by the
 * one rule of modules/cars/ownership.ts (`leadOfUser`): a lead is the
 * caller's when they listed its car, when they see every lead of its car's
 * dealership (an owner or manager), or when it is assigned to them there (a
 * sales executive; docs/decisions/040-dealer-team.md).
 */
import type { Enquiry, LeadStatus } from '#shared/schemas/enquiry.ts';
import { leadModeOf } from '#shared/schemas/lead.ts';
import type { Db } from '../../db/database.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { carTitleAndPath, listingsWithNames, photoUrls } from '../cars/cars.repository.ts';
import { leadOfUser, ownedByAsL } from '../cars/ownership.ts';

/** Ids of the leads user `userId` may see and work, as a subquery. */
const userLeadIds = (db: Db, userId: number) =>
  db
    .selectFrom('leads as ld')
    .innerJoin('listings as l', 'l.id', 'ld.listing_id')
    .select('ld.id')
    .where(leadOfUser(db, userId));

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
    .where(leadOfUser(db, userId));
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

/** How many leads user `userId` may see are still new. */
export async function countNewEnquiries(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('leads as ld')
    .innerJoin('listings as l', 'l.id', 'ld.listing_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(leadOfUser(db, userId))
    .where('ld.status', '=', 'new')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Sets lead `leadId`'s status, if user `userId` may work it. Answers false
 * when there is no such lead of theirs (nothing changes).
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
    .where('id', 'in', userLeadIds(db, userId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
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
