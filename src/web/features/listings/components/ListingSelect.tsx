/**
 * The Sell / Edit form's searchable dropdowns (react-select), styled like the
 * catalogue's LookupSelect (defaults of docs/product.md#messages-and-errors and
 * #limits-and-constants: 'No options', 'Loading...', 'Select...', menu
 * 140-300 px, page size 5) but form-aware: the input carries the page's id (its
 * <label> points at it), aria-invalid, and aria-describedby / aria-errormessage
 * naming the field's hint and error. `ListingMultiSelect` is the same for
 * Vehicle features.
 */
import Select, { components, type GroupBase, type InputProps, type MultiValue } from 'react-select';
import { MSG } from '#shared/messages.ts';
import type { LookupOption } from '#shared/schemas/lookup.ts';
import { lookupSelectDefaults, lookupSelectStyles } from '#web/components/ui/select-styles.ts';

const validStyles = lookupSelectStyles<false>(48);
const invalidStyles = lookupSelectStyles<false>(48, true);
const validMultiStyles = lookupSelectStyles<true>(48);
const invalidMultiStyles = lookupSelectStyles<true>(48, true);

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
      {...lookupSelectDefaults}
      inputId={inputId}
      instanceId={inputId}
      options={options ?? []}
      value={value}
      onChange={(v) => onChange(v ? { Value: v.Value, Text: v.Text } : null)}
      onBlur={onBlur}
      getOptionValue={(o) => o.Value}
      isLoading={isLoading}
      isDisabled={isDisabled}
      required={isRequired}
      placeholder={placeholder}
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
      {...lookupSelectDefaults}
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
      getOptionValue={(o) => o.Value}
      isLoading={isLoading}
      isDisabled={isDisabled}
      placeholder={placeholder}
      aria-invalid={invalid || undefined}
      aria-errormessage={invalid ? errorId : undefined}
      components={{ Input: DescribedInput }}
      styles={invalid ? invalidMultiStyles : validMultiStyles}
      {...(extra as object)}
    />
  );
}
