/**
 * A searchable dropdown of lookup options (react-select), styled to the brand,
 * with the defaults of docs/product.md#messages-and-errors and
 * #limits-and-constants: 'No options', 'Loading...', 'Select...', menu height
 * 140-300 px, keyboard page size 5. Always labelled.
 */

import { useId, useMemo } from 'react';
import Select from 'react-select';
import { MSG } from '#shared/messages.ts';
import type { LookupOption } from '#shared/schemas/lookup.ts';
import { lookupSelectDefaults, lookupSelectStyles } from '#web/components/ui/select-styles.ts';

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
  const styleConfig = useMemo(() => lookupSelectStyles<false>(size === 'lg' ? 48 : 44), [size]);
  return (
    <div className="min-w-0">
      {showLabel && (
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink-700">
          {label}
        </label>
      )}
      <Select<LookupOption, false>
        {...lookupSelectDefaults}
        inputId={inputId}
        instanceId={id}
        aria-label={showLabel ? undefined : label}
        options={list}
        value={selected}
        onChange={(v) => onChange(v ? { Value: v.Value, Text: v.Text } : null)}
        getOptionValue={(o) => o[valueKey]}
        isLoading={isLoading}
        isClearable={isClearable}
        isDisabled={isDisabled}
        placeholder={placeholder}
        styles={styleConfig}
      />
    </div>
  );
}
