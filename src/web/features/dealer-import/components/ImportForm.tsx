/**
 * The Import cars form (issue 12 item 2): dealers.csv, cars.csv and the
 * photos, checked in the browser first (import-files.ts: a file missing,
 * too large or of the wrong type is named under its input, nothing goes
 * up), then read and posted with the upload's progress, then "Checking
 * your cars..." while the server checks every row and stores the photos.
 * The report goes to `onResult`; any other failure (not a dealer, too many
 * imports, no connection) shows above the button. A finished import
 * empties the form, so the same files are not sent twice by mistake.
 */
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import {
  carsFileHint,
  checkingCars,
  chooseFile,
  chooseImportPhotos,
  chooseYourFiles,
  dealersFileHint,
  importButton,
  importing,
  noFileChosen,
  photosChosen,
  photosHint,
  photosLabel,
  uploadingFiles,
  uploadingPercent,
} from '#messages/dealer.ts';
import { describedBy, Field } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { ProgressBar } from '#web/components/ui/ProgressBar.tsx';
import { PHOTO_ACCEPT } from '#web/components/ui/photo-file.ts';
import { type ImportResult, useImportCars } from '../api/dealer-import.ts';
import { FILE_NAMES, importBody, type PickedFiles, pickProblems } from '../import-files.ts';
import { FilePicker } from './FilePicker.tsx';

interface FormValues {
  dealers: FileList | null;
  cars: FileList | null;
  photos: FileList | null;
}

const picked = (v: FormValues): PickedFiles => ({
  dealers: v.dealers?.[0],
  cars: v.cars?.[0],
  photos: [...(v.photos ?? [])],
});

/** The browser's checks as a form resolver: each problem under its input. */
const resolver: Resolver<FormValues> = async (values) => {
  const problems = pickProblems(picked(values));
  const entries = Object.entries(problems).map(([name, message]) => [
    name,
    { type: 'validate', message },
  ]);
  return entries.length > 0
    ? { values: {}, errors: Object.fromEntries(entries) }
    : { values, errors: {} };
};

type Phase = { step: 'idle' } | { step: 'uploading'; progress: number } | { step: 'checking' };

/** "850 KB", "2.4 MB". */
const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export function ImportForm({
  onResult,
  onStart,
}: {
  onResult: (result: ImportResult) => void;
  onStart: () => void;
}) {
  const id = useId();
  const importCars = useImportCars();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver,
    defaultValues: { dealers: null, cars: null, photos: null },
  });
  const photos = [...(watch('photos') ?? [])];
  const chosenName = (name: 'dealers' | 'cars') => watch(name)?.[0]?.name ?? noFileChosen;
  const photoBytes = photos.reduce((sum, f) => sum + f.size, 0);

  const submit = handleSubmit(async (values) => {
    const files = picked(values);
    if (!files.dealers || !files.cars) return;
    onStart();
    setFailure(null);
    setPhase({ step: 'uploading', progress: 0 });
    try {
      const body = await importBody({ ...files, dealers: files.dealers, cars: files.cars });
      const result = await importCars.mutateAsync({
        body,
        onProgress: (progress) =>
          setPhase(progress >= 1 ? { step: 'checking' } : { step: 'uploading', progress }),
      });
      if (result.imported) reset();
      onResult(result);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setPhase({ step: 'idle' });
    }
  });

  const busy = isSubmitting || phase.step !== 'idle';
  const ids = { dealers: `${id}-dealers`, cars: `${id}-cars`, photos: `${id}-photos` };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink-900">
        {chooseYourFiles}
      </h2>
      <div className="mt-4 grid grid-cols-2 gap-x-5 gap-y-5">
        <Field
          id={ids.dealers}
          label={FILE_NAMES.dealers}
          required
          error={errors.dealers?.message}
          hint={dealersFileHint}
        >
          <FilePicker
            id={ids.dealers}
            button={chooseFile}
            chosen={chosenName('dealers')}
            accept=".csv,text/csv"
            disabled={busy}
            aria-invalid={errors.dealers ? true : undefined}
            aria-describedby={describedBy(ids.dealers, true, Boolean(errors.dealers))}
            {...register('dealers')}
          />
        </Field>
        <Field
          id={ids.cars}
          label={FILE_NAMES.cars}
          required
          error={errors.cars?.message}
          hint={carsFileHint}
        >
          <FilePicker
            id={ids.cars}
            button={chooseFile}
            chosen={chosenName('cars')}
            accept=".csv,text/csv"
            disabled={busy}
            aria-invalid={errors.cars ? true : undefined}
            aria-describedby={describedBy(ids.cars, true, Boolean(errors.cars))}
            {...register('cars')}
          />
        </Field>
        <Field
          id={ids.photos}
          label={photosLabel}
          optional
          className="col-span-2"
          error={errors.photos?.message}
          hint={photos.length > 0 ? photosChosen(photos.length, size(photoBytes)) : photosHint}
        >
          <FilePicker
            id={ids.photos}
            button={chooseImportPhotos}
            chosen={photos.length > 0 ? '' : noFileChosen}
            multiple
            accept={PHOTO_ACCEPT}
            disabled={busy}
            aria-invalid={errors.photos ? true : undefined}
            aria-describedby={describedBy(ids.photos, true, Boolean(errors.photos))}
            {...register('photos')}
          />
        </Field>
      </div>

      {failure ? (
        <p
          role="alert"
          className="mt-5 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          {failure}
        </p>
      ) : null}

      <div className="mt-5 space-y-3" aria-live="polite">
        {phase.step === 'uploading' ? (
          <div>
            <p className="mb-1.5 text-sm text-ink-700">
              {uploadingPercent(Math.round(phase.progress * 100))}
            </p>
            <ProgressBar value={phase.progress} label={uploadingFiles} />
          </div>
        ) : phase.step === 'checking' ? (
          <p className="text-sm text-ink-700">{checkingCars}</p>
        ) : null}
        <SubmitButton pending={busy} className="w-full px-6 sm:w-auto">
          {busy ? importing : importButton}
        </SubmitButton>
      </div>
    </form>
  );
}
