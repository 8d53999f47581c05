/**
 * The Sell / Edit form's photo (docs/product.md#sell-form, #photo-upload,
 * #photo-rules): choose a file -> type and size checks (documented messages) ->
 * at least 728 x 500 pixels -> crop dialog -> the cropped JPEG (800 px, q 0.75)
 * is the field's value, shown as a preview with Change / Remove. Closing the
 * crop dialog discards the choice. On edit the current photo shows until
 * replaced.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { optionalMarker } from '#messages/frame.ts';
import {
  changePhoto,
  choosePhoto,
  chosenPhotoAlt,
  currentPhotoAlt,
  frontPhotoOfCar,
  keepCurrentPhoto,
  mainPhotoRules,
  newPhotoBadge,
  openingPhoto,
  photoNote,
  photoNotOpened,
  removePhoto,
  vehiclePhotoLabel,
} from '#messages/sell.ts';
import { FieldError } from '#web/components/form/field.tsx';
import { CameraIcon, TrashIcon } from '#web/components/ui/page-icons.tsx';
import { loadImage, PHOTO_ACCEPT, photoFileProblem } from '#web/components/ui/photo-file.ts';
import { Spinner } from '#web/components/ui/Spinner.tsx';
import { photoTooSmall } from '../utils/crop.ts';

const loadCropDialog = () => import('./CropDialog.tsx');
const CropDialog = lazy(loadCropDialog);

export interface MainPhotoFieldProps {
  /** The file input's id (the form focuses it when the photo is missing). */
  id: string;
  /** The cropped photo (JPEG data URL), '' when none was chosen. */
  value: string;
  onChange: (dataUrl: string) => void;
  /** Edit: the listing's current photo URL. */
  currentUrl?: string | null;
  required: boolean;
  /** The form's message ('Vehicle photo is required.'). */
  error?: string;
}

interface Pending {
  url: string;
  width: number;
  height: number;
}

export function MainPhotoField({
  id,
  value,
  onChange,
  currentUrl,
  required,
  error,
}: MainPhotoFieldProps) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  pendingRef.current = pending;

  // Leaving the page mid-crop: free the photo's memory.
  useEffect(
    () => () => {
      if (pendingRef.current) URL.revokeObjectURL(pendingRef.current.url);
    },
    [],
  );

  const discard = () => {
    if (pending) URL.revokeObjectURL(pending.url);
    setPending(null);
  };

  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // The same file may be chosen again after a refusal or a cancelled crop.
    input.value = '';
    if (!file) return;
    const refusal = photoFileProblem(file);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setProblem(null);
    setPreparing(true);
    void loadCropDialog();
    const url = URL.createObjectURL(file);
    try {
      const img = await loadImage(url);
      const small = photoTooSmall(img.naturalWidth, img.naturalHeight);
      if (small) {
        URL.revokeObjectURL(url);
        setProblem(small);
        return;
      }
      setPending({ url, width: img.naturalWidth, height: img.naturalHeight });
    } catch (err) {
      URL.revokeObjectURL(url);
      setProblem(err instanceof Error ? err.message : photoNotOpened);
    } finally {
      setPreparing(false);
    }
  };

  const shown = value || currentUrl || '';
  const message = problem ?? error;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const chooseLabel = shown ? changePhoto : choosePhoto;

  return (
    <div className="relative min-w-0 scroll-mt-24">
      <p className="mb-1.5 block text-sm font-medium text-ink-700" id={`${id}-label`}>
        {vehiclePhotoLabel}
        {required ? (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="ml-1 font-normal text-ink-500">{optionalMarker}</span>
        )}
      </p>
      <p id={noteId} className="mb-3 rounded-lg bg-accent-50 px-3 py-2 text-sm text-accent-900">
        {photoNote}
      </p>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div
          className={`relative aspect-[800/550] w-full max-w-xs shrink-0 overflow-hidden rounded-xl ${
            shown ? 'bg-ink-100' : 'border-2 border-dashed bg-ink-50'
          } ${message ? 'border-red-700' : 'border-ink-300'}`}
        >
          {shown ? (
            <img
              src={shown}
              alt={value ? chosenPhotoAlt : currentPhotoAlt}
              className="h-full w-full object-cover"
            />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-1 text-ink-500">
              <CameraIcon className="h-10 w-10" />
              <span className="text-sm">{frontPhotoOfCar}</span>
            </div>
          )}
          {value && currentUrl ? (
            <span className="absolute left-2 top-2 rounded-full bg-primary-700 px-2.5 py-1 text-xs font-semibold text-white">
              {newPhotoBadge}
            </span>
          ) : null}
          {preparing ? (
            <div className="absolute inset-0 flex items-center justify-center bg-white/80">
              <Spinner label={openingPhoto} />
            </div>
          ) : null}
        </div>

        <div className="flex flex-col gap-2">
          <input
            id={id}
            type="file"
            accept={PHOTO_ACCEPT}
            className="peer sr-only"
            aria-describedby={[noteId, message ? errorId : ''].filter(Boolean).join(' ')}
            aria-invalid={message ? true : undefined}
            onChange={(e) => void onFile(e.currentTarget)}
          />
          <label
            htmlFor={id}
            className="inline-flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border border-primary-600 bg-white px-5 font-semibold text-primary-700 shadow-sm transition hover:bg-primary-50 peer-focus-visible:ring-4 peer-focus-visible:ring-primary-600/30"
          >
            <CameraIcon className="h-5 w-5" />
            {chooseLabel}
          </label>
          {value ? (
            <button
              type="button"
              onClick={() => onChange('')}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 font-semibold text-ink-700 transition hover:bg-ink-100"
            >
              <TrashIcon className="h-5 w-5" />
              {currentUrl ? keepCurrentPhoto : removePhoto}
            </button>
          ) : null}
          <p className="max-w-xs text-sm text-ink-600">{mainPhotoRules}</p>
        </div>
      </div>
      <FieldError id={id} error={message ?? undefined} />

      {pending ? (
        <Suspense fallback={null}>
          <CropDialog
            src={pending.url}
            width={pending.width}
            height={pending.height}
            onCancel={discard}
            onDone={(dataUrl) => {
              discard();
              setProblem(null);
              onChange(dataUrl);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
