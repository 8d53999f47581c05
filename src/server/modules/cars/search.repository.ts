/**
 * Search query (GetDetailsofcarsbySCCM_data,
 * docs/product.md#home-and-search-calls): unsold listings only, every filter,
 * five orders, keyset or OFFSET paging. It selects ids and the sort value from
 * `listings` alone (the details are fetched for the page's ids afterwards), so
 * the planner has one table to plan and each query is served by a
 * `(status, <column>, id)` index of migration 0001.
 */
import { sql } from 'kysely';
import type { SearchSort } from '#shared/schemas/search.ts';
import type { Db } from '../../db/database.ts';
import { isPostgres } from '../../db/migrations/migration-helpers.ts';
import type { SearchPosition } from './cursor.ts';
import type { SearchFilters } from './search-filters.ts';

/** The column a sort orders by (then id, in the same direction). */
const SORTS: Record<
  SearchSort,
  { column: 'id' | 'price' | 'km' | 'model_year'; dir: 'asc' | 'desc' }
> = {
  newest: { column: 'id', dir: 'desc' },
  price_asc: { column: 'price', dir: 'asc' },
  price_desc: { column: 'price', dir: 'desc' },
  km_asc: { column: 'km', dir: 'asc' },
  year_desc: { column: 'model_year', dir: 'desc' },
};

/**
 * Ids of cities named `name` (case-insensitive), within state `stateId` when
 * given. [] when none: the search then finds nothing (not an error).
 */
export async function cityIdsByName(
  db: Db,
  name: string,
  stateId: number | undefined,
): Promise<number[]> {
  let q = db
    .selectFrom('cities')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase());
  if (stateId !== undefined) q = q.where('state_id', '=', stateId);
  const rows = await q.execute();
  return rows.map((r) => r.id);
}

/**
 * SQLite: text matches up to this many are looked up first and the page is
 * searched among them; more are checked row by row as the order's index is
 * walked (a common word such as "white" matches a quarter of the cars).
 */
export const FEW_TEXT_MATCHES = 2000;

/** The words' terms for the text index: letters and digits only. */
const textTerms = (words: string[]) =>
  words.flatMap((w) => w.toLowerCase().split(/[^a-z0-9]+/)).filter(Boolean);

/** An FTS5 query holding every term (each quoted). */
const ftsQuery = (terms: string[]) => terms.map((t) => `"${t}"`).join(' ');

/**
 * The condition "the listing's variant name or colour holds every word of
 * `words`", from the text index of migration 0012: on PostgreSQL a tsvector
 * match (its planner chooses how to join it); on SQLite a look-up of the
 * listing's row in the FTS5 table, made for each row the order's index walks.
 */
function holdsWords(db: Db, words: string[]) {
  const terms = textTerms(words);
  if (terms.length === 0) return sql<boolean>`1 = 0`;
  return isPostgres(db)
    ? sql<boolean>`id IN (SELECT listing_id FROM listing_words WHERE words @@ to_tsquery('simple', ${terms.join(' & ')}))`
    : sql<boolean>`EXISTS (SELECT 1 FROM listing_words WHERE listing_words MATCH ${ftsQuery(terms)} AND listing_words.rowid = listings.id)`;
}

/**
 * SQLite: the ids of the listings holding `words` when at most
 * FEW_TEXT_MATCHES do (then the page is searched among them), else
 * undefined (holdsWords checks each row). Always undefined on PostgreSQL.
 */
export async function fewListingsWithWords(db: Db, words: string[]): Promise<number[] | undefined> {
  const terms = textTerms(words);
  if (isPostgres(db) || terms.length === 0) return undefined;
  const { rows } = await sql<{ id: number }>`
    SELECT rowid AS id FROM listing_words WHERE listing_words MATCH ${ftsQuery(terms)}
    LIMIT ${FEW_TEXT_MATCHES + 1}`.execute(db);
  return rows.length > FEW_TEXT_MATCHES ? undefined : rows.map((r) => Number(r.id));
}

/**
 * The query for one page of search positions (exposed so a test can EXPLAIN
 * it): `after` seeks past a keyset position, else `offset` rows are skipped.
 * Selects `id` and `sort_key` (the sort column's value).
 */
export function searchPageQuery(
  db: Db,
  filters: SearchFilters,
  sort: SearchSort,
  page: { limit: number; after?: SearchPosition; offset?: number },
) {
  const { column, dir } = SORTS[sort];
  let q = db
    .selectFrom('listings')
    .select(['id', `${column} as sort_key`])
    .where('status', '=', 'UnSold');
  const f = filters;
  if (f.vehicleTypeId !== undefined) q = q.where('vehicle_type_id', '=', f.vehicleTypeId);
  if (f.stateId !== undefined) q = q.where('state_id', '=', f.stateId);
  if (f.cityIds !== undefined) {
    q =
      f.cityIds.length === 1
        ? q.where('city_id', '=', f.cityIds[0])
        : q.where('city_id', 'in', f.cityIds);
  }
  if (f.makeId !== undefined) q = q.where('make_id', '=', f.makeId);
  if (f.modelId !== undefined) q = q.where('model_id', '=', f.modelId);
  else if (f.modelIds !== undefined) {
    q =
      f.modelIds.length === 1
        ? q.where('model_id', '=', f.modelIds[0] as number)
        : q.where('model_id', 'in', f.modelIds);
  }
  if (f.fuelId !== undefined) q = q.where('fuel_id', '=', f.fuelId);
  if (f.gearId !== undefined) q = q.where('gear_id', '=', f.gearId);
  if (f.priceMin !== undefined) q = q.where('price', '>=', f.priceMin);
  if (f.priceMax !== undefined) q = q.where('price', '<=', f.priceMax);
  if (f.kmMin !== undefined) q = q.where('km', '>=', f.kmMin);
  if (f.kmMax !== undefined) q = q.where('km', '<=', f.kmMax);
  if (f.yearMin !== undefined) q = q.where('model_year', '>=', f.yearMin);
  if (f.yearMax !== undefined) q = q.where('model_year', '<=', f.yearMax);
  if (f.owner !== undefined) q = q.where('owner', '=', f.owner);
  if (f.listingIds !== undefined) q = q.where('id', 'in', f.listingIds);
  else if (f.words?.length) q = q.where(holdsWords(db, f.words));

  const after = page.after;
  if (after) {
    const op = dir === 'asc' ? '>' : '<';
    q =
      column === 'id'
        ? q.where('id', op, after.id)
        : q.where((eb) => eb(eb.refTuple(column, 'id'), op, eb.tuple(after.key, after.id)));
  }
  if (column !== 'id') q = q.orderBy(column, dir);
  q = q.orderBy('id', dir).limit(page.limit);
  if (!after && page.offset) q = q.offset(page.offset);
  return q;
}

/** Up to `page.limit` search positions for `filters` in `sort` order (see searchPageQuery). */
export async function searchPositions(
  db: Db,
  filters: SearchFilters,
  sort: SearchSort,
  page: { limit: number; after?: SearchPosition; offset?: number },
): Promise<SearchPosition[]> {
  let f = filters;
  if (f.words?.length && f.listingIds === undefined) {
    const few = await fewListingsWithWords(db, f.words);
    if (few) f = { ...f, listingIds: few };
  }
  if (f.cityIds?.length === 0 || f.modelIds?.length === 0 || f.listingIds?.length === 0) return [];
  const rows = await searchPageQuery(db, f, sort, page).execute();
  return rows.map((r) => ({ sort, key: Number(r.sort_key), id: r.id }));
}
