/** Filter dependencies and the active-filter count. */
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeFilters,
  clearFilters,
  defaultFilters,
} from './search-filters.ts';

describe('search filters', () => {
  it('clears the city when the state changes', () => {
    const f = { ...defaultFilters(1), city: 12 };
    expect(changeFilters(f, { state: 14 })).toMatchObject({ state: 14, city: null });
    expect(changeFilters(f, { state: 1 }).city).toBe(12);
  });

  it('clears the model when the company changes or is cleared', () => {
    const f = { ...defaultFilters(1), make: 3, model: 40 };
    expect(changeFilters(f, { make: 5 })).toMatchObject({ make: 5, model: null });
    expect(changeFilters(f, { make: null }).model).toBeNull();
    expect(changeFilters(f, { fuel: 1 }).model).toBe(40);
  });

  it('counts narrowed filters beyond the state, and clears all but the state', () => {
    const f = {
      ...defaultFilters(14),
      city: 12,
      make: 3,
      price: [50000, 800000] as [number, number],
    };
    expect(activeFilterCount(f)).toBe(3);
    expect(clearFilters(f)).toEqual(defaultFilters(14));
    expect(activeFilterCount(clearFilters(f))).toBe(0);
  });
});
