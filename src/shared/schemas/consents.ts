/**
 * Consents on record (issue 44 part 3; docs/privacy.md#consents): the
 * notice version a consent call names, and GET /api/Account/Consents.
 */
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { CONSENT_CHANNELS, CONSENT_PURPOSES, PRIVACY_NOTICE_VERSION } from '../privacy-notice.ts';
import { envelope } from './api.ts';

/**
 * The notice version a consent call was shown (optional): only the current
 * one is accepted ('This notice has changed …'), so a page left open across
 * a change of the notice, or a forged version, records nothing.
 */
export const noticeVersion = z
  .string()
  .max(40)
  .refine((v) => v === PRIVACY_NOTICE_VERSION, MSG.noticeChanged)
  .optional();

/** One consent given or withdrawn. `at`: ISO time. */
export const ConsentRecordSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  given: z.boolean(),
  noticeVersion: z.string(),
  /** The words agreed to (for a withdrawal: the ones agreed to before). */
  wording: z.string(),
  channel: z.enum(CONSENT_CHANNELS),
  at: z.string(),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

/**
 * GET /api/Account/Consents: each purpose's standing (given or not, since
 * when) and every record, newest first; the current notice version.
 */
export const ConsentsAnswerSchema = envelope(
  z.object({
    noticeVersion: z.string(),
    current: z.array(
      z.object({ purpose: z.enum(CONSENT_PURPOSES), given: z.boolean(), since: z.string() }),
    ),
    records: z.array(ConsentRecordSchema),
  }),
);

/** GET /api/Account/SharedWith: each seller a lead of the person's went to, and when (ISO), newest first. */
export const SharedWithAnswerSchema = envelope(
  z.array(z.object({ seller: z.string(), at: z.string() })),
);
