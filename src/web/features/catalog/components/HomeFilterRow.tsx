/**
 * Home filter row (docs/product.md#home; md and wider): State, City, Company,
 * Model and a Search button that opens /search with them in the query string.
 * A GET form of native selects, rendered on the server: it works before the
 * app runs and without JavaScript (the /search page folds the form's fields
 * into its canonical address). Once the app runs, the choices are a local
 * draft until Search, starting from the visitor's stored state and city.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchButton, searchUsedCars } from '#messages/cars.ts';
import { paths } from '#shared/pages/paths.ts';
import { SearchIcon } from '#web/components/ui/icons.tsx';
import { localPath } from '#web/lib/local-path.ts';
import { changeFilters, defaultFilters, type SearchFilters } from '../search-filters.ts';
import { searchHref } from '../search-params.ts';
import { readStoredLocation, rememberLocation } from '../stored-location.ts';
import { LocationAndModelSelects } from './LocationAndModelSelects.tsx';

export function HomeFilterRow() {
  // The server cannot see the stored location: start as it did, then apply it.
  const [f, setF] = useState<SearchFilters>(() => defaultFilters());
  useEffect(() => {
    const stored = readStoredLocation();
    if (stored.state !== null) setF({ ...defaultFilters(stored.state), city: stored.city });
  }, []);
  const navigate = useNavigate();
  const change = (patch: Partial<SearchFilters>) => {
    const next = changeFilters(f, patch);
    if (next.state !== null && (next.state !== f.state || next.city !== f.city))
      rememberLocation(next.state, next.city);
    setF(next);
  };
  return (
    <form
      method="get"
      action={localPath(paths.search)}
      className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
      aria-label={searchUsedCars}
      data-speculate
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
        {searchButton}
      </button>
    </form>
  );
}
