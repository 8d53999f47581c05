/**
 * The /search filter panel (docs/product.md#search): State, City, Company,
 * Model, Fuel, Gear, Vehicle type and the year, budget and kilometre sliders.
 * Each change goes to `onChange` at once (the page writes it to the URL).
 */

import {
  KM_MAX,
  KM_MIN,
  KM_STEP,
  MIN_MODEL_YEAR,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
} from '#shared/constants.ts';
import { formatIndian, formatRupees } from '#shared/format.ts';
import { useFuels, useGears, useVehicleTypes } from '../api/lookups.ts';
import { idOption, optionId } from '../lookup-id.ts';
import { activeFilterCount, type SearchFilters, yearBounds } from '../search-filters.ts';
import { LocationAndModelSelects } from './LocationAndModelSelects.tsx';
import { LookupSelect } from './LookupSelect.tsx';
import { RangeFilter } from './RangeFilter.tsx';

export const formatPriceEnd = (n: number, atMax: boolean) =>
  `${formatRupees(n)}${atMax ? '+' : ''}`;
export const formatKmEnd = (n: number, atMax: boolean) =>
  `${formatIndian(n)}${atMax ? '+' : ''} km`;

export interface FilterPanelProps {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  onClear: () => void;
  /** The panel's own title and 'Clear all' (the phone sheet draws its own). */
  header?: boolean;
}

export default function FilterPanel({
  filters: f,
  onChange,
  onClear,
  header = true,
}: FilterPanelProps) {
  const fuels = useFuels();
  const gears = useGears();
  const vehicleTypes = useVehicleTypes();
  const [, maxYear] = yearBounds();
  const narrowed = activeFilterCount(f) > 0;
  return (
    <div className="space-y-5">
      {header && (
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold text-ink-900">Filters</h2>
          <ClearAllButton onClick={onClear} disabled={!narrowed} />
        </div>
      )}
      <LocationAndModelSelects filters={f} onChange={onChange} />
      <LookupSelect
        label="Fuel"
        options={fuels.data}
        isLoading={fuels.isLoading}
        value={idOption(f.fuel)}
        onChange={(o) => onChange({ fuel: optionId(o) })}
        isClearable
      />
      <LookupSelect
        label="Gear"
        options={gears.data}
        isLoading={gears.isLoading}
        value={idOption(f.gear)}
        onChange={(o) => onChange({ gear: optionId(o) })}
        isClearable
      />
      <LookupSelect
        label="Vehicle type"
        options={vehicleTypes.data}
        isLoading={vehicleTypes.isLoading}
        value={idOption(f.vehicle)}
        onChange={(o) => onChange({ vehicle: optionId(o) })}
        isClearable
        placeholder="Car"
      />
      <div className="space-y-6 border-t border-ink-200 pt-5">
        <RangeFilter
          label="Year"
          min={MIN_MODEL_YEAR}
          max={maxYear}
          step={1}
          value={f.year}
          onChange={(year) => onChange({ year })}
          format={(n) => String(n)}
        />
        <RangeFilter
          label="Budget"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={f.price}
          onChange={(price) => onChange({ price })}
          format={formatPriceEnd}
        />
        <RangeFilter
          label="Kilometres"
          min={KM_MIN}
          max={KM_MAX}
          step={KM_STEP}
          value={f.km}
          onChange={(km) => onChange({ km })}
          format={formatKmEnd}
        />
      </div>
    </div>
  );
}

function ClearAllButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50 disabled:cursor-default disabled:text-ink-500 disabled:hover:bg-transparent"
    >
      Clear all
    </button>
  );
}
