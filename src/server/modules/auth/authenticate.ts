/**
 * Bearer-token authentication for protected routes (requests that need it send
 * the token as a Bearer authorization header;
 * docs/product.md#roles-and-permissions, #sessions). Decorator-free:
 * `authenticate(db)` is an onRequest hook that resolves the token before the
 * body is even read and remembers the user for the request; the handler reads
 * it with `authUser(request)`. `signedInRoutes` gives an area's routes the
 * hook and their OpenAPI tags and security in one call.
 */
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
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

/** The OpenAPI security of a route behind a Bearer token (the `bearer` scheme of http/openapi.ts). */
export const BEARER_SECURITY = [{ bearer: [] }];

/**
 * Route options for an area's calls behind a Bearer token:
 * `signedIn(schema)` answers `{ onRequest: authenticate(db), schema }` with
 * the area's OpenAPI `tags` and the bearer `security` added to the route's
 * own schema (summary, body or querystring, response). Spread it to add
 * other options (bodyLimit, config).
 */
export function signedInRoutes(db: Db, tags: string[]) {
  const onRequest = authenticate(db);
  return <S extends FastifySchema>(schema: S) => ({
    onRequest,
    schema: { tags, security: BEARER_SECURITY, ...schema },
  });
}

/**
 * A rate-limit key per account for a route behind `authenticate` (its limit
 * runs after the hook, so a refused token never counts), else per client
 * address. Per account rather than per address: many phones share one
 * address behind a mobile carrier.
 */
export function accountOrAddressKey(request: FastifyRequest): string {
  const user = users.get(request);
  return user ? `account:${user.userId}` : `ip:${request.ip}`;
}
