/**
 * The rules of a dealership's team (issue 43 part 1;
 * docs/decisions/040-dealer-team.md). Only an owner manages it (ROLE_GRANTS'
 * manageTeam in modules/cars/ownership.ts). A mobile belongs to one
 * dealership: a dealer's registered mobile, or a mobile in another team, is
 * refused (409). A team holds at most DEALER_TEAM_LIMIT people besides the
 * registered mobile (409). Removing a person ends their sessions and gives
 * their open leads back to the owner. Each change runs in one transaction
 * with its row in the trail; a refused one changes nothing.
 */
import { DEALER_TEAM_LIMIT } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import type { Team, TeamAddForm, TeamChangeForm, TeamMember } from '#shared/schemas/dealer-team.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { revokeTokensOfMobile } from '../auth/accounts.repository.ts';
import { isMobileBlocked } from '../blocks/blocked-mobiles.repository.ts';
import { callerMembership } from '../cars/caller-membership.ts';
import { allows, type DealerMembership } from '../cars/ownership.ts';
import { isUniqueViolation } from '../catalog/cities.repository.ts';
import {
  appendTeamEvent,
  countStaff,
  dealershipOfMobile,
  findStaff,
  insertStaff,
  listStaff,
  lockTeam,
  markRemoved,
  returnOpenLeads,
  type StaffRecord,
  type StaffState,
  teamDealer,
  updateStaff,
} from './dealer-team.repository.ts';

/** Who is acting on a team: their account and their place in the dealership. */
export interface TeamActor {
  userId: number;
  membership: DealerMembership;
}

/**
 * The dealership user `userId` manages the team of: `dealerId`, or their
 * first where they may when omitted. Throws AppError 403 'This page is for
 * dealers registered with CarSetu.' (in no dealership), 404 'Dealership not
 * found' (`dealerId` is not one of theirs: another's answers as an unknown
 * one does) or 403 'Your role in this dealership does not allow this.'
 */
export async function teamActor(db: Db, userId: number, dealerId?: number): Promise<TeamActor> {
  return { userId, membership: await callerMembership(db, userId, dealerId, 'manageTeam') };
}

const stateOf = (s: Pick<StaffRecord, 'role' | 'may_set_price'>): StaffState => ({
  role: s.role,
  maySetPrice: Number(s.may_set_price) === 1,
});

/** A person's row -> the wire's TeamMember (MayChangePrice: what role and flag allow together). */
export function toTeamMember(s: StaffRecord): TeamMember {
  return {
    id: s.id,
    Name: s.name,
    Mobile: s.mobile,
    Role: s.role,
    MayChangePrice: allows(stateOf(s), 'setPrice'),
    Registered: false,
    AddedAt: s.created_at,
  };
}

/** Dealer `dealerId`'s team: its registered mobile (an owner) first, then its people as added. */
export async function teamOf(db: Db, dealerId: number): Promise<Team> {
  const dealer = await teamDealer(db, dealerId);
  const staff = await listStaff(db, dealerId);
  const registered: TeamMember = {
    id: null,
    Name: dealer.profile_name?.trim() || dealer.firm_name,
    Mobile: dealer.mobile,
    Role: 'owner',
    MayChangePrice: true,
    Registered: true,
    AddedAt: dealer.created_at,
  };
  return {
    Dealer: { id: dealer.id, FirmName: dealer.firm_name },
    Members: [registered, ...staff.map(toTeamMember)],
    Limit: DEALER_TEAM_LIMIT,
  };
}

/** 409 unless `mobile` may join dealer `dealerId`'s team: not blocked, in no dealership yet. */
async function checkMobileFree(db: Db, dealerId: number, mobile: string): Promise<void> {
  if (await isMobileBlocked(db, mobile)) throw new AppError(409, MSG.mobileBlocked);
  const taken = await dealershipOfMobile(db, mobile);
  if (taken === dealerId) throw new AppError(409, MSG.staffMobileInTeam);
  if (taken !== undefined) throw new AppError(409, MSG.staffMobileElsewhere);
}

/**
 * Adds `form`'s person to `actor`'s dealership at `now`; answers them.
 * Throws AppError 409 (the mobile is blocked, in this team, another
 * dealership's, or the team is full).
 */
export async function addStaff(
  db: Db,
  actor: TeamActor,
  form: TeamAddForm,
  now: Date,
): Promise<TeamMember> {
  const dealerId = actor.membership.dealerId;
  const nowIso = now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      await lockTeam(trx, dealerId);
      await checkMobileFree(trx, dealerId, form.Mobile);
      if ((await countStaff(trx, dealerId)) >= DEALER_TEAM_LIMIT) {
        throw new AppError(409, MSG.teamFull);
      }
      const row = await insertStaff(trx, {
        dealerId,
        mobile: form.Mobile,
        name: form.Name,
        role: form.Role,
        maySetPrice: form.MayChangePrice,
        addedBy: actor.userId,
        nowIso,
      });
      await appendTeamEvent(trx, {
        dealerId,
        staffId: row.id,
        actorUserId: actor.userId,
        action: 'added',
        before: null,
        after: stateOf(row),
        nowIso,
      });
      return toTeamMember(row);
    });
  } catch (err) {
    // Another team took the mobile between the check and the insert.
    if (isUniqueViolation(err)) throw new AppError(409, MSG.staffMobileElsewhere);
    throw err;
  }
}

/** Person `staffId` of `actor`'s dealership; 404 when unknown or of another, 409 when it is the actor. */
async function otherPerson(db: Db, actor: TeamActor, staffId: number): Promise<StaffRecord> {
  const person = await findStaff(db, actor.membership.dealerId, staffId);
  if (!person) throw new AppError(404, MSG.staffNotFound);
  if (person.id === actor.membership.staffId) throw new AppError(409, MSG.notYourself);
  return person;
}

/**
 * Sets person `staffId`'s role and price permission to `change`; answers
 * them. Throws AppError 404 (not of this team) or 409 (the actor themselves).
 */
export async function changeStaff(
  db: Db,
  actor: TeamActor,
  staffId: number,
  change: TeamChangeForm,
  now: Date,
): Promise<TeamMember> {
  const dealerId = actor.membership.dealerId;
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await lockTeam(trx, dealerId);
    const person = await otherPerson(trx, actor, staffId);
    const before = stateOf(person);
    const after: StaffState = { role: change.Role, maySetPrice: change.MayChangePrice };
    if (before.role !== after.role || before.maySetPrice !== after.maySetPrice) {
      await updateStaff(trx, person.id, { ...after, nowIso });
      await appendTeamEvent(trx, {
        dealerId,
        staffId: person.id,
        actorUserId: actor.userId,
        action: 'changed',
        before,
        after,
        nowIso,
      });
    }
    return toTeamMember({ ...person, role: after.role, may_set_price: after.maySetPrice ? 1 : 0 });
  });
}

/**
 * Removes person `staffId` from `actor`'s dealership at `now`: their
 * sessions end (their access tokens are revoked) and their open leads go
 * back to the owner. Throws AppError 404 (not of this team) or 409 (the
 * actor themselves).
 */
export async function removeStaff(
  db: Db,
  actor: TeamActor,
  staffId: number,
  now: Date,
): Promise<void> {
  const dealerId = actor.membership.dealerId;
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await lockTeam(trx, dealerId);
    const person = await otherPerson(trx, actor, staffId);
    await markRemoved(trx, person.id, nowIso);
    await returnOpenLeads(trx, person.id);
    await revokeTokensOfMobile(trx, person.mobile, nowIso);
    await appendTeamEvent(trx, {
      dealerId,
      staffId: person.id,
      actorUserId: actor.userId,
      action: 'removed',
      before: stateOf(person),
      after: null,
      nowIso,
    });
  });
}
