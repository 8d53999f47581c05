/**
 * The Today queue (issue 43 part 3; docs/decisions/041-lead-work.md): a
 * person's own open leads (modules/cars/lead-scope.ts `leadWorkedBy`) whose
 * follow-up is overdue (oldest first), due later today in IST (soonest
 * first), and new ones with no follow-up set (oldest first), with the
 * count of each. A booked visit or test drive is a follow-up time, so it
 * joins the queue the same way.
 */

import { istDayStart } from '#shared/ist.ts';
import type { Enquiry, Today } from '#shared/schemas/enquiry.ts';
import { TODAY_PART_SIZE } from '#shared/schemas/enquiry.ts';
import { OPEN_STAGES } from '#shared/schemas/lead-work.ts';
import type { Db } from '../../db/database.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { type LeadScope, leadScopeOf, leadWorkedBy } from '../cars/lead-scope.ts';
import { enquiryRowsOf, leadRows, toEnquiry } from '../enquiries/enquiries.repository.ts';

const DAY_MS = 86_400_000;

/** The instants that split the queue at `now`: now itself and the end of the IST day. */
function bounds(now: Date): { nowIso: string; dayEndIso: string } {
  return {
    nowIso: now.toISOString(),
    dayEndIso: new Date(istDayStart(now).getTime() + DAY_MS).toISOString(),
  };
}

/** The scope's user's open leads, as lead rows to filter further. */
const openLeadsOf = (db: Db, scope: LeadScope) =>
  leadRows(db).where(leadWorkedBy(scope)).where('ld.status', 'in', OPEN_STAGES);

/** The first TODAY_PART_SIZE of `leads` in their follow-up order (then oldest first), as enquiry rows. */
const firstByFollowUp = (db: Db, leads: ReturnType<typeof leadRows>) =>
  enquiryRowsOf(leads.orderBy('ld.next_follow_up_at').orderBy('ld.id').limit(TODAY_PART_SIZE), db)
    .orderBy('ld.next_follow_up_at')
    .orderBy('ld.id')
    .execute();

/** User `userId`'s Today queue at `now`: each part's first TODAY_PART_SIZE leads and every part's count. */
export async function todayQueue(
  db: Db,
  storage: Pick<PhotoStorage, 'url'>,
  userId: number,
  now: Date,
): Promise<Today> {
  const { nowIso, dayEndIso } = bounds(now);
  const scope = await leadScopeOf(db, userId);
  const open = () => openLeadsOf(db, scope);
  const [overdue, due, fresh, counts] = await Promise.all([
    firstByFollowUp(db, open().where('ld.next_follow_up_at', '<', nowIso)),
    firstByFollowUp(
      db,
      open()
        .where('ld.next_follow_up_at', '>=', nowIso)
        .where('ld.next_follow_up_at', '<', dayEndIso),
    ),
    // No follow-up time: in id order.
    firstByFollowUp(
      db,
      open().where('ld.status', '=', 'new').where('ld.next_follow_up_at', 'is', null),
    ),
    todayCounts(db, scope, now),
  ]);
  const map = (rows: typeof overdue): Enquiry[] => rows.map((r) => toEnquiry(r, storage));
  return {
    Overdue: map(overdue),
    Due: map(due),
    New: map(fresh),
    Counts: counts,
    Count: counts.Overdue + counts.Due + counts.New,
  };
}

/** How many of the scope's user's open leads are overdue, due later today (IST) and new without a follow-up, at `now`. */
export async function todayCounts(
  db: Db,
  scope: LeadScope,
  now: Date,
): Promise<{ Overdue: number; Due: number; New: number }> {
  const { nowIso, dayEndIso } = bounds(now);
  const row = await db
    .selectFrom('leads as ld')
    .select((eb) => [
      eb.fn
        .sum<number>(eb.case().when('ld.next_follow_up_at', '<', nowIso).then(1).else(0).end())
        .as('overdue'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.and([
                eb('ld.next_follow_up_at', '>=', nowIso),
                eb('ld.next_follow_up_at', '<', dayEndIso),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('due'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('ld.status', '=', 'new'), eb('ld.next_follow_up_at', 'is', null)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('fresh'),
    ])
    .where(leadWorkedBy(scope))
    .where('ld.status', 'in', OPEN_STAGES)
    .executeTakeFirstOrThrow();
  return {
    Overdue: Number(row.overdue ?? 0),
    Due: Number(row.due ?? 0),
    New: Number(row.fresh ?? 0),
  };
}
