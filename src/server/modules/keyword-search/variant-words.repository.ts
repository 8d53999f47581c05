/**
 * The variants a keyword search's variant words name ("vxi", "zxi plus";
 * docs/product.md#keyword-search), from the variant names' text index of
 * migration 0012: FTS5 on SQLite, a tsvector GIN index on PostgreSQL.
 * Within the models (or the make) the search already names, so "swift vxi"
 * is the few Swift VXi variants, not every VXi.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isPostgres } from '../../db/migrations/migration-helpers.ts';

/** Letters and digits only: what both text indexes hold of a word. */
const textTerms = (words: string[]) =>
  words.flatMap((w) => w.toLowerCase().split(/[^a-z0-9]+/)).filter(Boolean);

/** Ids of the variants whose name holds every word of `words`, within `within`'s models or make. [] when none. */
export async function variantIdsWithWords(
  db: Db,
  words: string[],
  within: { modelIds?: number[]; makeId?: number },
): Promise<number[]> {
  const terms = textTerms(words);
  if (terms.length === 0) return [];
  let q = isPostgres(db)
    ? db
        .selectFrom('variants as v')
        .select('v.id')
        .where(
          sql<boolean>`to_tsvector('simple', v.name) @@ to_tsquery('simple', ${terms.join(' & ')})`,
        )
    : db
        .selectFrom('variants as v')
        .select('v.id')
        .where(
          sql<boolean>`v.id IN (SELECT rowid FROM variant_words WHERE variant_words MATCH ${terms.map((t) => `"${t}"`).join(' ')})`,
        );
  if (within.modelIds?.length) q = q.where('v.model_id', 'in', within.modelIds);
  else if (within.makeId !== undefined) {
    q = q.where('v.model_id', 'in', (eb) =>
      eb
        .selectFrom('models')
        .select('id')
        .where('make_id', '=', within.makeId as number),
    );
  }
  const rows = await q.execute();
  return rows.map((r) => r.id);
}
