/**
 * The dealership a dealer call acts on (docs/decisions/040-dealer-team.md):
 * `dealerId` when given, else the caller's first where their role allows
 * `action` (their first when no action is asked for, or none allows it).
 */
import type { FastifyRequest } from 'fastify';
import { MSG } from '#shared/messages.ts';
import type { DealerAction } from '#shared/schemas/dealer-team.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { authUser } from '../auth/authenticate.ts';
import { allows, type DealerMembership, dealerMembershipsOf } from './ownership.ts';

/**
 * User `userId`'s membership of dealership `dealerId` (or as above). Throws
 * AppError 403 'This page is for dealers registered with CarSetu.' (in no
 * dealership), 404 'Dealership not found' (`dealerId` not one of theirs:
 * another's answers as an unknown one does) or 403 'Your role in this
 * dealership does not allow this.' (their role there does not allow `action`).
 */
export async function callerMembership(
  db: Db,
  userId: number,
  dealerId: number | undefined,
  action?: DealerAction,
): Promise<DealerMembership> {
  const memberships = await dealerMembershipsOf(db, userId);
  if (memberships.length === 0) throw new AppError(403, MSG.onlyDealers);
  const m =
    dealerId === undefined
      ? ((action && memberships.find((d) => allows(d, action))) ?? memberships[0])
      : memberships.find((d) => d.dealerId === dealerId);
  if (!m) throw new AppError(404, MSG.dealershipNotFound);
  if (action && !allows(m, action)) throw new AppError(403, MSG.roleNotAllowed);
  return m;
}

/**
 * callerMembership for a signed-in route's request: the caller's membership
 * of the dealership its `?DealerId=` names (or as above), refused as above.
 */
export function requestMembership(
  db: Db,
  request: FastifyRequest & { query: { DealerId?: number } },
  action?: DealerAction,
): Promise<DealerMembership> {
  return callerMembership(db, authUser(request).userId, request.query.DealerId, action);
}
