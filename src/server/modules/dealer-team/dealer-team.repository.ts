/**
 * A dealership's team in the database (issue 43 part 1;
 * docs/decisions/040-dealer-team.md): its people (dealer_staff), who is
 * using a mobile already, the trail of changes (dealer_team_events), and the
 * leads a removed person leaves. Every lookup of a person is scoped to one
 * dealership: a person of another answers undefined, as an unknown one does.
 */

import { sql } from 'kysely';
import type { DealerRole } from '#shared/schemas/dealer-team.ts';
import { OPEN_STAGES } from '#shared/schemas/lead-work.ts';
import type { Db } from '../../db/database.ts';
import type { DealerStaffRow, TeamEventAction } from '../../db/tables/dealer-team-tables.ts';

/** A person of a team as the service reads them. */
export type StaffRecord = Pick<
  DealerStaffRow,
  'dealer_id' | 'mobile' | 'name' | 'role' | 'added_by' | 'created_at' | 'updated_at'
> & { id: number; may_set_price: number };

const STAFF_COLUMNS = [
  'id',
  'dealer_id',
  'mobile',
  'name',
  'role',
  'may_set_price',
  'added_by',
  'created_at',
  'updated_at',
] as const;

/** Dealer `dealerId`'s firm name, registered mobile, when it was registered, and the name on that mobile's profile ('' when none). */
export async function teamDealer(db: Db, dealerId: number) {
  return db
    .selectFrom('dealers as d')
    .leftJoin('users as u', 'u.mobile', 'd.mobile')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['d.id', 'd.firm_name', 'd.mobile', 'd.created_at', 'p.name as profile_name'])
    .where('d.id', '=', dealerId)
    .executeTakeFirstOrThrow();
}

/** Dealer `dealerId`'s people, not removed, in the order they were added. */
export async function listStaff(db: Db, dealerId: number): Promise<StaffRecord[]> {
  return db
    .selectFrom('dealer_staff')
    .select(STAFF_COLUMNS)
    .where('dealer_id', '=', dealerId)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Person `staffId` of dealer `dealerId`'s team (not removed), or undefined. */
export async function findStaff(
  db: Db,
  dealerId: number,
  staffId: number,
): Promise<StaffRecord | undefined> {
  return db
    .selectFrom('dealer_staff')
    .select(STAFF_COLUMNS)
    .where('id', '=', staffId)
    .where('dealer_id', '=', dealerId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Locks dealer `dealerId`'s row until the transaction ends, so two changes
 * to one team queue up (PostgreSQL; SQLite writes one at a time) and the
 * limit cannot be passed by two adds at once.
 */
export async function lockTeam(db: Db, dealerId: number): Promise<void> {
  await db
    .updateTable('dealers')
    .set({ firm_name: sql`firm_name` })
    .where('id', '=', dealerId)
    .execute();
}

/** How many people dealer `dealerId`'s team holds (the registered mobile not counted). */
export async function countStaff(db: Db, dealerId: number): Promise<number> {
  const row = await db
    .selectFrom('dealer_staff')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('dealer_id', '=', dealerId)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The dealership `mobile` already belongs to: a dealer registered with it
 * (active or not), else a team holding it; undefined when none.
 */
export async function dealershipOfMobile(db: Db, mobile: string): Promise<number | undefined> {
  const registered = await db
    .selectFrom('dealers')
    .select('id')
    .where('mobile', '=', mobile)
    .orderBy('id')
    .executeTakeFirst();
  if (registered) return registered.id;
  return teamOfMobile(db, mobile);
}

/** The dealership whose team holds `mobile` (not removed), or undefined. */
export async function teamOfMobile(db: Db, mobile: string): Promise<number | undefined> {
  const staff = await db
    .selectFrom('dealer_staff')
    .select('dealer_id')
    .where('mobile', '=', mobile)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return staff?.dealer_id;
}

/** Adds a person to a team; answers their row. */
export async function insertStaff(
  db: Db,
  row: {
    dealerId: number;
    mobile: string;
    name: string;
    role: DealerRole;
    maySetPrice: boolean;
    addedBy: number;
    nowIso: string;
  },
): Promise<StaffRecord> {
  return db
    .insertInto('dealer_staff')
    .values({
      dealer_id: row.dealerId,
      mobile: row.mobile,
      name: row.name,
      role: row.role,
      may_set_price: row.maySetPrice ? 1 : 0,
      added_by: row.addedBy,
      created_at: row.nowIso,
      updated_at: row.nowIso,
    })
    .returning(STAFF_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Sets person `staffId`'s role and price flag. */
export async function updateStaff(
  db: Db,
  staffId: number,
  change: { role: DealerRole; maySetPrice: boolean; nowIso: string },
): Promise<void> {
  await db
    .updateTable('dealer_staff')
    .set({
      role: change.role,
      may_set_price: change.maySetPrice ? 1 : 0,
      updated_at: change.nowIso,
    })
    .where('id', '=', staffId)
    .execute();
}

/** Marks person `staffId` removed at `nowIso` (their row stays for the trail and their leads). */
export async function markRemoved(db: Db, staffId: number, nowIso: string): Promise<void> {
  await db
    .updateTable('dealer_staff')
    .set({ removed_at: nowIso, updated_at: nowIso })
    .where('id', '=', staffId)
    .where('removed_at', 'is', null)
    .execute();
}

/** Gives person `staffId`'s open leads (OPEN_STAGES: not won or lost) back to the owner; answers how many. */
export async function returnOpenLeads(db: Db, staffId: number): Promise<number> {
  const result = await db
    .updateTable('leads')
    .set({ assignee_staff_id: null })
    .where('assignee_staff_id', '=', staffId)
    .where('status', 'in', OPEN_STAGES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A person's role and price flag as the trail keeps them. */
export interface StaffState {
  role: DealerRole;
  maySetPrice: boolean;
}

/** Appends to dealer `dealerId`'s trail: user `actorUserId` did `action` to person `staffId`. */
export async function appendTeamEvent(
  db: Db,
  event: {
    dealerId: number;
    staffId: number;
    actorUserId: number;
    action: TeamEventAction;
    before: StaffState | null;
    after: StaffState | null;
    nowIso: string;
  },
): Promise<void> {
  await db
    .insertInto('dealer_team_events')
    .values({
      dealer_id: event.dealerId,
      staff_id: event.staffId,
      actor_user_id: event.actorUserId,
      action: event.action,
      before: event.before ? JSON.stringify(event.before) : null,
      after: event.after ? JSON.stringify(event.after) : null,
      created_at: event.nowIso,
    })
    .execute();
}
