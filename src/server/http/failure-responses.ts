/**
 * The failure answers a route documents in its OpenAPI responses: each
 * status answers the envelope `{ Success: false, Message, Data: null }`
 * (FailureSchema; the error handler makes it).
 */
import { FailureSchema } from '#shared/schemas/api.ts';

/** `{ [status]: FailureSchema }` for each of `statuses` (HTTP codes, e.g. 400, 401, 404). */
export function failures<const S extends number>(
  ...statuses: S[]
): Record<S, typeof FailureSchema> {
  return Object.fromEntries(statuses.map((status) => [status, FailureSchema])) as Record<
    S,
    typeof FailureSchema
  >;
}
