/**
 * Bearer-token authentication for protected routes (requests that need it send
 * the token as a Bearer authorization header;
 * docs/product.md#roles-and-permissions, #sessions). Decorator-free:
 * `authenticate(db)` is an onRequest hook that resolves the token before the
 * body is even read and remembers the user for the request; the handler reads
 * it with `authUser(request)`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '#shared/messages.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findLiveToken } from './accounts.repository.ts';
import { OPAQUE_TOKEN_PATTERN, tokenHash } from './secrets.ts';

/** The signed-in user of a request and the token that proved it. */
export interface AuthUser {
  userId: number;
  tokenId: number;
}

const users = new WeakMap<FastifyRequest, AuthUser>();

/** The token of an `Authorization: Bearer <token>` header (scheme in any case), or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * The user whose live (unexpired, unrevoked) access token the request
 * carries, or undefined. Malformed tokens are refused without a lookup.
 */
export async function resolveBearer(
  db: Db,
  header: string | undefined,
  now: Date,
): Promise<AuthUser | undefined> {
  const token = bearerToken(header);
  if (!token || !OPAQUE_TOKEN_PATTERN.test(token)) return undefined;
  return findLiveToken(db, tokenHash(token), now.toISOString());
}

/**
 * onRequest hook for a protected route: answers HTTP 401
 * `{ Success: false, Message: 'Unauthorized', Data: null }` (with
 * `WWW-Authenticate: Bearer`) unless the request carries a live access token.
 */
export function authenticate(db: Db) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const user = await resolveBearer(db, request.headers.authorization, new Date());
    if (!user) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw new AppError(401, MSG.unauthorized);
    }
    users.set(request, user);
  };
}

/** The user `authenticate` resolved for `request`; throws when the route forgot the hook. */
export function authUser(request: FastifyRequest): AuthUser {
  const user = users.get(request);
  if (!user) throw new Error(`${request.routeOptions.url} has no authenticate hook`);
  return user;
}
