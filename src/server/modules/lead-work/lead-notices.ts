/**
 * Who hears of a dealer's lead, and when (issue 43 part 2;
 * docs/decisions/041-lead-work.md): the WhatsApp lead notice goes to the
 * person the lead is assigned to (the owner's registered mobile when it is
 * nobody's), and when nobody has acted within LEAD_ESCALATE_MINUTES of the
 * dealer's working hours (IST) the owner gets it too (the `lead-escalation`
 * job, queued to run then). Mobiles are never logged.
 */
import { PRODUCT } from '#shared/brand.ts';
import { addWorkingMinutes } from '#shared/ist.ts';
import type { Db } from '../../db/database.ts';
import type { JobQueue, RetryPolicy } from '../../jobs/job-queue.ts';
import { enqueueLeadNotice } from '../../jobs/lead-notice-job.ts';
import { langOf, NOTICE_WORDS } from '../../notices/notice-words.ts';
import { carTitleAndPath, listingsWithNames } from '../cars/cars.repository.ts';
import { sellerContact } from '../cars/sellers.repository.ts';
import type { StaffRef } from './assignment.repository.ts';
import { addLeadEvent, hasLeadEvent } from './lead-events.repository.ts';

export const LEAD_ESCALATION_JOB = 'lead-escalation';

/** A few tries a minute apart: the check itself only reads and queues a notice. */
const ESCALATION_RETRY: RetryPolicy = { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: false };

/** The language a team member's messages go in: their account's (English before they sign in). */
async function langOfMobile(db: Db, mobile: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('lang')
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  return row?.lang ?? 'en';
}

/**
 * Where a lead's notice goes: `assignee`'s mobile and language, or else the
 * seller's (the dealer's registered mobile, or the user who listed the car).
 */
export async function noticeRecipient(
  db: Db,
  seller: { dealerId: number | null; userId: number | null },
  assignee: Pick<StaffRef, 'mobile'> | undefined,
): Promise<{ mobile: string; lang: string } | undefined> {
  if (assignee) return { mobile: assignee.mobile, lang: await langOfMobile(db, assignee.mobile) };
  return sellerContact(db, seller);
}

/**
 * Queues the check of lead `leadId` (of dealer `dealerId`) for
 * `minutes` working minutes after `now`, in the dealer's hours.
 */
export async function queueEscalation(
  deps: { db: Db; jobQueue: JobQueue },
  lead: { id: number; dealerId: number },
  minutes: number,
  now: Date,
): Promise<void> {
  const hours = await deps.db
    .selectFrom('dealers')
    .select(['hours_open', 'hours_close', 'open_days'])
    .where('id', '=', lead.dealerId)
    .executeTakeFirst();
  const due = hours
    ? addWorkingMinutes(now, minutes, {
        open: hours.hours_open,
        close: hours.hours_close,
        days: hours.open_days,
      })
    : new Date(now.getTime() + minutes * 60_000);
  await deps.jobQueue.send(LEAD_ESCALATION_JOB, { leadId: lead.id }, ESCALATION_RETRY, due);
}

/**
 * The `lead-escalation` worker: when lead `leadId` is still new, never
 * contacted, assigned to someone other than the owner and not escalated
 * before, queues the owner's notice (the lead notice with who has not
 * replied) and records an 'escalated' event. Anything else: nothing.
 */
export function leadEscalationHandler(deps: {
  db: Db;
  jobQueue: JobQueue;
  minutes: number;
  clock?: () => Date;
}) {
  return async ({ leadId }: { leadId: number }): Promise<void> => {
    const { db } = deps;
    const lead = await db
      .selectFrom('leads as ld')
      .innerJoin('dealers as d', 'd.id', 'ld.dealer_id')
      .innerJoin('dealer_staff as s', 's.id', 'ld.assignee_staff_id')
      .select(['ld.id', 'ld.status', 'ld.first_contact_at', 'ld.dealer_id', 's.name as assignee'])
      .where('ld.id', '=', leadId)
      .where('d.deactivated_at', 'is', null)
      .executeTakeFirst();
    if (lead?.status !== 'new' || lead.first_contact_at !== null) return;
    if (await hasLeadEvent(db, leadId, 'escalated')) return;
    const to = await sellerContact(db, { dealerId: lead.dealer_id, userId: null });
    if (!to) return;
    const text = NOTICE_WORDS[langOf(to.lang)].leadEscalation(
      deps.minutes,
      lead.assignee,
      await leadNoticeOf(db, leadId, to.lang),
    );
    await enqueueLeadNotice(deps.jobQueue, { to: to.mobile, text });
    await addLeadEvent(db, {
      leadId,
      actorUserId: null,
      kind: 'escalated',
      detail: {},
      nowIso: (deps.clock?.() ?? new Date()).toISOString(),
    });
  };
}

/** Lead `leadId`'s notice in language `lang`: the buyer's name and mobile, the car's title and number. */
export async function leadNoticeOf(db: Db, leadId: number, lang: string): Promise<string> {
  const r = await listingsWithNames(db)
    .innerJoin('leads as ld', 'ld.listing_id', 'l.id')
    .select(['ld.name', 'ld.mobile', 'l.car_number'])
    .where('ld.id', '=', leadId)
    .executeTakeFirstOrThrow();
  return NOTICE_WORDS[langOf(lang)].leadNotice({
    product: PRODUCT,
    name: r.name,
    mobile: r.mobile,
    car: carTitleAndPath(r).Title,
    carNumber: r.car_number,
  });
}
