/**
 * Who may use the console (docs/moderation.md#operators): a signed-in account
 * whose mobile is one of OPERATOR_MOBILES. `operatorRoutes` gives the
 * console's routes a hook that answers 401 without a live token and 403 for
 * everyone else; the handler reads the operator with `operatorOf(request)`.
 */
import type { FastifyRequest, FastifySchema } from 'fastify';
import { MSG } from '#shared/messages.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserMobile } from '../auth/accounts.repository.ts';
import { authenticate, authUser, BEARER_SECURITY } from '../auth/authenticate.ts';
import type { Operator } from './audit.repository.ts';

const operators = new WeakMap<FastifyRequest, Operator>();

/** Route options for the console: signed in as an operator (`mobiles`), else 401 or 403. */
export function operatorRoutes(db: Db, mobiles: readonly string[]) {
  const signedIn = authenticate(db);
  const onRequest = async (request: FastifyRequest, reply: Parameters<typeof signedIn>[1]) => {
    await signedIn(request, reply);
    const { userId } = authUser(request);
    const mobile = await findUserMobile(db, userId);
    if (!mobile || !mobiles.includes(mobile)) throw new AppError(403, MSG.forbidden);
    operators.set(request, { userId, mobile });
  };
  return <S extends FastifySchema>(schema: S) => ({
    onRequest,
    schema: { tags: ['Console'], security: BEARER_SECURITY, ...schema },
  });
}

/** The operator of a request that passed `operatorRoutes`' hook. */
export function operatorOf(request: FastifyRequest): Operator {
  const op = operators.get(request);
  if (!op) throw new Error('operatorOf: the route has no operator hook');
  return op;
}
