/**
 * A person's nominee and the erasure of their account on the wire (issue 44
 * part 4; docs/privacy.md#nominee, #erasure). My data's forms and the
 * routes check the same schemas: NomineeFormSchema (POST
 * /api/Account/Nominee; the server also refuses the account's own mobile)
 * and EraseFormSchema (POST /api/Account/Erase: the ticked confirmation).
 */
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { envelope } from './api.ts';
import { isTicked, leadMobile, personName } from './fields.ts';

/** The nominee: a name (letters and spaces) and a mobile (ten digits starting 6-9). */
export const NomineeFormSchema = z.object({ Name: personName, Mobile: leadMobile });
export type NomineeForm = z.infer<typeof NomineeFormSchema>;

/** GET /api/Account/Nominee: the nominee, or null when none is named. */
export const NomineeAnswerSchema = envelope(
  z.object({ Name: z.string(), Mobile: z.string(), Since: z.string() }).nullable(),
);

/** Erasure needs its box ticked (true, or 'true'/'on' from a form post). */
export const EraseFormSchema = z.object({
  Confirm: z.preprocess(isTicked, z.literal(true, { error: MSG.eraseConfirmNeeded })),
});
export type EraseForm = z.input<typeof EraseFormSchema>;
