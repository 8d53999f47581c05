/**
 * Where each `Pageindex` page of Home and search begins, remembered
 * (docs/decisions/019-page-starts.md): keyset paging behind the page-number
 * API. A page is found by OFFSET once; then the position just before it, and
 * the last row of it (where the next page begins), are kept, so the same
 * page again, or the next one as a visitor scrolls, is a keyset seek that
 * costs the same at page 800 as at page 2. Positions are kept per query (the
 * filters and sort, or Home's day) and page, for START_SECONDS, and
 * forgotten with the kept answers on any change through the API, so a page
 * is the same as its OFFSET would find.
 */
import { LRUCache } from 'lru-cache';

/** How long a page's start is kept, in seconds, when nothing changes. */
export const START_SECONDS = 60;
/** At most this many starts (a few hundred bytes each). */
const MAX_STARTS = 20_000;

export interface PageStarts<P extends object> {
  /** The position just before page `page` (1-based) of `query`, if known. */
  get(query: string, page: number): P | undefined;
  /** Remembers that page `page` of `query` begins after `position`. */
  set(query: string, page: number, position: P): void;
  /** Forgets every start (after a change to the listings). */
  clear(): void;
}

/** An empty set of page starts. */
export function createPageStarts<P extends object>(): PageStarts<P> {
  const starts = new LRUCache<string, P>({ max: MAX_STARTS, ttl: START_SECONDS * 1000 });
  const keyOf = (query: string, page: number) => `${page} ${query}`;
  return {
    get: (query, page) => starts.get(keyOf(query, page)),
    set: (query, page, position) => {
      starts.set(keyOf(query, page), position);
    },
    clear: () => starts.clear(),
  };
}

/**
 * One `Pageindex` page through `starts`: with a known start, `after(start,
 * limit)`; else `at(offset - 1, limit + 1)` (the row before the page comes
 * along, and is kept as its start; page 1 has none). Keeps the start of the
 * next page when this one is full. `limit` is the page size plus one (the
 * extra row says "there is more"). Answers up to `limit` positions.
 */
export async function pageThroughStarts<P extends object>(
  starts: PageStarts<P>,
  query: string,
  page: { index: number; size: number },
  fetch: {
    after: (start: P, limit: number) => Promise<P[]>;
    at: (offset: number, limit: number) => Promise<P[]>;
  },
): Promise<P[]> {
  const limit = page.size + 1;
  const offset = (page.index - 1) * page.size;
  const start = page.index > 1 ? starts.get(query, page.index) : undefined;
  let positions: P[];
  if (start) positions = await fetch.after(start, limit);
  else if (offset === 0) positions = await fetch.at(0, limit);
  else {
    const rows = await fetch.at(offset - 1, limit + 1);
    if (rows[0]) starts.set(query, page.index, rows[0]);
    positions = rows.slice(1);
  }
  const last = positions[page.size - 1];
  if (positions.length > page.size && last) starts.set(query, page.index + 1, last);
  return positions;
}
