/**
 * Home filter row (docs/product.md#home; md and wider): State, City, Company,
 * Model and a Search button that opens /search with them in the query string.
 * The choices are a local draft until then (the stored state and city to start
 * with). Loaded lazily so phones never fetch react-select for it.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '#web/components/ui/icons.tsx';
import { changeFilters, defaultFilters, type SearchFilters } from '../search-filters.ts';
import { searchHref } from '../search-params.ts';
import { readStoredLocation, rememberLocation } from '../stored-location.ts';
import { LocationAndModelSelects } from './LocationAndModelSelects.tsx';

function initialDraft(): SearchFilters {
  const stored = readStoredLocation();
  const f = defaultFilters(stored.state ?? undefined);
  return { ...f, city: stored.city };
}

export default function HomeFilterRow() {
  const [f, setF] = useState(initialDraft);
  const navigate = useNavigate();
  const change = (patch: Partial<SearchFilters>) => {
    const next = changeFilters(f, patch);
    if (next.state !== f.state || next.city !== f.city) rememberLocation(next.state, next.city);
    setF(next);
  };
  return (
    <form
      className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
      aria-label="Search used cars"
      onSubmit={(e) => {
        e.preventDefault();
        navigate(searchHref(f));
      }}
    >
      <LocationAndModelSelects filters={f} onChange={change} size="lg" />
      <button
        type="submit"
        className="col-span-2 inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-accent-700 px-8 text-base font-semibold text-white shadow-sm transition-colors hover:bg-accent-800 lg:col-span-1"
      >
        <SearchIcon className="h-5 w-5" />
        Search
      </button>
    </form>
  );
}
