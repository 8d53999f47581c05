import { describe, expect, it } from 'vitest';
import { searchPathOf } from '#shared/pages/search-path.ts';
import { SearchCriteriaFields } from '#shared/schemas/search.ts';
import { defaultFilters, type SearchFilters } from '#web/features/catalog/search-filters.ts';
import { searchHref } from '#web/features/catalog/search-params.ts';
import { criteriaToSave } from './api/saved-searches.ts';
import { newMatchesLabel } from './components/SavedSearchCard.tsx';
import { saveSearchHref } from './save-search-href.ts';

/** The criteria /search's Save search hands My alerts, as the server reads them. */
function saved(f: SearchFilters) {
  const save = new URL(saveSearchHref(f), 'http://x').searchParams.get('save');
  return SearchCriteriaFields.parse(criteriaToSave(save));
}

describe('saving a /search and opening it again', () => {
  it('hands My alerts the search call’s criteria, and a saved one opens the same /search address', () => {
    const f: SearchFilters = {
      ...defaultFilters(12),
      q: 'swift vxi',
      city: 401,
      make: 3,
      model: 17,
      fuel: 1,
      price: [300000, 600000],
      year: [2016, defaultFilters().year[1]],
      km: [0, 80000],
      sort: 'price_asc',
    };
    expect(saveSearchHref(f).startsWith('/MyAlerts?save=')).toBe(true);
    expect(criteriaToSave(new URL(saveSearchHref(f), 'http://x').searchParams.get('save'))).toEqual(
      {
        q: 'swift vxi',
        nState: '12',
        nCity: '401',
        companyid: '3',
        carmodelid: '17',
        fueltypeid: '1',
        modelyearstart: '2016',
        lowerprice: '300000',
        upperprice: '600000',
        kmupper: '80000',
        sort: 'price_asc',
      },
    );
    // The server writes /search addresses (shared/pages/search-path.ts) as /search writes its own.
    expect(searchPathOf(saved(f))).toBe(searchHref(f));
    const plain = defaultFilters(1);
    expect(searchPathOf(saved(plain))).toBe(searchHref(plain));
    const anywhere = { ...defaultFilters(null), q: 'creta' };
    expect(searchPathOf(saved(anywhere))).toBe(searchHref(anywhere));
    expect(criteriaToSave(null)).toBeNull();
  });

  it('counts new matches as the card says them', () => {
    expect(newMatchesLabel(0)).toBe('No new cars yet');
    expect(newMatchesLabel(1)).toBe('1 new car');
    expect(newMatchesLabel(3)).toBe('3 new cars');
    expect(newMatchesLabel(100)).toBe('100+ new cars');
  });
});
