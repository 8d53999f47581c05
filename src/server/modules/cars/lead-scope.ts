/**
 * Whose a lead is (docs/decisions/040-dealer-team.md,
 * 041-lead-work.md), by the roles of modules/cars/ownership.ts, resolved
 * once per request into plain ids so that the lead queries are simple
 * indexed conditions (a dealer with 10,000 leads: docs/benchmarks.md):
 *
 * - a lead is user U's to **see and work** when its car was listed by U,
 *   when U may see every lead of its dealership (owner, manager), or when
 *   it is assigned to U there (any role that sees its own);
 * - a lead is U's **own** (their Today queue and morning message) when its
 *   car was listed by U, when it is assigned to U, or when it is assigned
 *   to nobody in a dealership U owns. A manager sees every lead but works
 *   only those given to them.
 */
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { allows, dealerMembershipsOf } from './ownership.ts';

/** A user's reach among leads, as ids. */
export interface LeadScope {
  userId: number;
  /** Dealerships where they see every lead. */
  allDealerIds: number[];
  /** Their own team rows (active, of active dealers) whose role sees its own leads. */
  ownStaffIds: number[];
  /** Dealerships they own (registered mobile, or an owner of the team): the leads of nobody there are theirs. */
  ownerDealerIds: number[];
  /** Whether they listed any car themselves (a private seller's leads are theirs). */
  listsCars: boolean;
}

/** User `userId`'s lead scope now. */
export async function leadScopeOf(db: Db, userId: number): Promise<LeadScope> {
  const [memberships, listing] = await Promise.all([
    dealerMembershipsOf(db, userId),
    db
      .selectFrom('listings')
      .select('id')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    userId,
    allDealerIds: memberships.filter((m) => allows(m, 'allLeads')).map((m) => m.dealerId),
    ownStaffIds: memberships.flatMap((m) =>
      m.staffId !== null && allows(m, 'ownLeads') ? [m.staffId] : [],
    ),
    ownerDealerIds: memberships.filter((m) => m.role === 'owner').map((m) => m.dealerId),
    listsCars: listing !== undefined,
  };
}

type LeadEb = ExpressionBuilder<Database & { ld: Database['leads'] }, 'ld'>;
type Condition = ReturnType<LeadEb['and']>;

/** `terms` or-ed: false for none, the term itself for one (a plain condition the planner matches to an index). */
const anyOf = (eb: LeadEb, terms: Condition[]) =>
  terms.length === 0 ? eb.lit(false) : terms.length === 1 ? (terms[0] as Condition) : eb.or(terms);

/** The leads (aliased `ld`) of cars the scope's user listed. */
const onTheirCars = (eb: LeadEb, s: LeadScope) =>
  eb('ld.listing_id', 'in', eb.selectFrom('listings').select('id').where('user_id', '=', s.userId));

/** A `where` on leads aliased `ld`: the lead is the scope's user's to see and work. */
export const leadSeenBy = (s: LeadScope) => (eb: LeadEb) =>
  anyOf(eb, [
    ...(s.allDealerIds.length ? [eb('ld.dealer_id', 'in', s.allDealerIds)] : []),
    ...(s.ownStaffIds.length ? [eb('ld.assignee_staff_id', 'in', s.ownStaffIds)] : []),
    ...(s.listsCars ? [onTheirCars(eb, s)] : []),
  ]);

/** A `where` on leads aliased `ld`: the lead is the scope's user's own to work (Today). */
export const leadWorkedBy = (s: LeadScope) => (eb: LeadEb) =>
  anyOf(eb, [
    ...(s.ownStaffIds.length ? [eb('ld.assignee_staff_id', 'in', s.ownStaffIds)] : []),
    ...(s.ownerDealerIds.length
      ? [
          eb.and([
            eb('ld.dealer_id', 'in', s.ownerDealerIds),
            eb('ld.assignee_staff_id', 'is', null),
          ]),
        ]
      : []),
    ...(s.listsCars ? [onTheirCars(eb, s)] : []),
  ]);
