/**
 * Saved searches on the wire (docs/product.md#saved-searches, issue 24
 * part 1): save the search's criteria with a name, list them with their new
 * matches, rename, pause or resume, delete. Criteria are the search call's
 * own fields (SearchCriteriaFields), checked as the search checks them.
 */

import { z } from 'zod';
import { ALERTS_CONSENT_WORDINGS } from '../alerts-consent.ts';
import { NEW_MATCHES_COUNTED } from '../constants.ts';
import { MSG } from '../messages.ts';
import { envelope } from './api.ts';
import { noticeVersion } from './consents.ts';
import { coercedId } from './fields.ts';
import { savedSearchName } from './saved-search-name.ts';
import { SearchCriteriaFields, withRangeChecks } from './search.ts';

const savedSearchId = coercedId('id is required', 'id must be a saved search id');

/** POST /api/SavedSearch/Save: `name` and the search's criteria (form-encoded). */
export const SaveSearchRequestSchema = withRangeChecks(
  SearchCriteriaFields.extend({ name: savedSearchName }),
);

/** POST /api/SavedSearch/Rename */
export const RenameSavedSearchSchema = z.object({ id: savedSearchId, name: savedSearchName });

/** A form field 'true' or 'false' as a boolean. */
const flag = (name: string) =>
  z.preprocess(
    (v) => (v === 'true' || v === true ? true : v === 'false' || v === false ? false : v),
    z.boolean({ error: `${name} must be 'true' or 'false'` }),
  );

/** POST /api/SavedSearch/Pause: `paused` 'true' (no alerts) or 'false'. */
export const PauseSavedSearchSchema = z.object({ id: savedSearchId, paused: flag('paused') });

/** GET /api/SavedSearch/Describe: the search's criteria (as the search call takes them). */
export const DescribeSearchRequestSchema = withRangeChecks(SearchCriteriaFields);

/** The criteria in words, and the name a new saved search of them is offered. */
export const DescribeSearchAnswerSchema = envelope(
  z.object({ summary: z.string(), name: z.string(), searchPath: z.string() }),
);

/**
 * POST /api/SavedSearch/Alerts: WhatsApp alerts on ('true', with `consent`
 * exactly the wording shown, MSG.alertsConsent) or off ('false'), with the
 * privacy notice's version the page showed (optional; another is refused).
 */
export const SetAlertsRequestSchema = z
  .object({ on: flag('on'), consent: z.string().max(1000).optional(), noticeVersion })
  .refine((r) => !r.on || ALERTS_CONSENT_WORDINGS.has(r.consent ?? ''), {
    message: MSG.alertsConsentNeeded,
    path: ['consent'],
  });

/** GET and POST /api/SavedSearch/Alerts: whether the buyer's WhatsApp alerts are on, and the wording they agree to. */
export const AlertsAnswerSchema = envelope(z.object({ on: z.boolean(), consentText: z.string() }));

/** POST /api/SavedSearch/Delete */
export const DeleteSavedSearchSchema = z.object({ id: savedSearchId });

export const SavedSearchSchema = z.object({
  id: z.number(),
  name: z.string(),
  paused: z.boolean(),
  /** The criteria as the search call takes them (only those given). */
  criteria: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The criteria in words ("Maruti Suzuki Swift · Petrol · Ahmedabad, Gujarat"). */
  summary: z.string(),
  /** The /search address that shows them (searchPathOf). */
  searchPath: z.string(),
  /** Cars for sale that match and are newer than the last time they were told, at most NEW_MATCHES_COUNTED (that many reads "100+"). */
  newMatches: z.number().int().min(0).max(NEW_MATCHES_COUNTED),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

/** GET /api/SavedSearch/List: the signed-in buyer's saved searches, newest first. */
export const SavedSearchListSchema = envelope(z.array(SavedSearchSchema));
/** The answer of Save, Rename and Pause: the search as it is now. */
export const SavedSearchAnswerSchema = envelope(SavedSearchSchema);
