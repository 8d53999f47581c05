/**
 * A searchable dropdown of lookup options (react-select), styled to the
 * brand, with spec 8/9 defaults: 'No options', 'Loading...', 'Select...',
 * menu height 140-300 px, keyboard page size 5. Always labelled.
 */

import { useId, useMemo } from 'react';
import Select, { type StylesConfig } from 'react-select';
import { MSG } from '#shared/messages.ts';
import type { LookupOption } from '#shared/schemas/lookup.ts';

export interface LookupSelectProps {
  label: string;
  /** Show the label above the control (otherwise it is the accessible name only). */
  showLabel?: boolean;
  options: LookupOption[] | undefined;
  value: LookupOption | null;
  onChange: (value: LookupOption | null) => void;
  isLoading?: boolean;
  isClearable?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
  /** Which field identifies an option; the Home city list uses Text (spec 3). */
  valueKey?: 'Value' | 'Text';
  size?: 'md' | 'lg';
}

const PRIMARY = '#0b4ea2';

function styles(size: 'md' | 'lg'): StylesConfig<LookupOption, false> {
  return {
    control: (base, state) => ({
      ...base,
      minHeight: size === 'lg' ? 48 : 44,
      borderRadius: 12,
      borderColor: state.isFocused ? PRIMARY : '#c5cdd9',
      boxShadow: state.isFocused ? `0 0 0 3px rgb(11 78 162 / 0.18)` : 'none',
      backgroundColor: state.isDisabled ? '#eef1f6' : '#fff',
      '&:hover': { borderColor: state.isFocused ? PRIMARY : '#94a0b2' },
      cursor: 'pointer',
    }),
    valueContainer: (base) => ({ ...base, padding: '0 12px' }),
    placeholder: (base) => ({ ...base, color: '#5b6678' }),
    singleValue: (base) => ({ ...base, color: '#141a24', fontWeight: 500 }),
    indicatorSeparator: () => ({ display: 'none' }),
    dropdownIndicator: (base) => ({ ...base, color: '#5b6678', padding: '0 10px' }),
    clearIndicator: (base) => ({ ...base, color: '#5b6678', padding: '0 4px' }),
    menu: (base) => ({
      ...base,
      borderRadius: 12,
      overflow: 'hidden',
      boxShadow: '0 12px 32px rgb(16 24 40 / 0.16), 0 0 0 1px rgb(16 24 40 / 0.06)',
      zIndex: 50,
    }),
    option: (base, state) => ({
      ...base,
      minHeight: 44,
      display: 'flex',
      alignItems: 'center',
      backgroundColor: state.isSelected ? PRIMARY : state.isFocused ? '#eef4fc' : '#fff',
      color: state.isSelected ? '#fff' : '#141a24',
      cursor: 'pointer',
    }),
    noOptionsMessage: (base) => ({ ...base, color: '#4b5667' }),
    loadingMessage: (base) => ({ ...base, color: '#4b5667' }),
  };
}

export function LookupSelect({
  label,
  showLabel = true,
  options,
  value,
  onChange,
  isLoading = false,
  isClearable = false,
  isDisabled = false,
  placeholder = MSG.select,
  valueKey = 'Value',
  size = 'md',
}: LookupSelectProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const list = options ?? [];
  // Options restored from a URL carry only their id: show the loaded option's label.
  const selected = useMemo(() => {
    if (!value) return null;
    const key = valueKey === 'Text' ? value.Text : value.Value;
    return list.find((o) => o[valueKey] === key) ?? (value.Text ? value : null);
  }, [list, value, valueKey]);
  const styleConfig = useMemo(() => styles(size), [size]);
  return (
    <div className="min-w-0">
      {showLabel && (
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink-700">
          {label}
        </label>
      )}
      <Select<LookupOption, false>
        inputId={inputId}
        instanceId={id}
        aria-label={showLabel ? undefined : label}
        options={list}
        value={selected}
        onChange={(v) => onChange(v ? { Value: v.Value, Text: v.Text } : null)}
        getOptionLabel={(o) => o.Text}
        getOptionValue={(o) => o[valueKey]}
        isLoading={isLoading}
        isClearable={isClearable}
        isDisabled={isDisabled}
        isSearchable
        placeholder={placeholder}
        noOptionsMessage={() => MSG.noOptions}
        loadingMessage={() => MSG.loading}
        maxMenuHeight={300}
        minMenuHeight={140}
        pageSize={5}
        menuPlacement="auto"
        styles={styleConfig}
      />
    </div>
  );
}
