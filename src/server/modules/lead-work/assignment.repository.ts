/**
 * Who a dealership's lead goes to (issue 43 part 2;
 * docs/decisions/041-lead-work.md): new leads in turn among the active
 * sales executives (the one given a lead longest ago first), the buyer's
 * choice (the lead call's `salesexecutiveId`) when it names one of them, the
 * owner (null) when there are none; and the people an owner or manager may
 * give a lead to.
 */
import { sql } from 'kysely';
import type { Assignee } from '#shared/schemas/lead-work.ts';
import type { Db } from '../../db/database.ts';

/** A team member a lead went to. */
export interface StaffRef {
  id: number;
  name: string;
  mobile: string;
}

/**
 * The next sales executive of dealer `dealerId` to get a new lead, marked
 * as given one at `nowIso` (call it inside the lead's transaction);
 * `requested` (a staff id the buyer chose) wins when it is one of them.
 * Undefined: no active sales executive (the lead is the owner's).
 */
export async function takeNextAssignee(
  trx: Db,
  dealerId: number,
  requested: number | undefined,
  nowIso: string,
): Promise<StaffRef | undefined> {
  const active = trx
    .selectFrom('dealer_staff')
    .select(['id', 'name', 'mobile'])
    .where('dealer_id', '=', dealerId)
    .where('role', '=', 'sales')
    .where('removed_at', 'is', null);
  const chosen =
    requested !== undefined
      ? await active.where('id', '=', requested).executeTakeFirst()
      : undefined;
  const next =
    chosen ??
    (await active
      // Never given a lead sorts first on both databases ('' < any time).
      .orderBy(sql`coalesce(last_lead_at, '')`)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst());
  if (!next) return undefined;
  await trx
    .updateTable('dealer_staff')
    .set({ last_lead_at: nowIso })
    .where('id', '=', next.id)
    .execute();
  return next;
}

/** Team member `staffId` of dealer `dealerId` (removed or not), or undefined. */
export async function staffOfDealer(
  db: Db,
  dealerId: number,
  staffId: number,
): Promise<(StaffRef & { removed: boolean }) | undefined> {
  const row = await db
    .selectFrom('dealer_staff')
    .select(['id', 'name', 'mobile', 'removed_at'])
    .where('dealer_id', '=', dealerId)
    .where('id', '=', staffId)
    .executeTakeFirst();
  return row
    ? { id: row.id, name: row.name, mobile: row.mobile, removed: row.removed_at !== null }
    : undefined;
}

/**
 * Who a lead of dealer `dealerId` may be given to: the owner (id 0, named
 * by the firm) first, then the active team by name.
 */
export async function assigneesOf(db: Db, dealerId: number): Promise<Assignee[]> {
  const dealer = await db
    .selectFrom('dealers')
    .select('firm_name')
    .where('id', '=', dealerId)
    .executeTakeFirstOrThrow();
  const team = await db
    .selectFrom('dealer_staff')
    .select(['id', 'name', 'role'])
    .where('dealer_id', '=', dealerId)
    .where('removed_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return [
    { id: 0, Name: dealer.firm_name, Role: 'owner' },
    ...team.map((s) => ({ id: s.id, Name: s.name, Role: s.role })),
  ];
}
