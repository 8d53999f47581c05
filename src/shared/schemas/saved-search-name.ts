/**
 * A saved search's name (docs/product.md#saved-searches): the rule the Save
 * and Rename calls and My alerts' name field share. Apart from the rest of
 * the saved-search schemas so the screen's field carries only this.
 */
import { z } from 'zod';
import {
  searchNameControlChars,
  searchNameRequired,
  searchNameTooLong,
} from '#messages/validation.ts';
import { SAVED_SEARCH_NAME_MAX } from '../constants.ts';
import { hasControlChars } from './fields.ts';

/** A saved search's name: 1 to 40 characters after trimming, no control characters. */
export const savedSearchName = z
  .string({ error: searchNameRequired })
  .trim()
  .min(1, searchNameRequired)
  .max(SAVED_SEARCH_NAME_MAX, searchNameTooLong)
  .refine((s) => !hasControlChars(s), searchNameControlChars);

/** The name field of My alerts' save and rename forms. */
export const SavedSearchNameFormSchema = z.object({ name: savedSearchName });
