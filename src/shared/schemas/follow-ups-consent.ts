/**
 * POST /api/Enquiries/FollowUpMessages (issue 43 part 3;
 * docs/decisions/041-lead-work.md): a team member's 9:30 WhatsApp of the
 * day's follow-ups on ('true', with `Consent` exactly the wording shown,
 * MSG.followUpsConsent in any language) or off ('false'); NoticeVersion:
 * the privacy notice's version the page showed (optional; another is refused). Apart from
 * lead-work.ts because it reads every language's wording: the server's
 * alone (the web imports it as a type).
 */
import { z } from 'zod';
import { MSG as en } from '../i18n/en/messages.ts';
import { MSG as gu } from '../i18n/gu/messages.ts';
import { MSG as hi } from '../i18n/hi/messages.ts';
import { MSG } from '../messages.ts';
import { noticeVersion } from './consents.ts';

/** The consent wordings a person may agree to, one per language. */
export const FOLLOW_UPS_CONSENT_WORDINGS: ReadonlySet<string> = new Set([
  en.followUpsConsent,
  hi.followUpsConsent,
  gu.followUpsConsent,
]);

const flag = z.preprocess(
  (v) =>
    v === 'true' || v === true || v === 'on' ? true : v === 'false' || v === false ? false : v,
  z.boolean({ error: "On must be 'true' or 'false'" }),
);

export const FollowUpMessagesRequestSchema = z
  .object({ On: flag, Consent: z.string().max(1000).optional(), NoticeVersion: noticeVersion })
  .refine((r) => !r.On || FOLLOW_UPS_CONSENT_WORDINGS.has(r.Consent ?? ''), {
    message: MSG.followUpsConsentNeeded,
    path: ['Consent'],
  });
