/** The /search query string <-> SearchFilters, with the stored-state fallback. */
import { beforeEach, describe, expect, it } from 'vitest';
import { currentYear } from '#shared/constants.ts';
import { defaultFilters, type SearchFilters } from './search-filters.ts';
import {
  isFormSubmission,
  parseSearchParams,
  searchHref,
  toSearchParams,
} from './search-params.ts';
import {
  readStoredLocation,
  rememberLocation,
  STORED_CITY_KEY,
  STORED_STATE_KEY,
} from './stored-location.ts';

const parse = (q: string) => parseSearchParams(new URLSearchParams(q));
const noStore = { state: null, city: null };

beforeEach(() => localStorage.clear());

describe('search params', () => {
  it('round-trips every filter through the query string', () => {
    const f: SearchFilters = {
      state: 14,
      q: 'swift vxi',
      city: 12,
      make: 3,
      model: 40,
      fuel: 1,
      gear: 2,
      vehicle: 1,
      year: [2010, 2024],
      price: [200000, 800000],
      km: [0, 60000],
      sort: 'price_asc',
    };
    const q = toSearchParams(f).toString();
    expect(q).toBe(
      'q=swift+vxi&state=14&city=12&make=3&model=40&fuel=1&gear=2&vehicle=1&year=2010-2024&price=200000-800000&km=0-60000&sort=price_asc',
    );
    expect(parseSearchParams(new URLSearchParams(q), noStore)).toEqual(f);
  });

  it('leaves defaults out of the URL but always names the state', () => {
    expect(toSearchParams(defaultFilters()).toString()).toBe('state=1');
    expect(searchHref({ ...defaultFilters(), make: 3, price: [50000, 800000] })).toBe(
      '/search?state=1&make=3&price=50000-800000',
    );
  });

  it('defaults to Gujarat with every range at its full span', () => {
    const f = parse('');
    expect(f).toEqual(defaultFilters(1));
    expect(f.year).toEqual([2003, currentYear()]);
    expect(f.price).toEqual([50000, 5000000]);
    expect(f.km).toEqual([0, 500000]);
    expect(f.sort).toBe('newest');
  });

  it('ignores bad values and uses their defaults', () => {
    const f = parse(
      'state=abc&city=-4&make=0&fuel=1.5&gear=99999999999&price=9-99999999999&km=60000-0&year=x&sort=cheapest',
    );
    expect(f).toEqual(defaultFilters(1));
  });

  it('clamps range ends to the slider bounds and drops a model without its make', () => {
    const f = parse('state=1&year=1990-2999&price=0-800000&model=40');
    expect(f.year).toEqual([2003, currentYear()]);
    expect(f.price).toEqual([50000, 800000]);
    expect(f.model).toBeNull();
  });

  it('falls back to the stored state and city when the URL names no state', () => {
    rememberLocation(14, 230);
    expect(parse('make=3')).toMatchObject({ state: 14, city: 230, make: 3 });
    // A state in the URL wins, and the stored city belongs to the stored state only.
    expect(parse('state=1')).toMatchObject({ state: 1, city: null });
  });

  it('reads the stored state in its older { Value, Text } form', () => {
    localStorage.setItem(STORED_STATE_KEY, JSON.stringify({ Value: '14', Text: 'Maharashtra' }));
    localStorage.setItem(STORED_CITY_KEY, 'not json');
    expect(readStoredLocation()).toEqual({ state: 14, city: null });
    expect(parse('').state).toBe(14);
  });
});

describe('stored location', () => {
  it('removes the stored city when the state changes', () => {
    rememberLocation(1, 12);
    expect(readStoredLocation()).toEqual({ state: 1, city: 12 });
    rememberLocation(14, null);
    expect(localStorage.getItem(STORED_CITY_KEY)).toBeNull();
    expect(readStoredLocation()).toEqual({ state: 14, city: null });
  });

  describe('the filter form sent without JavaScript', () => {
    const form = (fields: Record<string, string>) => new URLSearchParams(fields);
    const sent = {
      cities_of: '1',
      models_of: '3',
      state: '1',
      city: '12',
      make: '3',
      model: '40',
      fuel: '',
      gear: '',
      vehicle: '',
      year_min: '2010',
      year_max: String(currentYear()),
      price_min: '800000',
      price_max: '200000',
      km_min: '0',
      km_max: '500000',
      sort: 'price_asc',
    };

    it('is told apart from a canonical address, which is not redirected', () => {
      expect(isFormSubmission(form(sent))).toBe(true);
      expect(isFormSubmission(form({ state: '1', city: '' }))).toBe(true);
      expect(isFormSubmission(new URLSearchParams('state=1&make=3&price=200000-800000'))).toBe(
        false,
      );
      expect(isFormSubmission(new URLSearchParams('state=1&page=2&cursor=abc'))).toBe(false);
    });

    it('folds Min and Max into ranges (a swapped pair is the span between them) and drops empty fields', () => {
      expect(searchHref(parseSearchParams(form(sent), noStore))).toBe(
        '/search?state=1&city=12&make=3&model=40&year=2010-' +
          currentYear() +
          '&price=200000-800000&sort=price_asc',
      );
    });

    it('drops a city of another state and a model of another make', () => {
      const f = parseSearchParams(form({ ...sent, state: '14', make: '5' }), noStore);
      expect(f).toMatchObject({ state: 14, city: null, make: 5, model: null });
    });
  });
});
