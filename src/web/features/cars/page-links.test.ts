/** The 'Load More' link's address and the page a list starts at. */
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE } from './api/cars.ts';
import { pageHref, startPage } from './page-links.ts';

describe('page links', () => {
  it('reads the page and cursor of the address, else the first page', () => {
    expect(startPage(new URLSearchParams('page=3&cursor=abc'))).toEqual({ page: 3, cursor: 'abc' });
    expect(startPage(new URLSearchParams('page=2'))).toEqual({ page: 2, cursor: null });
    for (const q of ['', 'page=1', 'page=0', 'page=x', 'page=2.5', 'page=99999999'])
      expect(startPage(new URLSearchParams(q))).toEqual(FIRST_PAGE);
  });

  it('links the next page with the list criteria kept and the old paging replaced', () => {
    expect(
      pageHref('/search', '?state=1&make=3&page=2&cursor=old', { page: 3, cursor: 'c3' }),
    ).toBe('/search?state=1&make=3&page=3&cursor=c3');
    expect(pageHref('/', '', { page: 2, cursor: null })).toBe('/?page=2');
  });
});
