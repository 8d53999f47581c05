/**
 * Suggestions as the buyer types (docs/product.md#keyword-search): makes,
 * models and cities whose name begins with the word being typed (or the last
 * two: "grand i" -> Grand i10), most cars for sale first; when none does,
 * those one typo away, from four letters ("hund" -> Hyundai). Each completes the query: the words
 * before stay as typed. Pure: the lexicon comes from lexicon.ts.
 */
import { editDistance, keywordTokens, respell, typosAllowed } from '#shared/keywords.ts';
import type { KeywordSuggestion } from '#shared/schemas/keyword-search.ts';
import type { Lexicon } from './lexicon.ts';

/** Most suggestions given at once. */
export const MAX_SUGGESTIONS = 8;

/** Suggestions for `text` (see the module comment); [] for nothing typed. */
export function suggestKeywords(text: string, lexicon: Lexicon): KeywordSuggestion[] {
  const words = keywordTokens(text);
  const last = words.at(-1);
  if (!last || /^\d+$/.test(last)) return [];
  const tails = [respell(last)];
  if (words.length >= 2) tails.unshift(`${words.at(-2)} ${last}`);
  const typed = new Set(words.slice(0, -1));
  const exact: KeywordSuggestion[] = [];
  const near: KeywordSuggestion[] = [];
  for (const { spellings, term } of lexicon.suggestible) {
    if (exact.length >= MAX_SUGGESTIONS) break;
    let best: { tail: string; spelling: string; typos: number } | undefined;
    for (const [i, tail] of tails.entries()) {
      const allowed = i === tails.length - 1 ? typosAllowed(tail.length) : 0;
      for (const spelling of spellings) {
        if (!spelling.includes(' ') && tail.includes(' ')) continue;
        const typos = spelling.startsWith(tail)
          ? 0
          : allowed > 0
            ? Math.min(
                editDistance(tail, spelling.slice(0, tail.length), 1),
                editDistance(tail, spelling.slice(0, tail.length + 1), 1),
              )
            : 2;
        if (typos <= Math.min(allowed, 1) && (!best || typos < best.typos)) {
          best = { tail, spelling, typos };
        }
      }
      if (best) break;
    }
    if (!best || typed.has(best.spelling)) continue;
    const head = words.slice(0, words.length - best.tail.split(' ').length);
    const suggestion: KeywordSuggestion = {
      label: term.label,
      kind: term.kind === 'model' ? 'model' : term.kind === 'make' ? 'make' : 'city',
      q: [...head, best.spelling].join(' '),
    };
    (best.typos === 0 ? exact : near).push(suggestion);
  }
  // Those a typo away only when nothing begins with what was typed ("selt" is Seltos, not Sultanpur).
  const seen = new Set<string>();
  return (exact.length > 0 ? exact : near)
    .filter((s) => !seen.has(s.q) && seen.add(s.q))
    .slice(0, MAX_SUGGESTIONS);
}
