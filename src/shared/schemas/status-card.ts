/**
 * Promote on WhatsApp Status (issue 12 item 4; docs/decisions/023-status-card.md):
 * the picture a seller posts to their WhatsApp Status for one of their live
 * cars, and the caption that goes with it. Additions to the spec's API under
 * /api/StatusCard, behind the Bearer token.
 */
import { z } from 'zod';
import { envelope } from './api.ts';
import { asText, hasControlChars } from './fields.ts';

/** The picture's size in pixels: a full-screen 9:16 WhatsApp Status. */
export const STATUS_CARD_SIZE = { width: 1080, height: 1920 } as const;

/**
 * ?Rand= of both calls: the listing's Rand, trimmed; required ('Rand is
 * required'), at most 64 characters and without control characters ('Rand is
 * invalid').
 */
export const StatusCardQuerySchema = z.object({
  Rand: z.preprocess(
    asText,
    z
      .string({ error: 'Rand is required' })
      .max(64, 'Rand is invalid')
      .refine((s) => !hasControlChars(s), 'Rand is invalid'),
  ),
});

/**
 * GET /api/StatusCard/Caption: the text to post with the picture, ending
 * with the car's short link, and the link alone (`{PUBLIC_URL}/CarDetails/{Rand}`).
 */
export const StatusCaptionAnswerSchema = envelope(
  z.object({ Caption: z.string(), Link: z.string() }),
);
export type StatusCaption = z.infer<typeof StatusCaptionAnswerSchema>['Data'];
