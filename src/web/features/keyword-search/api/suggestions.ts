/**
 * The search box's suggestions (GET /api/Search/Suggest,
 * docs/product.md#keyword-search): makes, models and cities completing the
 * text typed. Answers are kept for the page's life, so typing back over a
 * word asks nothing twice.
 */
import type { KeywordSuggestion, SuggestAnswerSchema } from '#shared/schemas/keyword-search.ts';
import { apiGet } from '#web/lib/api-client.ts';

const kept = new Map<string, KeywordSuggestion[]>();

/** Suggestions for `text` ([] for blank text or a failed request; never throws). */
export async function fetchSuggestions(
  text: string,
  signal: AbortSignal,
): Promise<KeywordSuggestion[]> {
  const key = text.trim().toLowerCase();
  if (!key) return [];
  const known = kept.get(key);
  if (known) return known;
  const r = await apiGet<typeof SuggestAnswerSchema>(
    `/api/Search/Suggest?q=${encodeURIComponent(key)}`,
    { signal },
  );
  if (!r.succ) return [];
  kept.set(key, r.data);
  return r.data;
}
