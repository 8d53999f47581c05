/**
 * Request ids (issue 11, tracing): every request gets an id, logged on every
 * line of that request (pino's `reqId`) and answered in `x-request-id`. An
 * incoming `x-request-id` is kept when it is a plausible id (8 to 128 of
 * letters, digits and `.`, `_`, `:`, `-`: what tracing systems send), so a
 * proxy's id follows the request; anything else is replaced by a random UUID.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

const PLAUSIBLE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId: the incoming id when plausible, else a random UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && PLAUSIBLE_ID.test(incoming) ? incoming : randomUUID();
}
