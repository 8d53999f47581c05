/**
 * The Sell Your Car / Edit Your Car form (docs/product.md#sell-form,
 * #edit-form, #insurance, #cascading-selects, #photo-upload, #sell-form-rules,
 * #edit-form-rules), checked by the shared SellFormSchema / EditFormSchema (the
 * server's own rules).
 *
 * - Company -> its active models, and model, variant and colour cleared;
 *   model -> its variants and colours, variant and colour cleared; variant
 *   -> colour cleared.
 * - Vehicle number upper case as typed; sale price shown in rupees with
 *   Indian grouping as typed; Insurance reveals type (default
 *   Comprehensive) and end date.
 * - A failed submit scrolls to and focuses the first invalid field, in the
 *   order the form shows them (dropdowns, radios and the photo included).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { formatRupees, ownerLabel } from '#shared/format.ts';
import {
  type EditForm,
  EditFormSchema,
  INSURANCE_TYPES,
  MAX_OWNER,
  type SellForm,
  SellFormSchema,
} from '#shared/schemas/listing.ts';
import type { LookupOption } from '#shared/schemas/lookup.ts';
import {
  describedBy,
  Field,
  FormSection,
  inputClass,
  RadioGroup,
  RadioPill,
} from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { ProgressBar } from '#web/components/ui/ProgressBar.tsx';
import { type ListingLookups, useFeatures, useVariantsAndColours } from '../api/listing-lookups.ts';
import {
  FIELD_ORDER,
  type KnownNames,
  type ListingFieldName,
  type ListingFormValues,
  priceInWords,
} from '../form-values.ts';
import { ListingMultiSelect, ListingSelect } from './ListingSelect.tsx';
import { MainPhotoField } from './MainPhotoField.tsx';

export type ParsedListing = SellForm | EditForm;

export interface ListingFormProps {
  mode: 'sell' | 'edit';
  lookups: ListingLookups;
  defaultValues: ListingFormValues;
  /** Edit: names of the saved choices, shown before the lists load. */
  knownNames?: KnownNames;
  /** Edit: the listing's current photo. */
  currentPhotoUrl?: string | null;
  submitting: boolean;
  /** Upload progress of the request being sent, 0..1; null when idle. */
  progress: number | null;
  onSubmit: (values: ParsedListing) => void;
}

const OWNER_OPTIONS: LookupOption[] = Array.from({ length: MAX_OWNER }, (_, i) => ({
  Value: String(i + 1),
  Text: ownerLabel(i + 1),
}));

/** The option for `id`: from the loaded list, else the known name, else none. */
function optionFor(
  id: string,
  list: LookupOption[] | undefined,
  knownName: string | undefined,
): LookupOption | null {
  if (!id) return null;
  const found = list?.find((o) => o.Value === id) ?? list?.find((o) => o.Text === id);
  if (found) return found;
  if (knownName) return { Value: id, Text: knownName };
  return null;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function ListingForm({
  mode,
  lookups,
  defaultValues,
  knownNames,
  currentPhotoUrl,
  submitting,
  progress,
  onSubmit,
}: ListingFormProps) {
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

  const companyId = watch('companyid');
  const modelId = watch('carmodelid');
  const insured = watch('insurance');
  const price = watch('nSaleprice');

  const vehicleTypes = lookups.useVehicleTypes();
  const companies = lookups.useCompanies();
  const models = lookups.useModels(companyId || null);
  const fuels = lookups.useFuels();
  const gears = lookups.useGears();
  const features = useFeatures();
  const variantsColours = useVariantsAndColours(companyId, modelId);

  /** The saved name of a choice, while the choice is still the saved one. */
  const known = (name: keyof KnownNames, value: string) =>
    value !== '' && value === defaultValues[name] ? knownNames?.[name] : undefined;

  const clear = (...names: ('carmodelid' | 'variantid' | 'colour')[]) => {
    for (const name of names) setValue(name, '', { shouldDirty: true });
  };

  const focusFirstError = (errs: FieldErrors<ListingFormValues>) => {
    const name = FIELD_ORDER.find((n) => errs[n]);
    if (!name) return;
    const el = document.getElementById(fid(name));
    if (!el) return;
    const box = el.closest<HTMLElement>('.scroll-mt-24') ?? el;
    box.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    el.focus({ preventScroll: true });
  };

  const err = (name: ListingFieldName) => errors[name]?.message as string | undefined;

  /** A dropdown bound to `name`. */
  const select = (
    name:
      | 'vehicleid'
      | 'companyid'
      | 'carmodelid'
      | 'variantid'
      | 'colour'
      | 'fueltypeid'
      | 'owner'
      | 'gear',
    label: string,
    query: { data?: LookupOption[]; isLoading?: boolean },
    options: {
      onPicked?: () => void;
      disabled?: boolean;
      placeholder?: string;
      hint?: string;
      compact?: boolean;
    } = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const id = fid(name);
        const error = err(name);
        return (
          <Field
            id={id}
            label={label}
            required
            error={error}
            hint={options.hint}
            compact={options.compact}
          >
            <ListingSelect
              inputId={id}
              options={query.data}
              isLoading={query.isLoading}
              isDisabled={options.disabled}
              placeholder={options.placeholder}
              value={optionFor(
                field.value,
                query.data,
                name === 'owner' ? undefined : known(name as keyof KnownNames, field.value),
              )}
              onChange={(o) => {
                field.onChange(o?.Value ?? '');
                options.onPicked?.();
              }}
              onBlur={field.onBlur}
              isRequired
              invalid={Boolean(error)}
              errorId={`${id}-error`}
              describedBy={describedBy(id, Boolean(options.hint), Boolean(error))}
            />
          </Field>
        );
      }}
    />
  );

  const carnumber = register('carnumber');
  const saleprice = register('nSaleprice');
  const priceTyped = Boolean(price) && /^\d+$/.test(price);
  const words = priceTyped ? priceInWords(Number(price)) : '';
  const priceHint = priceTyped
    ? `${formatRupees(Number(price))}${words ? ` · ${words}` : ''}`
    : 'Enter the amount in rupees, digits only.';

  const numberInput = (
    name: 'modelyear' | 'km' | 'seatingcapicity',
    label: string,
    maxLength: number,
    placeholder: string,
  ) => {
    const id = fid(name);
    const error = err(name);
    return (
      <Field id={id} label={label} required error={error} compact>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={maxLength}
          placeholder={placeholder}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, false, Boolean(error))}
          className={inputClass}
          {...register(name)}
        />
      </Field>
    );
  };

  const uploading = submitting && progress !== null && progress < 1;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit, focusFirstError)}
      className="space-y-5"
      aria-busy={submitting || undefined}
    >
      <p className="text-sm text-ink-600">
        Fields marked <span className="font-semibold text-red-700">*</span> are required.
      </p>

      <FormSection title="Car details">
        {select('vehicleid', 'Vehicle type', vehicleTypes)}
        {select('companyid', 'Company', companies, {
          onPicked: () => clear('carmodelid', 'variantid', 'colour'),
        })}
        {select('carmodelid', 'Model', models, {
          disabled: !companyId,
          placeholder: companyId ? undefined : 'Choose a company first',
          onPicked: () => clear('variantid', 'colour'),
        })}
        {select(
          'variantid',
          'Varient',
          { data: variantsColours.data?.veriantdata, isLoading: variantsColours.isLoading },
          {
            disabled: !modelId,
            placeholder: modelId ? undefined : 'Choose a model first',
            onPicked: () => clear('colour'),
          },
        )}
        {select(
          'colour',
          'Colour',
          { data: variantsColours.data?.Colourdata, isLoading: variantsColours.isLoading },
          { disabled: !modelId, placeholder: modelId ? undefined : 'Choose a model first' },
        )}
        {select('fueltypeid', 'Fuel', fuels)}
      </FormSection>

      <FormSection title="Registration and usage">
        <Field
          id={fid('carnumber')}
          label="Vehicle number"
          required={!editing}
          error={err('carnumber')}
        >
          <input
            id={fid('carnumber')}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={13}
            placeholder="GJ01HQ9999"
            aria-required={!editing || undefined}
            aria-invalid={errors.carnumber ? true : undefined}
            aria-describedby={describedBy(fid('carnumber'), false, Boolean(errors.carnumber))}
            className={`${inputClass} uppercase placeholder:normal-case`}
            {...carnumber}
            onChange={(e) => {
              const el = e.target;
              const upper = el.value.toUpperCase();
              if (upper !== el.value) {
                const { selectionStart, selectionEnd } = el;
                el.value = upper;
                if (selectionStart !== null) el.setSelectionRange(selectionStart, selectionEnd);
              }
              void carnumber.onChange(e);
            }}
          />
        </Field>
        {numberInput('modelyear', 'Year', 4, 'e.g. 2019')}
        {numberInput('km', 'Kilometer', 6, 'e.g. 45000')}
        {select('owner', 'Owner', { data: OWNER_OPTIONS }, { compact: true })}
        {numberInput('seatingcapicity', 'Seating capacity', 1, 'e.g. 5')}
        {select('gear', 'Gear', gears)}
      </FormSection>

      <FormSection title="Features">
        <RadioGroup id={fid('nSunRoof')} legend="Sunroof" required error={err('nSunRoof')}>
          {(['Yes', 'No'] as const).map((v) => (
            <RadioPill
              key={v}
              id={v === 'Yes' ? fid('nSunRoof') : `${fid('nSunRoof')}-no`}
              label={v}
              value={v}
              {...register('nSunRoof')}
            />
          ))}
        </RadioGroup>
        <Controller
          control={control}
          name="nFeatures"
          render={({ field }) => {
            const id = fid('nFeatures');
            const error = err('nFeatures');
            const chosen = (field.value ?? [])
              .map((v) => features.data?.find((o) => o.Value === v))
              .filter((o): o is LookupOption => o !== undefined);
            return (
              <Field
                id={id}
                label="Vehicle features"
                optional
                error={error}
                className="col-span-2 lg:col-span-2"
              >
                <ListingMultiSelect
                  inputId={id}
                  options={features.data}
                  isLoading={features.isLoading}
                  value={chosen}
                  onChange={(list) => field.onChange(list.map((o) => o.Value))}
                  onBlur={field.onBlur}
                  placeholder="Airbags, rear camera, ..."
                  invalid={Boolean(error)}
                  errorId={`${id}-error`}
                  describedBy={describedBy(id, false, Boolean(error))}
                />
              </Field>
            );
          }}
        />
        <Field
          id={fid('nCc')}
          label="Cubic capacity"
          required={editing}
          optional={!editing}
          hint="Engine size, e.g. 1.6"
          error={err('nCc')}
        >
          <input
            id={fid('nCc')}
            type="number"
            inputMode="decimal"
            step={0.01}
            min={0}
            placeholder="1.6"
            aria-required={editing || undefined}
            aria-invalid={errors.nCc ? true : undefined}
            aria-describedby={describedBy(fid('nCc'), true, Boolean(errors.nCc))}
            className={inputClass}
            {...register('nCc')}
          />
        </Field>
      </FormSection>

      <FormSection title="Price and insurance">
        <Field
          id={fid('nSaleprice')}
          label="Sale price"
          required
          hint={
            <span className={priceTyped ? 'font-semibold text-ink-900' : undefined}>
              {priceHint}
            </span>
          }
          error={err('nSaleprice')}
        >
          <div className="relative">
            <span
              className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-ink-600"
              aria-hidden="true"
            >
              ₹
            </span>
            <input
              id={fid('nSaleprice')}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={9}
              placeholder="e.g. 550000"
              aria-required="true"
              aria-invalid={errors.nSaleprice ? true : undefined}
              aria-describedby={describedBy(fid('nSaleprice'), true, Boolean(errors.nSaleprice))}
              className={`${inputClass} pl-8`}
              {...saleprice}
              onChange={(e) => {
                // Commas and spaces typed out of habit are dropped; letters stay to be flagged.
                const cleaned = e.target.value.replace(/[,\s]/g, '');
                if (cleaned !== e.target.value) e.target.value = cleaned;
                void saleprice.onChange(e);
              }}
            />
          </div>
        </Field>

        <div className="col-span-2 min-w-0 scroll-mt-24 md:col-span-1 md:pt-7 lg:col-span-2">
          <label
            htmlFor={fid('insurance')}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-ink-300 bg-white px-4 py-2 shadow-sm transition hover:border-primary-400 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary-600/20"
          >
            <input
              id={fid('insurance')}
              type="checkbox"
              className="h-5 w-5 shrink-0 accent-primary-600"
              aria-describedby={`${fid('insurance')}-hint`}
              {...register('insurance')}
            />
            <span className="text-base font-medium text-ink-800">Insurance</span>
          </label>
          <p id={`${fid('insurance')}-hint`} className="mt-1.5 text-sm text-ink-600">
            Tick if the car is insured, then choose the type and end date.
          </p>
        </div>

        {insured ? (
          <>
            <RadioGroup
              id={fid('nInsurancetype')}
              legend="Insurance type"
              required
              error={err('nInsurancetype')}
              className="col-span-2"
            >
              {INSURANCE_TYPES.map((t, i) => (
                <RadioPill
                  key={t}
                  id={i === 0 ? fid('nInsurancetype') : `${fid('nInsurancetype')}-${i}`}
                  label={t}
                  value={t}
                  {...register('nInsurancetype')}
                />
              ))}
            </RadioGroup>
            <Field
              id={fid('insuranceendtdate')}
              label="Insurance End Date"
              required
              error={err('insuranceendtdate')}
            >
              <input
                id={fid('insuranceendtdate')}
                type="date"
                required
                aria-invalid={errors.insuranceendtdate ? true : undefined}
                aria-describedby={describedBy(
                  fid('insuranceendtdate'),
                  false,
                  Boolean(errors.insuranceendtdate),
                )}
                className={`${inputClass} appearance-none`}
                {...register('insuranceendtdate')}
              />
            </Field>
          </>
        ) : null}
      </FormSection>

      <section className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold text-ink-900">Photo</h2>
        <Controller
          control={control}
          name="carphoto"
          render={({ field }) => (
            <MainPhotoField
              id={fid('carphoto')}
              value={field.value}
              onChange={(v) => field.onChange(v)}
              currentUrl={currentPhotoUrl}
              required={!editing}
              error={err('carphoto')}
            />
          )}
        />
      </section>

      <div className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-6">
        {submitting ? (
          <div className="mb-4" aria-live="polite">
            <div className="mb-1.5 flex justify-between text-sm font-medium text-ink-700">
              <span>{uploading ? 'Uploading…' : 'Saving your car…'}</span>
              {progress !== null ? <span>{Math.round(progress * 100)}%</span> : null}
            </div>
            <ProgressBar value={progress ?? 0} label="Upload progress" />
          </div>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-600">
            {editing
              ? 'Your changes show on the listing as soon as you save.'
              : "Your car is listed in your profile's city; buyers see it right away."}
          </p>
          <SubmitButton
            pending={submitting}
            tone="accent"
            className="w-full shrink-0 px-8 sm:w-auto"
          >
            {editing ? 'Save changes' : 'Submit'}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
