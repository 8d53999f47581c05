/**
 * The Sell / Edit form's state and submit (docs/product.md#sell-form-rules,
 * #edit-form-rules): react-hook-form checked by the shared SellFormSchema /
 * EditFormSchema (the server's own rules). A failed submit scrolls to and
 * focuses the first invalid field, in the order the form shows them
 * (FIELD_ORDER: dropdowns, radios and the photo included), gently unless the
 * visitor prefers reduced motion. `kit` is what the form's sections share:
 * field ids, error texts, the saved names of the edit form's choices.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import {
  type Control,
  type FieldErrors,
  type Resolver,
  type UseFormRegister,
  useForm,
} from 'react-hook-form';
import {
  type EditForm,
  EditFormSchema,
  type SellForm,
  SellFormSchema,
} from '#shared/schemas/listing.ts';
import {
  FIELD_ORDER,
  type KnownNames,
  type ListingFieldName,
  type ListingFormValues,
} from '../form-values.ts';

export type ParsedListing = SellForm | EditForm;

/** The dropdown fields whose choice the cascade clears. */
export type ClearableField = 'carmodelid' | 'variantid' | 'colour';

/** What every section of the form gets from useListingForm. */
export interface ListingFormKit {
  control: Control<ListingFormValues, unknown, ParsedListing>;
  register: UseFormRegister<ListingFormValues>;
  errors: FieldErrors<ListingFormValues>;
  editing: boolean;
  /** The id of a field's control (its label, hint and error ids derive from it). */
  fid: (name: ListingFieldName) => string;
  /** A field's error text, if any. */
  err: (name: ListingFieldName) => string | undefined;
  /** The saved name of a choice, while the choice is still the saved one. */
  known: (name: keyof KnownNames, value: string) => string | undefined;
  /** Clears dropdown choices a new parent choice makes stale. */
  clear: (...names: ClearableField[]) => void;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function useListingForm({
  mode,
  defaultValues,
  knownNames,
  onSubmit,
}: {
  mode: 'sell' | 'edit';
  defaultValues: ListingFormValues;
  knownNames?: KnownNames;
  onSubmit: (values: ParsedListing) => void;
}) {
  const formId = useId();
  const fid = (name: ListingFieldName) => `${formId}-${name}`;
  const editing = mode === 'edit';
  const schema = editing ? EditFormSchema : SellFormSchema;
  const {
    control,
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<ListingFormValues, unknown, ParsedListing>({
    resolver: zodResolver(schema) as unknown as Resolver<ListingFormValues, unknown, ParsedListing>,
    defaultValues,
    shouldFocusError: false,
  });

  const focusFirstError = (errs: FieldErrors<ListingFormValues>) => {
    const name = FIELD_ORDER.find((n) => errs[n]);
    if (!name) return;
    const el = document.getElementById(fid(name));
    if (!el) return;
    const box = el.closest<HTMLElement>('.scroll-mt-24') ?? el;
    box.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    el.focus({ preventScroll: true });
  };

  const kit: ListingFormKit = {
    control,
    register,
    errors,
    editing,
    fid,
    err: (name) => errors[name]?.message as string | undefined,
    known: (name, value) =>
      value !== '' && value === defaultValues[name] ? knownNames?.[name] : undefined,
    clear: (...names) => {
      for (const name of names) setValue(name, '', { shouldDirty: true });
    },
  };

  return { kit, watch, submit: handleSubmit(onSubmit, focusFirstError) };
}
