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
import type { SearchPosition } from './cursor.ts';
import { findsNothing, type SearchFilters } from './search-filters.ts';

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
  if (f.dealerId !== undefined) q = q.where('dealer_id', '=', f.dealerId);
  if (f.newerThanId !== undefined) q = q.where('id', '>', f.newerThanId);
  if (f.variantIds !== undefined) {
    q =
      f.variantIds.length === 1
        ? q.where('variant_id', '=', f.variantIds[0] as number)
        : q.where('variant_id', 'in', f.variantIds);
  }
  // Colours are BASIC_COLOURS words (letters only): any colour name holding one ("Pearl Arctic White").
  for (const colour of f.colours ?? []) q = q.where(sql`lower(colour)`, 'like', `%${colour}%`);

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
  if (findsNothing(filters)) return [];
  const rows = await searchPageQuery(db, filters, sort, page).execute();
  return rows.map((r) => ({ sort, key: Number(r.sort_key), id: r.id }));
}
