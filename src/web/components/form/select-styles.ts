/**
 * The brand look and documented defaults of the one react-select dropdown of
 * lookup options, Select.tsx (docs/product.md#messages-and-errors,
 * #limits-and-constants: 'No options', 'Loading...', menu 140-300 px, keyboard
 * page size 5). Select.tsx is its only user: the sell, edit
 * and profile forms go through it.
 */
import type { StylesConfig } from 'react-select';
import { MSG } from '#shared/messages.ts';
import type { LookupOption } from '#shared/schemas/lookup.ts';

const PRIMARY = '#0b4ea2';
const DANGER = '#b91c1c';

/** Styles for a control `minHeight` px tall (44 or 48), red when `invalid`. */
export function lookupSelectStyles<M extends boolean>(
  minHeight: number,
  invalid = false,
): StylesConfig<LookupOption, M> {
  return {
    control: (base, state) => ({
      ...base,
      minHeight,
      borderRadius: 12,
      borderColor: invalid ? DANGER : state.isFocused ? PRIMARY : '#c5cdd9',
      boxShadow: state.isFocused
        ? `0 0 0 3px ${invalid ? 'rgb(185 28 28 / 0.15)' : 'rgb(11 78 162 / 0.18)'}`
        : 'none',
      backgroundColor: state.isDisabled ? '#eef1f6' : '#fff',
      '&:hover': { borderColor: invalid ? DANGER : state.isFocused ? PRIMARY : '#94a0b2' },
      cursor: 'pointer',
    }),
    valueContainer: (base) => ({ ...base, padding: '2px 12px', gap: 4 }),
    placeholder: (base, state) => ({
      ...base,
      color: state.isDisabled ? '#667387' : '#5b6678',
    }),
    singleValue: (base) => ({ ...base, color: '#141a24', fontWeight: 500 }),
    // 16 px keeps phones from zooming into the field.
    input: (base) => ({ ...base, color: '#141a24', fontSize: 16 }),
    indicatorSeparator: () => ({ display: 'none' }),
    dropdownIndicator: (base) => ({ ...base, color: '#5b6678', padding: '0 10px' }),
    clearIndicator: (base) => ({ ...base, color: '#5b6678', padding: '0 4px' }),
    multiValue: (base) => ({ ...base, backgroundColor: '#eef4fc', borderRadius: 8 }),
    multiValueLabel: (base) => ({
      ...base,
      color: '#0a4289',
      fontWeight: 500,
      fontSize: 14,
      padding: '4px 2px 4px 8px',
    }),
    multiValueRemove: (base) => ({
      ...base,
      color: '#0a4289',
      borderRadius: 8,
      paddingLeft: 6,
      paddingRight: 6,
      ':hover': { backgroundColor: '#d6e5f8', color: '#081d3a' },
    }),
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

/** Props every lookup dropdown shares (spread them first). */
export const lookupSelectDefaults = {
  isSearchable: true,
  getOptionLabel: (o: LookupOption) => o.Text,
  noOptionsMessage: () => MSG.noOptions,
  loadingMessage: () => MSG.loading,
  maxMenuHeight: 300,
  minMenuHeight: 140,
  pageSize: 5,
  menuPlacement: 'auto',
} as const;
