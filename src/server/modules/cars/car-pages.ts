/**
 * Pages of cars for Home and search (docs/product.md#home-and-search-calls,
 * #listings-and-search): PAGE_SIZE items, `NextCursor` to continue (null on the
 * last page), and an empty page answered
 * `Success: false, Message: 'No more cars'` because the client stops loading on
 * an unsuccessful response.
 */
import { PAGE_SIZE } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import type { CarPage } from '#shared/schemas/car.ts';
import type { SearchCriteria, SearchRequest } from '#shared/schemas/search.ts';
import type { Db } from '../../db/database.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { readKeywords } from '../keyword-search/read-keywords.ts';
import type { Understanding } from '../keyword-search/understand.ts';
import { variantIdsWithWords } from '../keyword-search/variant-words.repository.ts';
import { listCarsByIds } from './cars.repository.ts';
import {
  decodeHomeCursor,
  decodeSearchCursor,
  encodeHomeCursor,
  encodeSearchCursor,
  type HomePosition,
  type SearchPosition,
} from './cursor.ts';
import { dailyPivot } from './daily-pivot.ts';
import { homePositionsAfter, homePositionsAt } from './home.repository.ts';
import { type PageStarts, pageThroughStarts } from './page-starts.ts';
import { cityIdsByName, searchPositions } from './search.repository.ts';
import { type SearchFilters, toSearchFilters, withKeywords } from './search-filters.ts';

type Urls = Pick<PhotoStorage, 'url'>;

/**
 * Pageindex paging stops this many results deep (issue 8, limits on the
 * wire): a deeper page answers the empty page at once instead of making the
 * database walk past 10,000 rows. Cursor paging (keyset) has no such cost,
 * and neither has a Pageindex page whose start is known (page-starts.ts).
 */
export const MAX_PAGED_RESULTS = 10_000;

const emptyPage = (): CarPage => ({
  Success: false,
  Message: MSG.noMoreCars,
  Data: [],
  NextCursor: null,
});

/** Builds the page from up to PAGE_SIZE + 1 positions (the extra one only says "there is more"). */
async function toPage<P extends { id: number }>(
  db: Db,
  storage: Urls,
  positions: P[],
  encode: (p: P) => string,
): Promise<CarPage> {
  const pageRows = positions.slice(0, PAGE_SIZE);
  const hasMore = positions.length > PAGE_SIZE;
  const last = pageRows.at(-1);
  const Data = await listCarsByIds(
    db,
    pageRows.map((p) => p.id),
    storage,
  );
  if (Data.length === 0) return emptyPage();
  return {
    Success: true,
    Message: 'Success',
    Data,
    NextCursor: hasMore && last ? encode(last) : null,
  };
}

/** Where Home's and search's Pageindex pages begin (page-starts.ts). */
export interface CarPageStarts {
  home: PageStarts<HomePosition>;
  search: PageStarts<SearchPosition>;
}

/**
 * Home page (GetRandomly2Car_cars): with `cursor`, the page after that
 * position (keyset); else page `Pageindex` (1-based) of the order of the day
 * of `now`, from its known start or by OFFSET over the shuffle index (empty
 * beyond MAX_PAGED_RESULTS). Throws AppError 400 on a bad cursor.
 */
export async function loadHomePage(
  db: Db,
  storage: Urls,
  starts: CarPageStarts,
  query: { Pageindex: number; cursor?: string },
  now: Date,
): Promise<CarPage> {
  const limit = PAGE_SIZE + 1;
  const offset = (query.Pageindex - 1) * PAGE_SIZE;
  if (!query.cursor && offset >= MAX_PAGED_RESULTS) return emptyPage();
  const pivot = dailyPivot(now);
  const positions: HomePosition[] = query.cursor
    ? await homePositionsAfter(db, decodeHomeCursor(query.cursor), limit)
    : await pageThroughStarts(
        starts.home,
        `home ${pivot}`,
        { index: query.Pageindex, size: PAGE_SIZE },
        {
          after: (start, n) => homePositionsAfter(db, start, n),
          at: (from, n) => homePositionsAt(db, pivot, from, n),
        },
      );
  return toPage(db, storage, positions, encodeHomeCursor);
}

/**
 * The column filters of a search's criteria (the search call's, or a saved
 * search's): an nCity that is not a number is a city name, resolved within
 * nState (an unknown name finds no car); a `q` is read against the
 * catalogue and narrows the criteria, its variant words becoming variant ids.
 */
export async function searchFiltersOf(
  db: Db,
  criteria: SearchCriteria,
): Promise<{ filters: SearchFilters; reading?: Understanding }> {
  const city = criteria.nCity;
  let cityIds: number[] | undefined;
  if (city !== undefined) {
    cityIds = /^\d{1,9}$/.test(city)
      ? [Number(city)]
      : await cityIdsByName(db, city, criteria.nState);
  }
  let filters = toSearchFilters(criteria, cityIds);
  const reading = criteria.q ? await readKeywords(db, criteria.q) : undefined;
  if (reading) filters = withKeywords(filters, reading.filters);
  const variantWords = reading?.filters.variantWords;
  if (variantWords?.length) {
    const models = filters.modelId === undefined ? filters.modelIds : [filters.modelId];
    filters.variantIds = await variantIdsWithWords(db, variantWords, {
      modelIds: models,
      makeId: filters.makeId,
    });
  }
  return reading ? { filters, reading } : { filters };
}

/** The id of the active dealer whose Rand is `rand`, or 0 (no listing's dealer) when none is. */
async function activeDealerId(db: Db, rand: string): Promise<number> {
  const row = await db
    .selectFrom('dealers')
    .select('id')
    .where('rand', '=', rand)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? 0;
}

/**
 * Search page (GetDetailsofcarsbySCCM_data): filters of `request`, its sort,
 * keyset after `cursor` or else page `pageindex`, from its known start or by
 * OFFSET (empty beyond MAX_PAGED_RESULTS). An nCity that is not a number is
 * a city name, resolved within nState; an unknown name finds no car, as does
 * a `dealer` that names no active dealer. A `q`
 * is read against the catalogue and narrows the request's filters (the
 * answer says what it understood). Throws
 * AppError 400 on a bad cursor.
 */
export async function loadSearchPage(
  db: Db,
  storage: Urls,
  starts: CarPageStarts,
  request: SearchRequest,
): Promise<CarPage> {
  const offset = (request.pageindex - 1) * PAGE_SIZE;
  if (!request.cursor && offset >= MAX_PAGED_RESULTS) return emptyPage();
  const { filters, reading } = await searchFiltersOf(db, request);
  if (request.dealer !== undefined) filters.dealerId = await activeDealerId(db, request.dealer);
  const { sort } = request;
  const limit = PAGE_SIZE + 1;
  const positions: SearchPosition[] = request.cursor
    ? await searchPositions(db, filters, sort, {
        limit,
        after: decodeSearchCursor(request.cursor, sort),
      })
    : await pageThroughStarts(
        starts.search,
        JSON.stringify([sort, filters]),
        { index: request.pageindex, size: PAGE_SIZE },
        {
          after: (after, n) => searchPositions(db, filters, sort, { limit: n, after }),
          at: (from, n) => searchPositions(db, filters, sort, { limit: n, offset: from }),
        },
      );
  const page = await toPage(db, storage, positions, encodeSearchCursor);
  return reading ? { ...page, Understood: reading.understood, Ignored: reading.ignored } : page;
}
