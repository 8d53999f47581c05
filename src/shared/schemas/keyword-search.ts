/**
 * Keyword search on the wire (docs/product.md#keyword-search): the
 * suggestions call, and what a search with `q` says it understood.
 */
import { z } from 'zod';
import { KEYWORDS_MAX_LENGTH } from '../constants.ts';
import { hasControlChars } from './fields.ts';

/** The typed text: at most KEYWORDS_MAX_LENGTH characters, no control characters; blank = none. */
export const keywordText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .max(KEYWORDS_MAX_LENGTH, 'q must be at most 100 characters')
    .refine((s) => !hasControlChars(s), 'q must not contain control characters')
    .optional(),
);

/** GET /api/Search/Suggest?q= */
export const SuggestQuerySchema = z.object({ q: keywordText });

export const KeywordSuggestionSchema = z.object({
  /** As shown: "Hyundai Creta", "Ahmedabad". */
  label: z.string(),
  kind: z.enum(['make', 'model', 'city']),
  /** The whole query this suggestion completes to: "diesel creta". */
  q: z.string(),
});
export type KeywordSuggestion = z.infer<typeof KeywordSuggestionSchema>;

export const SuggestAnswerSchema = z.object({
  Success: z.boolean(),
  Message: z.string(),
  Data: z.array(KeywordSuggestionSchema),
});

/** Extension fields of a search page answered for a `q`. */
export const KeywordReadingSchema = z.object({
  /** What the words were read as, in the buyer's order: "Hyundai Creta", "Diesel", "Under ₹5,00,000". */
  Understood: z.array(z.string()).optional(),
  /** Words that named nothing in the catalogue, left out of the search. */
  Ignored: z.array(z.string()).optional(),
});
