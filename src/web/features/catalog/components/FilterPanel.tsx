/**
 * The /search filter fields (docs/product.md#search): State, City, Company,
 * Model, Fuel, Gear, Vehicle type, and Year, Budget and Kilometres as Min
 * and Max selects. Native controls, rendered on the server with their
 * options (the page's loader loads them), inside the page's GET form: they
 * work before the app runs and without JavaScript. Once the app runs, each
 * change goes to `onChange` at once (the page writes it to the address).
 */

import { factFuel, factGear, filterVehicleType } from '#messages/cars.ts';
import { catalogueName } from '#shared/format.ts';
import { useFuels, useGears, useVehicleTypes } from '../api/lookups.ts';
import { rangeChoices } from '../range-choices.ts';
import type { SearchFilters } from '../search-filters.ts';
import { FilterSelect } from './FilterSelect.tsx';
import { LocationAndModelSelects } from './LocationAndModelSelects.tsx';
import { RangeSelects } from './RangeSelects.tsx';

export interface FilterPanelProps {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  /** State and City too (false on a dealer's showroom page). */
  place?: boolean;
}

/** The vehicle type searched when none is chosen (docs/product.md#search-filters). */
const DEFAULT_VEHICLE = '1';

export function FilterPanel({ filters: f, onChange, place = true }: FilterPanelProps) {
  const fuels = useFuels();
  const gears = useGears();
  const vehicleTypes = useVehicleTypes();
  // The empty choice is the default type (Car), so it is not listed twice.
  const vehicleDefault =
    vehicleTypes.data?.find((o) => o.Value === DEFAULT_VEHICLE)?.Text ?? catalogueName('Car');
  return (
    <div className="space-y-5">
      <LocationAndModelSelects filters={f} onChange={onChange} place={place} />
      <FilterSelect
        label={factFuel}
        name="fuel"
        options={fuels.data}
        value={f.fuel}
        onChange={(fuel) => onChange({ fuel })}
      />
      <FilterSelect
        label={factGear}
        name="gear"
        options={gears.data}
        value={f.gear}
        onChange={(gear) => onChange({ gear })}
      />
      <FilterSelect
        label={filterVehicleType}
        name="vehicle"
        options={vehicleTypes.data?.filter((o) => o.Value !== DEFAULT_VEHICLE)}
        value={f.vehicle === Number(DEFAULT_VEHICLE) ? null : f.vehicle}
        onChange={(vehicle) => onChange({ vehicle })}
        emptyLabel={vehicleDefault}
      />
      <div className="space-y-5 border-t border-ink-200 pt-5">
        {rangeChoices().map((choices) => (
          <RangeSelects
            key={choices.key}
            choices={choices}
            value={f[choices.key]}
            onChange={(range) => onChange({ [choices.key]: range })}
          />
        ))}
      </div>
    </div>
  );
}
