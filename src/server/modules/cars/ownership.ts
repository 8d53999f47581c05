/**
 * Whose a listing and a lead are, and what each person of a dealership may
 * do with them: the one rule every seller and dealer route filters with
 * (docs/decisions/006-seller-listings.md, 025-dealer-workspace.md,
 * 040-dealer-team.md).
 *
 * - A listing is user U's to act on when U listed it (`user_id`), or when its
 *   dealer is one of U's dealerships and U's role there grants the action.
 * - U's dealerships: the active dealers registered with U's mobile (always an
 *   owner), and those whose active team holds U's mobile with a role
 *   (dealer_staff, not removed). A deactivated dealer is nobody's.
 * - ROLE_GRANTS says what each role may do; a sales executive changes prices
 *   only when the owner allowed it (dealer_staff.may_set_price).
 * - Whose a lead is: lead-scope.ts, from the memberships here.
 *
 * The SQL filters (dealerIdsOf, ownedBy, ownedByAsL) and the memberships the
 * dealer routes and lead-scope.ts read (dealerMembershipsOf, allows) come
 * from the same table, so the two cannot disagree.
 */
import type { ExpressionBuilder } from 'kysely';
import { MSG } from '#shared/messages.ts';
import {
  DEALER_ACTIONS,
  DEALER_ROLES,
  type DealerAction,
  type DealerRole,
} from '#shared/schemas/dealer-team.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

/** true: the role may; 'if allowed': only with the person's may_set_price flag on. */
type Grant = boolean | 'if allowed';

/** What each role may do (docs/decisions/040-dealer-team.md#roles). */
export const ROLE_GRANTS: Readonly<Record<DealerRole, Readonly<Record<DealerAction, Grant>>>> = {
  owner: {
    readStock: true,
    setPrice: true,
    manageCar: true,
    allLeads: true,
    ownLeads: true,
    assignLeads: true,
    manageTeam: true,
    importCars: true,
    costs: true,
  },
  manager: {
    readStock: true,
    setPrice: true,
    manageCar: true,
    allLeads: true,
    ownLeads: true,
    assignLeads: true,
    manageTeam: false,
    importCars: false,
    costs: false,
  },
  sales: {
    readStock: true,
    setPrice: 'if allowed',
    manageCar: false,
    allLeads: false,
    ownLeads: true,
    assignLeads: false,
    manageTeam: false,
    importCars: false,
    costs: false,
  },
};

/** The roles granted `action` outright, and those granted it with the price flag on. */
const rolesGranted = (action: DealerAction, grant: Grant) =>
  DEALER_ROLES.filter((role) => ROLE_GRANTS[role][action] === grant);

/** The active dealers (`d`) registered with user `userId`'s mobile: they own them. */
const registeredDealersOf = (db: Db, userId: number) =>
  db
    .selectFrom('dealers as d')
    .innerJoin('users as u', 'u.mobile', 'd.mobile')
    .where('u.id', '=', userId)
    .where('d.deactivated_at', 'is', null);

/** User `userId`'s team rows (`s`, with their dealer `d`): not removed, of active dealers. */
const activeTeamRowsOf = (db: Db, userId: number) =>
  db
    .selectFrom('dealer_staff as s')
    .innerJoin('users as u', 'u.mobile', 's.mobile')
    .innerJoin('dealers as d', 'd.id', 's.dealer_id')
    .where('u.id', '=', userId)
    .where('s.removed_at', 'is', null)
    .where('d.deactivated_at', 'is', null);

/**
 * Ids of user `userId`'s active dealerships where their role grants
 * `action`, as a subquery: the dealers registered with their mobile (owners
 * of everything), and the teams holding their mobile with such a role.
 */
export const dealerIdsOf = (db: Db, userId: number, action: DealerAction) => {
  const outright = rolesGranted(action, true);
  const withFlag = rolesGranted(action, 'if allowed');
  const registered = registeredDealersOf(db, userId).select('d.id');
  const team = activeTeamRowsOf(db, userId)
    .select('d.id')
    .where((eb) =>
      eb.or([
        ...(outright.length ? [eb('s.role', 'in', outright)] : []),
        ...(withFlag.length
          ? [eb.and([eb('s.role', 'in', withFlag), eb('s.may_set_price', '=', 1)])]
          : []),
        // No role grants it: nothing of the team.
        eb.lit(false),
      ]),
    );
  return registered.union(team);
};

/** A `where` on `listings` (not aliased): the listing is user `userId`'s to `action`. */
export const ownedBy =
  (db: Db, userId: number, action: DealerAction) => (eb: ExpressionBuilder<Database, 'listings'>) =>
    eb.or([eb('user_id', '=', userId), eb('dealer_id', 'in', dealerIdsOf(db, userId, action))]);

/** The same `where` on listings aliased `l`. */
export const ownedByAsL =
  (db: Db, userId: number, action: DealerAction) =>
  (eb: ExpressionBuilder<{ l: Database['listings'] }, 'l'>) =>
    eb.or([eb('l.user_id', '=', userId), eb('l.dealer_id', 'in', dealerIdsOf(db, userId, action))]);

/** A person's place in one dealership. */
export interface DealerMembership {
  dealerId: number;
  firmName: string;
  /** Ten digits: the dealership's registered mobile (not necessarily the person's). */
  mobile: string;
  role: DealerRole;
  /** Their team row; null for the registered mobile, which has none. */
  staffId: number | null;
  /** The price flag of a sales executive (true for the registered mobile). */
  maySetPrice: boolean;
}

/**
 * User `userId`'s active dealerships: those registered with their mobile
 * first (oldest first, role owner), then the teams they are in.
 */
export async function dealerMembershipsOf(db: Db, userId: number): Promise<DealerMembership[]> {
  const registered = await registeredDealersOf(db, userId)
    .select(['d.id', 'd.firm_name', 'd.mobile'])
    .orderBy('d.id')
    .execute();
  const team = await activeTeamRowsOf(db, userId)
    .select(['d.id', 'd.firm_name', 'd.mobile', 's.id as staff_id', 's.role', 's.may_set_price'])
    .orderBy('s.id')
    .execute();
  return [
    ...registered.map((d) => ({
      dealerId: d.id,
      firmName: d.firm_name,
      mobile: d.mobile,
      role: 'owner' as const,
      staffId: null,
      maySetPrice: true,
    })),
    ...team
      .filter((s) => !registered.some((d) => d.id === s.id))
      .map((s) => ({
        dealerId: s.id,
        firmName: s.firm_name,
        mobile: s.mobile,
        role: s.role,
        staffId: s.staff_id,
        maySetPrice: Number(s.may_set_price) === 1,
      })),
  ];
}

/** Whether membership `m` may do `action` (ROLE_GRANTS, with the price flag). */
export function allows(m: Pick<DealerMembership, 'role' | 'maySetPrice'>, action: DealerAction) {
  const grant = ROLE_GRANTS[m.role][action];
  return grant === 'if allowed' ? m.maySetPrice : grant;
}

/** Every action, true where membership `m` may do it (the dealer `Me` call's `permissions`). */
export function permissionsOf(
  m: Pick<DealerMembership, 'role' | 'maySetPrice'>,
): Record<DealerAction, boolean> {
  return Object.fromEntries(DEALER_ACTIONS.map((a) => [a, allows(m, a)])) as Record<
    DealerAction,
    boolean
  >;
}

/**
 * User `userId`'s dealerships where they may do `action`. Throws AppError
 * 403 'This page is for dealers registered with CarSetu.' when they are in
 * no dealership, and 403 'Your role in this dealership does not allow this.'
 * when their role allows it in none.
 */
export async function dealershipsFor(
  db: Db,
  userId: number,
  action: DealerAction,
): Promise<DealerMembership[]> {
  const memberships = await dealerMembershipsOf(db, userId);
  if (memberships.length === 0) throw new AppError(403, MSG.onlyDealers);
  const allowed = memberships.filter((m) => allows(m, action));
  if (allowed.length === 0) throw new AppError(403, MSG.roleNotAllowed);
  return allowed;
}
