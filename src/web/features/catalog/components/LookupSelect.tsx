/**
 * A catalogue filter (State, City, Company, Model, Fuel, Gear, Vehicle type on
 * Home and /search): the shared FormSelect (src/web/components/form/Select.tsx,
 * react-select with the defaults of docs/product.md#messages-and-errors and
 * #limits-and-constants) with a label of its own. Always labelled: the label
 * shows above the control, or (`showLabel` false) is its accessible name only.
 * A value restored from the URL carries only its id; the loaded option's label
 * is shown for it.
 */

import { useId, useMemo } from 'react';
import type { LookupOption } from '#shared/schemas/lookup.ts';
import { FormSelect } from '#web/components/form/Select.tsx';

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
  /**
   * Which field identifies an option; the Home city list uses Text
   * (docs/product.md#lookup-options).
   */
  valueKey?: 'Value' | 'Text';
  size?: 'md' | 'lg';
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
  placeholder,
  valueKey = 'Value',
  size = 'md',
}: LookupSelectProps) {
  const id = useId();
  const inputId = `${id}-input`;
  // Options restored from a URL carry only their id: show the loaded option's label.
  const selected = useMemo(() => {
    if (!value) return null;
    const key = valueKey === 'Text' ? value.Text : value.Value;
    return options?.find((o) => o[valueKey] === key) ?? (value.Text ? value : null);
  }, [options, value, valueKey]);
  return (
    <div className="min-w-0">
      {showLabel && (
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink-700">
          {label}
        </label>
      )}
      <FormSelect
        inputId={inputId}
        instanceId={id}
        aria-label={showLabel ? undefined : label}
        options={options}
        value={selected}
        onChange={onChange}
        valueKey={valueKey}
        isLoading={isLoading}
        isClearable={isClearable}
        isDisabled={isDisabled}
        placeholder={placeholder}
        size={size}
      />
    </div>
  );
}
