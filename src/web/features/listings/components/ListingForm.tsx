/**
 * The Sell Your Car / Edit Your Car form (docs/product.md#sell-form,
 * #edit-form, #insurance, #cascading-selects, #photo-upload, #sell-form-rules,
 * #edit-form-rules), checked by the shared SellFormSchema / EditFormSchema (the
 * server's own rules). Its sections are their own components:
 *
 * - Car details, Registration and usage (ListingCarSections.tsx): company ->
 *   its active models, and model, variant and colour cleared; model -> its
 *   variants and colours, variant and colour cleared; variant -> colour
 *   cleared; vehicle number upper case as typed.
 * - Features (ListingFeaturesSection.tsx); Price and insurance
 *   (ListingPriceSection.tsx): sale price shown in rupees with Indian grouping
 *   as typed; Insurance reveals type (default Comprehensive) and end date.
 * - Photo (MainPhotoField.tsx) and the submit bar with the upload progress,
 *   here.
 *
 * A failed submit scrolls to and focuses the first invalid field, in the
 * order the form shows them (dropdowns, radios and the photo included):
 * useListingForm (use-listing-form.ts).
 */
import { Controller } from 'react-hook-form';
import {
  editSaveNote,
  photoSection,
  requiredFieldsNote,
  saveChanges,
  savingListing,
  sellSubmitNote,
  submitListing,
  uploadingListing,
  uploadProgress,
} from '#messages/sell.ts';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { ProgressBar } from '#web/components/ui/ProgressBar.tsx';
import type { ListingLookups } from '../api/listing-lookups.ts';
import type { KnownNames, ListingFormValues } from '../form-values.ts';
import { CarDetailsSection, RegistrationSection } from './ListingCarSections.tsx';
import { FeaturesSection } from './ListingFeaturesSection.tsx';
import { PriceSection } from './ListingPriceSection.tsx';
import { MainPhotoField } from './MainPhotoField.tsx';
import { type ParsedListing, useListingForm } from './use-listing-form.ts';

export type { ParsedListing } from './use-listing-form.ts';

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
  const { kit, watch, submit } = useListingForm({ mode, defaultValues, knownNames, onSubmit });
  const { editing, fid } = kit;
  const uploading = submitting && progress !== null && progress < 1;

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-busy={submitting || undefined}>
      <p className="text-sm text-ink-600">
        {requiredFieldsNote(
          <span key="star" className="font-semibold text-red-700">
            *
          </span>,
        )}
      </p>

      <CarDetailsSection
        kit={kit}
        lookups={lookups}
        companyId={watch('companyid')}
        modelId={watch('carmodelid')}
      />
      <RegistrationSection kit={kit} lookups={lookups} />
      <FeaturesSection kit={kit} />
      <PriceSection kit={kit} price={watch('nSaleprice')} insured={watch('insurance')} />

      <section className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold text-ink-900">{photoSection}</h2>
        <Controller
          control={kit.control}
          name="carphoto"
          render={({ field }) => (
            <MainPhotoField
              id={fid('carphoto')}
              value={field.value}
              onChange={(v) => field.onChange(v)}
              currentUrl={currentPhotoUrl}
              required={!editing}
              error={kit.err('carphoto')}
            />
          )}
        />
      </section>

      <div className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-6">
        {submitting ? (
          <div className="mb-4" aria-live="polite">
            <div className="mb-1.5 flex justify-between text-sm font-medium text-ink-700">
              <span>{uploading ? uploadingListing : savingListing}</span>
              {progress !== null ? <span>{Math.round(progress * 100)}%</span> : null}
            </div>
            <ProgressBar value={progress ?? 0} label={uploadProgress} />
          </div>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-600">{editing ? editSaveNote : sellSubmitNote}</p>
          <SubmitButton
            pending={submitting}
            tone="accent"
            className="w-full shrink-0 px-8 sm:w-auto"
          >
            {editing ? saveChanges : submitListing}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
