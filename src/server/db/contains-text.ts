/**
 * A case-insensitive "contains" for search boxes (the dealer workspace's, the
 * console's dealer search), the same on SQLite and PostgreSQL: LIKE over
 * lower-cased text with an explicit escape, so %, _ and \ in what was typed
 * match themselves.
 */
import { type RawBuilder, sql } from 'kysely';

/** `column` (a qualified column name) contains `text`, any letter case. */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
