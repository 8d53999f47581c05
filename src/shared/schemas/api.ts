/** The response envelope of every /api call (docs/product.md#api-conventions): `{ Success, Message, Data }`. */
import { z } from 'zod';

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ Success: z.boolean(), Message: z.string(), Data: data });

export type Envelope<T> = { Success: boolean; Message: string; Data: T };

/** Answer of a refused request: HTTP 4xx with `Success: false` and a Message naming the field. */
export const FailureSchema = z.object({
  Success: z.literal(false),
  Message: z.string(),
  Data: z.null(),
});
