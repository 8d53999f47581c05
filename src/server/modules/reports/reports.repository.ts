/**
 * Reports of listings (docs/moderation.md#reports, migration 0016): one per
 * listing and reporter mobile; open until an operator closes them.
 */

import type { ReportReason } from '#shared/schemas/report.ts';
import type { Db } from '../../db/database.ts';

/** The listing `rand` as reports need it (id, status, its seller's account), or undefined. */
export async function findReportedListing(db: Db, rand: string) {
  return db
    .selectFrom('listings')
    .select(['id', 'status', 'user_id'])
    .where('rand', '=', rand)
    .executeTakeFirst();
}

/** Adds a report; false when this mobile already reported this listing. */
export async function insertReport(
  db: Db,
  row: {
    listingId: number;
    reason: ReportReason;
    remarks: string;
    mobile: string;
    userId: number | null;
    nowIso: string;
  },
): Promise<boolean> {
  const result = await db
    .insertInto('listing_reports')
    .values({
      listing_id: row.listingId,
      reason: row.reason,
      remarks: row.remarks,
      reporter_mobile: row.mobile,
      reporter_user_id: row.userId,
      created_at: row.nowIso,
    })
    .onConflict((oc) => oc.columns(['listing_id', 'reporter_mobile']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Reports `mobile` made at or after `sinceIso`. */
export async function reportsBySince(db: Db, mobile: string, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('listing_reports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('reporter_mobile', '=', mobile)
    .where('created_at', '>=', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Open reports of listing `listingId` (each from a different mobile: one per mobile). */
export async function openReportCount(db: Db, listingId: number): Promise<number> {
  const row = await db
    .selectFrom('listing_reports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('listing_id', '=', listingId)
    .where('closed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Hides listing `listingId` for its reports while it is for sale; false when it was not. */
export async function hideForReports(db: Db, listingId: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('listings')
    .set({ status: 'Hidden', hidden_reason: 'reports', hidden_at: nowIso, updated_at: nowIso })
    .where('id', '=', listingId)
    .where('status', '=', 'UnSold')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Open reports and the oldest one's time (for /metrics). */
export async function openReportStats(db: Db): Promise<{ open: number; oldestAt: string | null }> {
  const row = await db
    .selectFrom('listing_reports')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('closed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { open: Number(row.n), oldestAt: (row.oldest as string | null) ?? null };
}
