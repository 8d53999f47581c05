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

type SelectsProps = {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  size?: 'md' | 'lg';
};

/**
 * The four selects for `filters`; each choice goes to `onChange` as a patch. Without `place`
 * (a dealer's showroom page: one place), Company and Model only.
 */
export function LocationAndModelSelects({
  place = true,
  ...props
}: SelectsProps & { place?: boolean }) {
  const { filters: f, onChange, size } = props;
  const companies = useCompanies();
  const models = useModels(f.make === null ? null : String(f.make));
  return (
    <>
      {place && <PlaceSelects {...props} />}
      <input type="hidden" name="models_of" value={f.make ?? ''} />
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

/** State and City: the cities follow the state. */
function PlaceSelects({ filters: f, onChange, size }: SelectsProps) {
  const states = useStates();
  const state = f.state ?? '';
  const cities = useCities(`${state}`);
  return (
    <>
      <input type="hidden" name="cities_of" value={state} />
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
    </>
  );
}
