/**
 * The State, City, Company and Model filters that the /search filter panel
 * and the Home filter row both start with (docs/product.md#search, #home), as
 * native selects: the cities follow the state and the models the company;
 * Model waits for a company; State has no empty choice, except 'All states'
 * beside keywords (docs/product.md#keyword-search).
 *
 * Without JavaScript the lists are the ones the server drew for the current
 * state and company; the hidden `cities_of` and `models_of` fields tell the
 * page which, so a city or model left over from another state or company is
 * dropped (search-params.ts).
 */
import {
  allCities,
  allCompanies,
  allModels,
  allStates,
  factCity,
  factCompany,
  factModel,
  factState,
} from '#messages/cars.ts';
import { useCities, useCompanies, useModels, useStates } from '../api/lookups.ts';
import type { SearchFilters } from '../search-filters.ts';
import { FilterSelect } from './FilterSelect.tsx';

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
  const state = f.state ?? '';
  const cities = useCities(`${state}`);
  const companies = useCompanies();
  const models = useModels(f.make === null ? null : String(f.make));
  return (
    <>
      <input type="hidden" name="cities_of" value={state} />
      <input type="hidden" name="models_of" value={f.make ?? ''} />
      <FilterSelect
        label={factState}
        name="state"
        options={states.data}
        value={f.state}
        onChange={(state) => {
          if (state !== null || f.q) onChange({ state });
        }}
        emptyLabel={f.q ? allStates : null}
        size={size}
      />
      <FilterSelect
        label={factCity}
        name="city"
        options={cities.data}
        value={f.city}
        onChange={(city) => onChange({ city })}
        emptyLabel={allCities}
        size={size}
      />
      <FilterSelect
        label={factCompany}
        name="make"
        options={companies.data}
        value={f.make}
        onChange={(make) => onChange({ make })}
        emptyLabel={allCompanies}
        size={size}
      />
      <FilterSelect
        label={factModel}
        name="model"
        options={models.data}
        value={f.model}
        onChange={(model) => onChange({ model })}
        emptyLabel={allModels}
        disabled={f.make === null}
        size={size}
      />
    </>
  );
}
