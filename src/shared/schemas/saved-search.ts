/**
 * Saved searches on the wire (docs/product.md#saved-searches, issue 24
 * part 1): save the search's criteria with a name, list them with their new
 * matches, rename, pause or resume, delete. Criteria are the search call's
 * own fields (SearchCriteriaFields), checked as the search checks them.
 */
import { z } from 'zod';
import { NEW_MATCHES_COUNTED, SAVED_SEARCH_NAME_MAX } from '../constants.ts';
import { envelope } from './api.ts';
import { coercedId, hasControlChars } from './fields.ts';
import { SearchCriteriaFields, withRangeChecks } from './search.ts';

/** A saved search's name: 1 to 40 characters after trimming, no control characters. */
export const savedSearchName = z
  .string({ error: 'Please enter a name for this search' })
  .trim()
  .min(1, 'Please enter a name for this search')
  .max(SAVED_SEARCH_NAME_MAX, 'Name must be at most 40 characters')
  .refine((s) => !hasControlChars(s), 'Name must not contain control characters');

const savedSearchId = coercedId('id is required', 'id must be a saved search id');

/** POST /api/SavedSearch/Save: `name` and the search's criteria (form-encoded). */
export const SaveSearchRequestSchema = withRangeChecks(
  SearchCriteriaFields.extend({ name: savedSearchName }),
);

/** POST /api/SavedSearch/Rename */
export const RenameSavedSearchSchema = z.object({ id: savedSearchId, name: savedSearchName });

/** POST /api/SavedSearch/Pause: `paused` 'true' (no alerts) or 'false'. */
export const PauseSavedSearchSchema = z.object({
  id: savedSearchId,
  paused: z.preprocess(
    (v) => (v === 'true' || v === true ? true : v === 'false' || v === false ? false : v),
    z.boolean({ error: "paused must be 'true' or 'false'" }),
  ),
});

/** POST /api/SavedSearch/Delete */
export const DeleteSavedSearchSchema = z.object({ id: savedSearchId });

export const SavedSearchSchema = z.object({
  id: z.number(),
  name: z.string(),
  paused: z.boolean(),
  /** The criteria as the search call takes them (only those given). */
  criteria: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Cars for sale that match and are newer than the last time they were told, at most NEW_MATCHES_COUNTED (that many reads "100+"). */
  newMatches: z.number().int().min(0).max(NEW_MATCHES_COUNTED),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

/** GET /api/SavedSearch/List: the signed-in buyer's saved searches, newest first. */
export const SavedSearchListSchema = envelope(z.array(SavedSearchSchema));
/** The answer of Save, Rename and Pause: the search as it is now. */
export const SavedSearchAnswerSchema = envelope(SavedSearchSchema);
