/**
 * The shared search filter store (spec 3 "Search filter state", spec 4
 * "Filter dependencies"): choosing a state clears the city, choosing a make
 * clears the model. The chosen state (and city) persist in localStorage; the
 * stored city is removed whenever the state changes.
 */

import { create } from 'zustand';
import { DEFAULT_STATE } from '#shared/constants.ts';
import type { LookupOption } from '#shared/schemas/lookup.ts';
import type { SearchSort } from '#shared/schemas/search.ts';
import { defaultFilters, type Range, type SearchFilters } from './search-filters.ts';

export const STORED_STATE_KEY = 'carsetu_search_state';
export const STORED_CITY_KEY = 'carsetu_search_city';

function readOption(key: string): LookupOption | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<LookupOption> | null;
    return v && typeof v.Value === 'string' && typeof v.Text === 'string'
      ? { Value: v.Value, Text: v.Text }
      : null;
  } catch {
    return null;
  }
}

function writeOption(key: string, v: LookupOption | null): void {
  try {
    if (v) localStorage.setItem(key, JSON.stringify(v));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or blocked (private mode in some web views): keep it in memory only.
  }
}

export interface SearchFilterStore extends SearchFilters {
  setState: (state: LookupOption | null) => void;
  setCity: (city: LookupOption | null) => void;
  setCompany: (company: LookupOption | null) => void;
  setModel: (model: LookupOption | null) => void;
  setFuel: (fuel: LookupOption | null) => void;
  setGear: (gear: LookupOption | null) => void;
  setVehicle: (vehicle: LookupOption | null) => void;
  setYears: (r: Range) => void;
  setPrice: (r: Range) => void;
  setKm: (r: Range) => void;
  setSort: (sort: SearchSort) => void;
  /** Replace every criterion at once (a /search URL opened or navigated back to). */
  replace: (f: SearchFilters) => void;
  /** Clear every criterion except the state. */
  clear: () => void;
}

export function initialFilters(): SearchFilters {
  const state = readOption(STORED_STATE_KEY) ?? { ...DEFAULT_STATE };
  return { ...defaultFilters(state), city: readOption(STORED_CITY_KEY) };
}

export const useSearchFilters = create<SearchFilterStore>((set, get) => ({
  ...initialFilters(),
  setState: (state) => {
    if (state?.Value === get().state?.Value && state?.Text === get().state?.Text) return;
    writeOption(STORED_STATE_KEY, state);
    writeOption(STORED_CITY_KEY, null);
    set({ state, city: null });
  },
  setCity: (city) => {
    writeOption(STORED_CITY_KEY, city);
    set({ city });
  },
  setCompany: (compid) => {
    if (compid?.Value === get().compid?.Value) return;
    set({ compid, modelid: null });
  },
  setModel: (modelid) => set({ modelid }),
  setFuel: (fuel) => set({ fuel }),
  setGear: (Gear) => set({ Gear }),
  setVehicle: (vehicle) => set({ vehicle }),
  setYears: (ModelYear) => set({ ModelYear }),
  setPrice: (Pricerange) => set({ Pricerange }),
  setKm: (KMange) => set({ KMange }),
  setSort: (sort) => set({ sort }),
  replace: (f) => {
    if (f.state?.Value !== get().state?.Value) writeOption(STORED_STATE_KEY, f.state);
    writeOption(STORED_CITY_KEY, f.city);
    set({ ...f });
  },
  clear: () => {
    writeOption(STORED_CITY_KEY, null);
    set({ ...defaultFilters(get().state) });
  },
}));

/** The plain criteria of the store (without its actions). */
export function pickFilters(s: SearchFilterStore): SearchFilters {
  return {
    state: s.state,
    city: s.city,
    compid: s.compid,
    modelid: s.modelid,
    fuel: s.fuel,
    vehicle: s.vehicle,
    Gear: s.Gear,
    ModelYear: s.ModelYear,
    Pricerange: s.Pricerange,
    KMange: s.KMange,
    sort: s.sort,
  };
}
