/**
 * The 'Load More' link of the car lists (Home, /search, landing pages): a
 * real address, `?page=N&cursor=C`, so the next page opens without
 * JavaScript (docs/product.md#home-paging); the server renders the list from
 * that page on. Once the app runs, the link appends the page in place.
 */
import { FIRST_PAGE, type PageParam } from './api/cars.ts';

const MAX_PAGE = 10_000;

/** The page a list starts at: the address's `page` and `cursor`, else the first page. */
export function startPage(params: URLSearchParams): PageParam {
  const page = Number(params.get('page'));
  if (!Number.isSafeInteger(page) || page < 2 || page > MAX_PAGE) return FIRST_PAGE;
  const cursor = params.get('cursor');
  return { page, cursor: cursor && cursor.length <= 200 ? cursor : null };
}

/** `search` (a query string, with or without its '?') with the paging keys removed. */
export function withoutPage(search: string): URLSearchParams {
  const q = new URLSearchParams(search);
  q.delete('page');
  q.delete('cursor');
  return q;
}

/** The address of `next` on `pathname` with the list's other query keys kept. */
export function pageHref(pathname: string, search: string, next: PageParam): string {
  const q = withoutPage(search);
  q.set('page', String(next.page));
  if (next.cursor) q.set('cursor', next.cursor);
  return `${pathname}?${q}`;
}
