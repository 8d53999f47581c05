/**
 * A lead's history (issue 43 part 3; docs/decisions/041-lead-work.md):
 * every change is a row of lead_events (who, when, what), never updated, so
 * two people working one lead at once lose nothing.
 */
import type { LeadEvent, LeadEventKind } from '#shared/schemas/lead-work.ts';
import type { Db } from '../../db/database.ts';

/** What an event records; only the fields that changed are present. */
export interface LeadEventDetail {
  stage?: LeadEvent['Stage'];
  lostReason?: LeadEvent['LostReason'];
  /** ISO (UTC), or '' when the follow-up was cleared. */
  nextFollowUp?: string;
  note?: string;
  via?: LeadEvent['Via'];
  /** For 'assigned' and 'created': the team member now holding it (null: the owner) and their name. */
  assigneeStaffId?: number | null;
  assigneeName?: string;
}

/** Writes one event of lead `leadId` by user `actorUserId` (null: CarSetu itself) at `nowIso`. */
export async function addLeadEvent(
  db: Db,
  e: {
    leadId: number;
    actorUserId: number | null;
    kind: LeadEventKind;
    detail: LeadEventDetail;
    nowIso: string;
  },
): Promise<void> {
  await db
    .insertInto('lead_events')
    .values({
      lead_id: e.leadId,
      actor_user_id: e.actorUserId,
      kind: e.kind,
      detail: JSON.stringify(e.detail),
      created_at: e.nowIso,
    })
    .execute();
}

/** Whether lead `leadId` already has an event of `kind`. */
export async function hasLeadEvent(db: Db, leadId: number, kind: LeadEventKind): Promise<boolean> {
  const row = await db
    .selectFrom('lead_events')
    .select('id')
    .where('lead_id', '=', leadId)
    .where('kind', '=', kind)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Lead `leadId`'s history, newest first (at most 200 events). Who: the
 * actor's name in the lead's dealership team, else their profile's name,
 * else null (CarSetu itself, or an account without a name).
 */
export async function leadHistory(db: Db, leadId: number): Promise<LeadEvent[]> {
  const rows = await db
    .selectFrom('lead_events as e')
    .innerJoin('leads as ld', 'ld.id', 'e.lead_id')
    .leftJoin('users as u', 'u.id', 'e.actor_user_id')
    .leftJoin('profiles as p', 'p.user_id', 'e.actor_user_id')
    .select((eb) => [
      'e.id',
      'e.kind',
      'e.detail',
      'e.created_at',
      'p.name as profile_name',
      eb
        .selectFrom('dealer_staff as s')
        .select('s.name')
        .whereRef('s.mobile', '=', 'u.mobile')
        .whereRef('s.dealer_id', '=', 'ld.dealer_id')
        .orderBy('s.id', 'desc')
        .limit(1)
        .as('staff_name'),
    ])
    .where('e.lead_id', '=', leadId)
    .orderBy('e.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => {
    const d = JSON.parse(r.detail) as LeadEventDetail;
    return {
      id: r.id,
      At: r.created_at,
      Who: r.staff_name ?? (r.profile_name || null),
      Kind: r.kind,
      Stage: d.stage ?? null,
      LostReason: d.lostReason ?? null,
      NextFollowUp: d.nextFollowUp ?? null,
      Note: d.note ?? null,
      Via: d.via ?? null,
      AssigneeName: d.assigneeName ?? null,
    };
  });
}
