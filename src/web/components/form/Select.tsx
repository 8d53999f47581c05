/**
 * The one searchable dropdown of lookup options (react-select), with the brand
 * look and documented defaults of select-styles.ts
 * (docs/product.md#messages-and-errors and #limits-and-constants: 'No
 * options', 'Loading...', 'Select...', menu 140-300 px, page size 5).
 *
 * - `FormSelect` picks one option, `FormMultiSelect` several (the sell form's
 *   Vehicle features); both hand back plain `{ Value, Text }` options.
 * - Form-aware: the input carries the page's id (`inputId`, which a Field's
 *   <label> points at), aria-invalid, and aria-describedby / aria-errormessage
 *   naming the field's hint and error; the border turns red when invalid.
 *   `ref` reaches react-select itself, whose focus() is what react-hook-form
 *   calls to focus the first invalid field.
 * - Without a <label>, `aria-label` names it. (The catalogue's search filters
 *   on public pages are native selects instead: features/catalog FilterSelect.)
 *
 * It brings react-select (about 30 kB of gzip), so only lazily loaded code
 * imports it (the sell, edit and profile pages): never field.tsx, anything in
 * the entry bundle or a public page.
 */
import type { Ref } from 'react';
import ReactSelect, {
  components,
  type GroupBase,
  type InputProps,
  type MultiValue,
  type SelectInstance,
  type StylesConfig,
} from 'react-select';
import { MSG } from '#shared/messages.ts';
import type { LookupOption } from '#shared/schemas/lookup.ts';
import { lookupSelectDefaults, lookupSelectStyles } from './select-styles.ts';

/** Control heights in px: lg for form fields and the Home filter row, md for the filter panel. */
const HEIGHT = { md: 44, lg: 48 } as const;
type Size = keyof typeof HEIGHT;

// One styles object per height and validity (the same for one or several choices).
const STYLES = {
  md: [lookupSelectStyles<boolean>(HEIGHT.md), lookupSelectStyles<boolean>(HEIGHT.md, true)],
  lg: [lookupSelectStyles<boolean>(HEIGHT.lg), lookupSelectStyles<boolean>(HEIGHT.lg, true)],
} as const;

function stylesFor<M extends boolean>(size: Size, invalid: boolean) {
  return STYLES[size][invalid ? 1 : 0] as unknown as StylesConfig<LookupOption, M>;
}

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

const plain = (o: LookupOption): LookupOption => ({ Value: o.Value, Text: o.Text });

interface CommonProps {
  /** The input's id (a Field's <label> points at it). */
  inputId: string;
  /** react-select's own id prefix (live region, placeholder); default inputId. */
  instanceId?: string;
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
  /** The accessible name when no <label> points at the input. */
  'aria-label'?: string;
  /** Control height: lg 48 px (default), md 44 px. */
  size?: Size;
}

export interface FormSelectProps extends CommonProps {
  value: LookupOption | null;
  onChange: (value: LookupOption | null) => void;
  isClearable?: boolean;
  /** Announced as required (aria-required). */
  isRequired?: boolean;
  /**
   * Which field identifies an option; the Home city list uses Text
   * (docs/product.md#lookup-options).
   */
  valueKey?: 'Value' | 'Text';
  ref?: Ref<SelectInstance<LookupOption, false>>;
}

/** The react-select props both selects share: defaults, ids, states, validity and look. */
function commonSelectProps<M extends boolean>({
  inputId,
  instanceId = inputId,
  options,
  isLoading = false,
  isDisabled = false,
  placeholder = MSG.select,
  invalid = false,
  describedBy,
  errorId,
  onBlur,
  size = 'lg',
  'aria-label': ariaLabel,
}: CommonProps) {
  const extra: Described = { describedBy };
  return {
    ...lookupSelectDefaults,
    inputId,
    instanceId,
    'aria-label': ariaLabel,
    options: options ?? [],
    onBlur,
    isLoading,
    isDisabled,
    placeholder,
    'aria-invalid': invalid || undefined,
    'aria-errormessage': invalid ? errorId : undefined,
    components: { Input: DescribedInput },
    styles: stylesFor<M>(size, invalid),
    ...(extra as object),
  };
}

/** Picks one option (or none, with `isClearable`). */
export function FormSelect({
  value,
  onChange,
  isClearable = false,
  isRequired = false,
  valueKey = 'Value',
  ref,
  ...common
}: FormSelectProps) {
  return (
    <ReactSelect<LookupOption, false>
      {...commonSelectProps<false>(common)}
      ref={ref}
      value={value}
      onChange={(v) => onChange(v ? plain(v) : null)}
      getOptionValue={(o) => o[valueKey]}
      isClearable={isClearable}
      required={isRequired || undefined}
    />
  );
}

export interface FormMultiSelectProps extends CommonProps {
  value: LookupOption[];
  onChange: (value: LookupOption[]) => void;
  ref?: Ref<SelectInstance<LookupOption, true>>;
}

/** Picks several options; the menu stays open between picks. */
export function FormMultiSelect({ value, onChange, ref, ...common }: FormMultiSelectProps) {
  return (
    <ReactSelect<LookupOption, true>
      {...commonSelectProps<true>(common)}
      ref={ref}
      isMulti
      closeMenuOnSelect={false}
      value={value}
      onChange={(v: MultiValue<LookupOption>) => onChange(v.map(plain))}
      getOptionValue={(o) => o.Value}
    />
  );
}
