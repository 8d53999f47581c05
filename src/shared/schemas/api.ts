/** The response envelope of every /api call (docs/product.md#api-conventions): `{ Success, Message, Data }`. */
import { z } from 'zod';

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ Success: z.boolean(), Message: z.string(), Data: data });

export type Envelope<T> = { Success: boolean; Message: string; Data: T };

/**
 * Answer of a change that has nothing to hand back (Logout, saving the
 * profile, a wishlist heart, deleting a photo or a listing, mark Sold):
 * `Data: null`, the outcome in Message.
 */
export const EmptyAnswerSchema = envelope(z.null());

/** Answer of a refused request: HTTP 4xx with `Success: false` and a Message naming the field. */
export const FailureSchema = z.object({
  Success: z.literal(false),
  Message: z.string(),
  Data: z.null(),
});
