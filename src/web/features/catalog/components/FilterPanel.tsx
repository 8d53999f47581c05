/**
 * The /search filter panel (spec 2, All Cars): State, City, Company, Model,
 * Fuel, Gear, Vehicle type and the year, budget and kilometre sliders. Each
 * change updates the shared store at once.
 */

import { useShallow } from 'zustand/react/shallow';
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
import {
  useCities,
  useCompanies,
  useFuels,
  useGears,
  useModels,
  useStates,
  useVehicleTypes,
} from '../api/lookups.ts';
import { pickFilters, useSearchFilters } from '../search-filter-store.ts';
import { activeFilterCount, yearBounds } from '../search-filters.ts';
import { LookupSelect } from './LookupSelect.tsx';
import { RangeFilter } from './RangeFilter.tsx';

export const formatPriceEnd = (n: number, atMax: boolean) =>
  `${formatRupees(n)}${atMax ? '+' : ''}`;
export const formatKmEnd = (n: number, atMax: boolean) =>
  `${formatIndian(n)}${atMax ? '+' : ''} km`;

/** `header`: the panel's own title and 'Clear all' (the phone sheet draws its own). */
export default function FilterPanel({ header = true }: { header?: boolean }) {
  const s = useSearchFilters(useShallow((st) => st));
  const states = useStates();
  const cities = useCities(s.state?.Value);
  const companies = useCompanies();
  const models = useModels(s.compid?.Value);
  const fuels = useFuels();
  const gears = useGears();
  const vehicleTypes = useVehicleTypes();
  const [, maxYear] = yearBounds();
  const narrowed = activeFilterCount(pickFilters(s)) > 0;
  return (
    <div className="space-y-5">
      {header && (
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold text-ink-900">Filters</h2>
          <ClearAllButton onClick={s.clear} disabled={!narrowed} />
        </div>
      )}
      <LookupSelect
        label="State"
        options={states.data}
        isLoading={states.isLoading}
        value={s.state}
        onChange={s.setState}
      />
      <LookupSelect
        label="City"
        options={cities.data}
        isLoading={cities.isLoading}
        value={s.city}
        onChange={s.setCity}
        valueKey="Text"
        isClearable
      />
      <LookupSelect
        label="Company"
        options={companies.data}
        isLoading={companies.isLoading}
        value={s.compid}
        onChange={s.setCompany}
        isClearable
      />
      <LookupSelect
        label="Model"
        options={models.data}
        isLoading={models.isLoading}
        value={s.modelid}
        onChange={s.setModel}
        isClearable
        isDisabled={!s.compid}
      />
      <LookupSelect
        label="Fuel"
        options={fuels.data}
        isLoading={fuels.isLoading}
        value={s.fuel}
        onChange={s.setFuel}
        isClearable
      />
      <LookupSelect
        label="Gear"
        options={gears.data}
        isLoading={gears.isLoading}
        value={s.Gear}
        onChange={s.setGear}
        isClearable
      />
      <LookupSelect
        label="Vehicle type"
        options={vehicleTypes.data}
        isLoading={vehicleTypes.isLoading}
        value={s.vehicle}
        onChange={s.setVehicle}
        isClearable
        placeholder="Car"
      />
      <div className="space-y-6 border-t border-ink-200 pt-5">
        <RangeFilter
          label="Year"
          min={MIN_MODEL_YEAR}
          max={maxYear}
          step={1}
          value={s.ModelYear}
          onChange={s.setYears}
          format={(n) => String(n)}
        />
        <RangeFilter
          label="Budget"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={s.Pricerange}
          onChange={s.setPrice}
          format={formatPriceEnd}
        />
        <RangeFilter
          label="Kilometres"
          min={KM_MIN}
          max={KM_MAX}
          step={KM_STEP}
          value={s.KMange}
          onChange={s.setKm}
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
