import { beforeEach, describe, expect, it } from 'vitest';
import { currentYear } from '#shared/constants.ts';
import {
  initialFilters,
  pickFilters,
  STORED_CITY_KEY,
  STORED_STATE_KEY,
  useSearchFilters,
} from './search-filter-store.ts';
import {
  defaultFilters,
  filtersToQuery,
  filtersToSearchBody,
  queryToFilters,
} from './search-filters.ts';

const gujarat = { Value: '1', Text: 'Gujarat' };
const maharashtra = { Value: '14', Text: 'Maharashtra' };

beforeEach(() => {
  localStorage.clear();
  useSearchFilters.setState(initialFilters());
});

describe('search filter store', () => {
  it('defaults to Gujarat with every range at its full span', () => {
    const f = pickFilters(useSearchFilters.getState());
    expect(f.state).toEqual(gujarat);
    expect(f.city).toBeNull();
    expect(f.ModelYear).toEqual([2003, currentYear()]);
    expect(f.Pricerange).toEqual([50000, 5000000]);
    expect(f.KMange).toEqual([0, 500000]);
  });

  it('clears the city (and the stored city) when the state changes, and stores the state', () => {
    const s = useSearchFilters.getState();
    s.setCity({ Value: 'Surat', Text: 'Surat' });
    expect(localStorage.getItem(STORED_CITY_KEY)).toContain('Surat');
    useSearchFilters.getState().setState(maharashtra);
    expect(useSearchFilters.getState().city).toBeNull();
    expect(localStorage.getItem(STORED_CITY_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORED_STATE_KEY) ?? 'null')).toEqual(maharashtra);
    expect(initialFilters().state).toEqual(maharashtra);
  });

  it('clears the model when the company changes', () => {
    const s = useSearchFilters.getState();
    s.setCompany({ Value: '3', Text: 'Hyundai' });
    useSearchFilters.getState().setModel({ Value: '30', Text: 'Creta' });
    useSearchFilters.getState().setCompany({ Value: '5', Text: 'Tata' });
    expect(useSearchFilters.getState().modelid).toBeNull();
  });
});

describe('search filters <-> URL and request', () => {
  it('round-trips through the query string', () => {
    const f = {
      ...defaultFilters(gujarat),
      city: { Value: 'Ahmedabad', Text: 'Ahmedabad' },
      compid: { Value: '3', Text: 'Hyundai' },
      Pricerange: [200000, 5000000] as [number, number],
      sort: 'price_asc' as const,
    };
    const q = filtersToQuery(f);
    expect(q).toBe('state=1&make=3&city=Ahmedabad&price=200000-5000000&sort=price_asc');
    expect(filtersToQuery(queryToFilters(q))).toBe(q);
  });

  it('sends bounds only when narrowed, never the "plus" top end', () => {
    const body = filtersToSearchBody({
      ...defaultFilters(gujarat),
      city: { Value: 'Surat', Text: 'Surat' },
      Pricerange: [300000, 5000000],
      KMange: [0, 60000],
    });
    expect(body).toEqual({ nState: '1', nCity: 'Surat', lowerprice: 300000, kmupper: 60000 });
  });

  it('ignores junk in a shared link', () => {
    const f = queryToFilters('state=abc&price=9-99999999999&sort=cheapest&year=2030-2001');
    expect(f.state).toBeNull();
    expect(f.Pricerange).toEqual([50000, 5000000]);
    expect(f.sort).toBe('newest');
    expect(f.ModelYear).toEqual([2003, currentYear()]);
  });
});
