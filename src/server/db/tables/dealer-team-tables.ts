/**
 * Kysely types of a dealership's team (migration 0025;
 * docs/decisions/040-dealer-team.md): the people an owner added by mobile,
 * and the trail of who added, changed or removed whom. Times as ISO 8601
 * strings made by the application.
 */
import type { Generated } from 'kysely';
import type { DealerRole } from '#shared/schemas/dealer-team.ts';

/**
 * One person of a dealership's team. They sign in with `mobile` like anyone
 * (their account is the user with that mobile); while `removed_at` is null
 * that mobile is in no other dealership's team (unique index
 * dealer_staff_active_mobile). The dealership's registered mobile has no row:
 * it is always an owner.
 */
export interface DealerStaffRow {
  id: Generated<number>;
  dealer_id: number;
  /** Ten digits starting 6-9. */
  mobile: string;
  name: string;
  role: DealerRole;
  /** 1: a sales executive may change prices (the workspace's quick price); 0 otherwise. */
  may_set_price: Generated<number>;
  /** The user id of the owner who added them. */
  added_by: number;
  created_at: string;
  updated_at: string;
  /** When an owner removed them; null while in the team. */
  removed_at: string | null;
  /** When they were last given a new lead (round-robin's turn; migration 0026). */
  last_lead_at: Generated<string | null>;
}

/** What happened to a person of a team. */
export type TeamEventAction = 'added' | 'changed' | 'removed';

/** One change to a team: who (`actor_user_id`) did what to whom (`staff_id`), when. */
export interface DealerTeamEventRow {
  id: Generated<number>;
  dealer_id: number;
  staff_id: number;
  actor_user_id: number;
  action: TeamEventAction;
  /** The person's role and price permission before and after, JSON ({ role, maySetPrice }), or null. */
  before: string | null;
  after: string | null;
  created_at: string;
}
