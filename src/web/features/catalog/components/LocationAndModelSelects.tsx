/**
 * The State, City, Company and Model filters that the /search filter panel
 * and the Home filter row both start with (docs/product.md#search, #home):
 * the cities follow the state and the models the company; Model waits for a
 * company; State cannot be cleared, the others can.
 */
import { useCities, useCompanies, useModels, useStates } from '../api/lookups.ts';
import { idOption, optionId } from '../lookup-id.ts';
import type { SearchFilters } from '../search-filters.ts';
import { LookupSelect } from './LookupSelect.tsx';

/** The four selects for `filters`; each choice goes to `onChange` as a patch. */
export function LocationAndModelSelects({
  filters: f,
  onChange,
  size,
}: {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  size?: 'md' | 'lg';
}) {
  const states = useStates();
  const cities = useCities(String(f.state));
  const companies = useCompanies();
  const models = useModels(f.make === null ? null : String(f.make));
  return (
    <>
      <LookupSelect
        label="State"
        options={states.data}
        isLoading={states.isLoading}
        value={idOption(f.state)}
        onChange={(o) => {
          const state = optionId(o);
          if (state !== null) onChange({ state });
        }}
        size={size}
      />
      <LookupSelect
        label="City"
        options={cities.data}
        isLoading={cities.isLoading}
        value={idOption(f.city)}
        onChange={(o) => onChange({ city: optionId(o) })}
        isClearable
        size={size}
      />
      <LookupSelect
        label="Company"
        options={companies.data}
        isLoading={companies.isLoading}
        value={idOption(f.make)}
        onChange={(o) => onChange({ make: optionId(o) })}
        isClearable
        size={size}
      />
      <LookupSelect
        label="Model"
        options={models.data}
        isLoading={models.isLoading}
        value={idOption(f.model)}
        onChange={(o) => onChange({ model: optionId(o) })}
        isClearable
        isDisabled={f.make === null}
        size={size}
      />
    </>
  );
}
