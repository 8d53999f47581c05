/**
 * The Sell / Edit form's searchable dropdowns (react-select), styled like
 * the catalogue's LookupSelect (spec 8/9 defaults: 'No options',
 * 'Loading...', 'Select...', menu 140-300 px, page size 5) but form-aware:
 * the input carries the page's id (its <label> points at it), aria-invalid,
 * and aria-describedby / aria-errormessage naming the field's hint and error.
 * `ListingMultiSelect` is the same for Vehicle features.
 */
import Select, {
  components,
  type GroupBase,
  type InputProps,
  type MultiValue,
  type StylesConfig,
} from 'react-select';
import { MSG } from '#shared/messages.ts';
import type { LookupOption } from '#shared/schemas/lookup.ts';

const PRIMARY = '#0b4ea2';
const DANGER = '#b91c1c';

function styles<M extends boolean>(invalid: boolean): StylesConfig<LookupOption, M> {
  return {
    control: (base, state) => ({
      ...base,
      minHeight: 48,
      borderRadius: 12,
      borderColor: invalid ? DANGER : state.isFocused ? PRIMARY : '#c5cdd9',
      boxShadow: state.isFocused
        ? `0 0 0 3px ${invalid ? 'rgb(185 28 28 / 0.15)' : 'rgb(11 78 162 / 0.18)'}`
        : 'none',
      backgroundColor: state.isDisabled ? '#eef1f6' : '#fff',
      '&:hover': { borderColor: invalid ? DANGER : state.isFocused ? PRIMARY : '#94a0b2' },
      cursor: 'pointer',
    }),
    valueContainer: (base) => ({ ...base, padding: '4px 12px', gap: 4 }),
    placeholder: (base, state) => ({
      ...base,
      color: state.isDisabled ? '#667387' : '#5b6678',
    }),
    singleValue: (base) => ({ ...base, color: '#141a24', fontWeight: 500 }),
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

const validStyles = styles<false>(false);
const invalidStyles = styles<false>(true);
const validMultiStyles = styles<true>(false);
const invalidMultiStyles = styles<true>(true);

/** The field's hint / error ids, passed to the input through selectProps. */
interface Described {
  describedBy?: string;
}

/** react-select sets aria-describedby itself (placeholder, live region): add ours to it. */
function DescribedInput<M extends boolean>(
  props: InputProps<LookupOption, M, GroupBase<LookupOption>>,
) {
  const extra = (props.selectProps as unknown as Described).describedBy;
  const own = props['aria-describedby'];
  const describedBy = [own, extra].filter(Boolean).join(' ') || undefined;
  return <components.Input {...props} aria-describedby={describedBy} />;
}

interface CommonProps {
  inputId: string;
  options: LookupOption[] | undefined;
  isLoading?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
  invalid?: boolean;
  /** Space-separated ids of the hint and error under the field. */
  describedBy?: string;
  /** id of the error text (aria-errormessage). */
  errorId?: string;
  onBlur?: () => void;
  /** Announced as required (aria-required). */
  isRequired?: boolean;
}

export interface ListingSelectProps extends CommonProps {
  value: LookupOption | null;
  onChange: (value: LookupOption | null) => void;
}

export function ListingSelect({
  inputId,
  options,
  value,
  onChange,
  isLoading = false,
  isDisabled = false,
  placeholder = MSG.select,
  invalid = false,
  describedBy,
  errorId,
  onBlur,
  isRequired = false,
}: ListingSelectProps) {
  const extra: Described = { describedBy };
  return (
    <Select<LookupOption, false>
      inputId={inputId}
      instanceId={inputId}
      options={options ?? []}
      value={value}
      onChange={(v) => onChange(v ? { Value: v.Value, Text: v.Text } : null)}
      onBlur={onBlur}
      getOptionLabel={(o) => o.Text}
      getOptionValue={(o) => o.Value}
      isLoading={isLoading}
      isDisabled={isDisabled}
      isSearchable
      required={isRequired}
      placeholder={placeholder}
      noOptionsMessage={() => MSG.noOptions}
      loadingMessage={() => MSG.loading}
      maxMenuHeight={300}
      minMenuHeight={140}
      pageSize={5}
      menuPlacement="auto"
      aria-invalid={invalid || undefined}
      aria-errormessage={invalid ? errorId : undefined}
      components={{ Input: DescribedInput }}
      styles={invalid ? invalidStyles : validStyles}
      {...(extra as object)}
    />
  );
}

export interface ListingMultiSelectProps extends CommonProps {
  value: LookupOption[];
  onChange: (value: LookupOption[]) => void;
}

export function ListingMultiSelect({
  inputId,
  options,
  value,
  onChange,
  isLoading = false,
  isDisabled = false,
  placeholder = MSG.select,
  invalid = false,
  describedBy,
  errorId,
  onBlur,
}: ListingMultiSelectProps) {
  const extra: Described = { describedBy };
  return (
    <Select<LookupOption, true>
      inputId={inputId}
      instanceId={inputId}
      isMulti
      closeMenuOnSelect={false}
      options={options ?? []}
      value={value}
      onChange={(v: MultiValue<LookupOption>) =>
        onChange(v.map((o) => ({ Value: o.Value, Text: o.Text })))
      }
      onBlur={onBlur}
      getOptionLabel={(o) => o.Text}
      getOptionValue={(o) => o.Value}
      isLoading={isLoading}
      isDisabled={isDisabled}
      isSearchable
      placeholder={placeholder}
      noOptionsMessage={() => MSG.noOptions}
      loadingMessage={() => MSG.loading}
      maxMenuHeight={300}
      minMenuHeight={140}
      pageSize={5}
      menuPlacement="auto"
      aria-invalid={invalid || undefined}
      aria-errormessage={invalid ? errorId : undefined}
      components={{ Input: DescribedInput }}
      styles={invalid ? invalidMultiStyles : validMultiStyles}
      {...(extra as object)}
    />
  );
}
