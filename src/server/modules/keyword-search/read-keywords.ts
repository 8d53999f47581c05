/**
 * Keyword search's entry points for the routes (docs/product.md#keyword-search):
 * a query read against the database's catalogue, and the suggestions for
 * text being typed.
 */
import { currentYear } from '#shared/constants.ts';
import type { KeywordSuggestion } from '#shared/schemas/keyword-search.ts';
import type { Db } from '../../db/database.ts';
import { keywordLexicon } from './lexicon.repository.ts';
import { suggestKeywords } from './suggest.ts';
import { type Understanding, understandKeywords } from './understand.ts';

/** What `text` names in `db`'s catalogue (understand.ts). */
export async function readKeywords(db: Db, text: string): Promise<Understanding> {
  return understandKeywords(text, await keywordLexicon(db), currentYear());
}

/** Up to 8 makes, models and cities completing `text` (suggest.ts). */
export async function keywordSuggestions(db: Db, text: string): Promise<KeywordSuggestion[]> {
  return suggestKeywords(text, await keywordLexicon(db));
}
