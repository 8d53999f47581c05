/**
 * Working a lead (issue 43 parts 2 to 4; docs/decisions/041-lead-work.md):
 * a follow-up (stage, lost reason, next follow-up time, note), a first
 * contact (Call or WhatsApp tapped), and giving a lead to someone else of
 * the team. Each change sets only the fields it names and writes one event
 * in the same transaction, so two people updating one lead lose nothing.
 * A lead the caller may not see answers 404 'Enquiry not found', as an
 * unknown one does; one they see but may not give away, 403.
 */
import { MSG } from '#shared/messages.ts';
import type { Enquiry } from '#shared/schemas/enquiry.ts';
import {
  type ContactVia,
  type FollowUpRequest,
  followUpInPast,
  type LeadStage,
  type LostReason,
} from '#shared/schemas/lead-work.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { enqueueLeadNotice } from '../../jobs/lead-notice-job.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { leadScopeOf, leadSeenBy } from '../cars/lead-scope.ts';
import { dealerIdsOf } from '../cars/ownership.ts';
import { enquiryOfUser } from '../enquiries/enquiries.repository.ts';
import { staffOfDealer } from './assignment.repository.ts';
import { addLeadEvent, type LeadEventDetail } from './lead-events.repository.ts';
import { leadNoticeOf, noticeRecipient, queueEscalation } from './lead-notices.ts';

/** Lead `leadId` as user `userId` may see it (its stage, dealer and first contact); 404 otherwise. */
async function visibleLead(db: Db, userId: number, leadId: number) {
  const lead = await db
    .selectFrom('leads as ld')
    .select(['ld.id', 'ld.status', 'ld.first_contact_at', 'ld.dealer_id', 'ld.assignee_staff_id'])
    .where('ld.id', '=', leadId)
    .where(leadSeenBy(await leadScopeOf(db, userId)))
    .executeTakeFirst();
  if (!lead) throw new AppError(404, MSG.enquiryNotFound);
  return lead;
}

/** Lead `leadId`'s id when user `userId` may see it; 404 'Enquiry not found' otherwise. */
export async function visibleLeadId(db: Db, userId: number, leadId: number): Promise<number> {
  return (await visibleLead(db, userId, leadId)).id;
}

/** The lead as the caller now sees it (after a change they made). */
async function enquiryAfter(
  db: Db,
  storage: Pick<PhotoStorage, 'url'>,
  userId: number,
  leadId: number,
): Promise<Enquiry> {
  const e = await enquiryOfUser(db, storage, await leadScopeOf(db, userId), leadId);
  if (!e) throw new AppError(404, MSG.enquiryNotFound);
  return e;
}

/**
 * Saves user `userId`'s follow-up of a lead at `now`: a stage (lost with its
 * reason; LostReason alone means lost; won or lost clears the follow-up
 * time unless one is given), the next follow-up time (400 when in the past)
 * and a note. A stage change is the lead's first contact when it had none.
 * Answers the lead as it is now.
 */
export async function saveFollowUp(
  deps: { db: Db; storage: Pick<PhotoStorage, 'url'> },
  userId: number,
  req: FollowUpRequest,
  now: Date,
): Promise<Enquiry> {
  const { db } = deps;
  const lead = await visibleLead(db, userId, req.id);
  if (req.NextFollowUp && followUpInPast(req.NextFollowUp, now)) {
    throw new AppError(400, MSG.followUpInPast);
  }
  const stage: LeadStage | undefined = req.LostReason && !req.Stage ? 'lost' : req.Stage;
  const nowIso = now.toISOString();
  const detail: LeadEventDetail = {};
  const set: {
    status?: LeadStage;
    lost_reason?: LostReason | null;
    next_follow_up_at?: string | null;
    last_note?: string;
    first_contact_at?: string;
    first_contact_user_id?: number;
  } = {};
  if (stage !== undefined && stage !== lead.status) {
    set.status = stage;
    detail.stage = stage;
    if (lead.first_contact_at === null) {
      set.first_contact_at = nowIso;
      set.first_contact_user_id = userId;
    }
  }
  if (stage !== undefined) {
    set.lost_reason = stage === 'lost' ? (req.LostReason ?? 'other') : null;
    if (stage === 'lost') detail.lostReason = set.lost_reason;
  }
  if (req.NextFollowUp !== undefined) {
    set.next_follow_up_at = req.NextFollowUp;
    detail.nextFollowUp = req.NextFollowUp ?? '';
  } else if (stage === 'won' || stage === 'lost') {
    set.next_follow_up_at = null;
  }
  if (req.Note !== undefined) {
    set.last_note = req.Note;
    detail.note = req.Note;
  }
  await db.transaction().execute(async (trx) => {
    if (Object.keys(set).length > 0) {
      await trx.updateTable('leads').set(set).where('id', '=', lead.id).execute();
    }
    await addLeadEvent(trx, {
      leadId: lead.id,
      actorUserId: userId,
      kind: 'update',
      detail,
      nowIso,
    });
  });
  return enquiryAfter(db, deps.storage, userId, lead.id);
}

/**
 * Records that user `userId` tapped Call or WhatsApp on a lead at `now`:
 * its first contact when it had none, and always an event.
 */
export async function recordContact(
  db: Db,
  userId: number,
  req: { id: number; Via: ContactVia },
  now: Date,
): Promise<void> {
  const lead = await visibleLead(db, userId, req.id);
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('leads')
      .set({ first_contact_at: nowIso, first_contact_user_id: userId })
      .where('id', '=', lead.id)
      .where('first_contact_at', 'is', null)
      .execute();
    await addLeadEvent(trx, {
      leadId: lead.id,
      actorUserId: userId,
      kind: 'contact',
      detail: { via: req.Via },
      nowIso,
    });
  });
}

/**
 * The dealer of lead `leadId` when user `userId` may give its leads away
 * (an owner or manager there): 404 when they cannot see the lead, 403 when
 * they see it but their role does not allow it.
 */
export async function assignableDealerOf(db: Db, userId: number, leadId: number): Promise<number> {
  const lead = await visibleLead(db, userId, leadId);
  const allowed =
    lead.dealer_id !== null &&
    (await db
      .selectFrom('dealers')
      .select('id')
      .where('id', '=', lead.dealer_id)
      .where('id', 'in', dealerIdsOf(db, userId, 'assignLeads'))
      .executeTakeFirst());
  if (!allowed || lead.dealer_id === null) throw new AppError(403, MSG.roleNotAllowed);
  return lead.dealer_id;
}

/**
 * Gives lead `id` to team member `AssigneeId` (0: the owner) for user
 * `userId` at `now`: 404 for a person not of the lead's dealership, 409 for
 * one removed. The new holder gets the lead notice on WhatsApp, and a lead
 * still new is checked again after LEAD_ESCALATE_MINUTES of working time.
 */
export async function assignLead(
  deps: {
    db: Db;
    storage: Pick<PhotoStorage, 'url'>;
    jobQueue: JobQueue;
    escalateMinutes: number;
  },
  userId: number,
  req: { id: number; AssigneeId: number },
  now: Date,
): Promise<Enquiry> {
  const { db } = deps;
  const dealerId = await assignableDealerOf(db, userId, req.id);
  const staff =
    req.AssigneeId === 0 ? undefined : await staffOfDealer(db, dealerId, req.AssigneeId);
  if (req.AssigneeId !== 0 && !staff) throw new AppError(404, MSG.assigneeNotFound);
  if (staff?.removed) throw new AppError(409, MSG.assigneeRemoved);
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('leads')
      .set({ assignee_staff_id: staff?.id ?? null })
      .where('id', '=', req.id)
      .execute();
    await addLeadEvent(trx, {
      leadId: req.id,
      actorUserId: userId,
      kind: 'assigned',
      detail: { assigneeStaffId: staff?.id ?? null, assigneeName: staff?.name ?? '' },
      nowIso,
    });
  });
  const to = await noticeRecipient(db, { dealerId, userId: null }, staff);
  if (to) {
    const text = await leadNoticeOf(db, req.id, to.lang);
    await enqueueLeadNotice(deps.jobQueue, { to: to.mobile, text });
  }
  const lead = await enquiryAfter(db, deps.storage, userId, req.id);
  if (staff && lead.Status === 'new' && lead.FirstContactAt === null) {
    await queueEscalation(deps, { id: req.id, dealerId }, deps.escalateMinutes, now);
  }
  return lead;
}
