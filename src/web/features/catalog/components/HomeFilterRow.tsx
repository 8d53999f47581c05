/**
 * Home filter row (spec 2, Home; md and wider): State, City, Company, Model
 * and a Search button to /search. Loaded lazily so phones never fetch
 * react-select for it.
 */
import { useShallow } from 'zustand/react/shallow';
import { SearchIcon } from '#web/components/ui/icons.tsx';
import { useCities, useCompanies, useModels, useStates } from '../api/lookups.ts';
import { useSearchFilters } from '../search-filter-store.ts';
import { LookupSelect } from './LookupSelect.tsx';

export default function HomeFilterRow({ onSearch }: { onSearch: () => void }) {
  const f = useSearchFilters(
    useShallow((s) => ({
      state: s.state,
      city: s.city,
      compid: s.compid,
      modelid: s.modelid,
      setState: s.setState,
      setCity: s.setCity,
      setCompany: s.setCompany,
      setModel: s.setModel,
    })),
  );
  const states = useStates();
  const cities = useCities(f.state?.Value);
  const companies = useCompanies();
  const models = useModels(f.compid?.Value);
  return (
    <form
      className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
      aria-label="Search used cars"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <LookupSelect
        label="State"
        options={states.data}
        isLoading={states.isLoading}
        value={f.state}
        onChange={f.setState}
        size="lg"
      />
      <LookupSelect
        label="City"
        options={cities.data}
        isLoading={cities.isLoading}
        value={f.city}
        onChange={f.setCity}
        valueKey="Text"
        isClearable
        size="lg"
      />
      <LookupSelect
        label="Company"
        options={companies.data}
        isLoading={companies.isLoading}
        value={f.compid}
        onChange={f.setCompany}
        isClearable
        size="lg"
      />
      <LookupSelect
        label="Model"
        options={models.data}
        isLoading={models.isLoading}
        value={f.modelid}
        onChange={f.setModel}
        isClearable
        isDisabled={!f.compid}
        size="lg"
      />
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
