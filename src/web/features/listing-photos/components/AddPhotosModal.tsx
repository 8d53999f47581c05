/**
 * Add Photos (docs/product.md#add-photos, #photo-rules, #messages-and-errors):
 * up to 10 Exterior photos per car (the main photo counts). Chosen files are
 * checked (type, size), the batch against the room left (the two documented
 * limit messages, nothing uploaded), then each is drawn 700 px wide as a JPEG
 * at 0.75 and uploaded in turn with its own progress bar. The car's Exterior
 * photos show as thumbnails, the main one marked, each with a delete button
 * (after a confirmation).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { MSG } from '#shared/messages.ts';
import { MAX_PHOTOS_PER_CATEGORY } from '#shared/schemas/listing.ts';
import { useConfirm } from '#web/components/ui/ConfirmDialog.tsx';
import {
  AlertIcon,
  CheckCircleIcon,
  ImagesIcon,
  StarIcon,
  TrashIcon,
} from '#web/components/ui/icons.tsx';
import { Modal, ModalCloseButton } from '#web/components/ui/Modal.tsx';
import { ProgressBar } from '#web/components/ui/ProgressBar.tsx';
import { loadImage, PHOTO_ACCEPT, renderJpeg } from '#web/components/ui/photo-file.ts';
import { Spinner } from '#web/components/ui/Spinner.tsx';
import { queryKeys } from '#web/lib/query-keys.ts';
import {
  exteriorOf,
  type PostForm,
  type UploadTarget,
  uploadPhoto,
  useDeletePhoto,
  useListingPhotos,
} from '../api/listing-photos.ts';
import { planUpload, type Refusal } from '../upload-plan.ts';

/** Extra photos: 700 px wide, JPEG quality 0.75 (docs/product.md#limits-and-constants). */
export const EXTRA_PHOTO_WIDTH = 700;
export const EXTRA_PHOTO_QUALITY = 0.75;
const TOAST = { autoClose: 4000 };

export interface AddPhotosModalProps {
  car: UploadTarget & { title: string };
  postForm: PostForm;
  onClose: () => void;
}

interface UploadRow {
  key: string;
  name: string;
  preview: string | null;
  progress: number;
  status: 'preparing' | 'waiting' | 'uploading' | 'done' | 'failed';
  message?: string;
}

export function AddPhotosModal({ car, postForm, onClose }: AddPhotosModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const inputId = `${id}-files`;
  const client = useQueryClient();
  const photos = useListingPhotos(car.carnumber);
  const exterior = exteriorOf(photos.data);
  const remove = useDeletePhoto(car.carnumber);
  const { confirm, dialog } = useConfirm();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);

  // Closing mid-upload stops the request on the wire.
  useEffect(() => () => abort.current?.abort(), []);

  const patch = (key: string, change: Partial<UploadRow>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const onFiles = async (input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length === 0) return;
    const plan = planUpload(files, exterior.length);
    setRefused(plan.refused);
    setLimitMessage(plan.limitMessage);
    if (plan.accepted.length === 0) return;

    const stamp = Date.now();
    const batch: UploadRow[] = plan.accepted.map((f, i) => ({
      key: `${stamp}-${i}`,
      name: f.name,
      preview: null,
      progress: 0,
      status: 'waiting',
    }));
    setRows(batch);
    setBusy(true);
    const controller = new AbortController();
    abort.current = controller;
    try {
      for (const [i, file] of plan.accepted.entries()) {
        const row = batch[i] as UploadRow;
        patch(row.key, { status: 'preparing' });
        let dataUrl: string;
        const url = URL.createObjectURL(file);
        try {
          const img = await loadImage(url);
          dataUrl = renderJpeg(img, EXTRA_PHOTO_WIDTH, EXTRA_PHOTO_QUALITY, undefined, false);
        } catch (err) {
          patch(row.key, {
            status: 'failed',
            message: err instanceof Error ? err.message : 'This photo could not be opened.',
          });
          continue;
        } finally {
          URL.revokeObjectURL(url);
        }
        patch(row.key, { preview: dataUrl, status: 'uploading' });
        try {
          const groups = await uploadPhoto(
            postForm,
            car,
            { url: dataUrl, name: file.name },
            {
              signal: controller.signal,
              onProgress: (p) => patch(row.key, { progress: p }),
            },
          );
          client.setQueryData(queryKeys.listingPhotos(car.carnumber), groups);
          patch(row.key, { status: 'done', progress: 1 });
        } catch (err) {
          if (controller.signal.aborted) return;
          patch(row.key, {
            status: 'failed',
            message: err instanceof Error ? err.message : MSG.somethingWrongPost,
          });
        }
      }
    } finally {
      if (!controller.signal.aborted) setBusy(false);
    }
    void client.invalidateQueries({ queryKey: queryKeys.listingPhotos(car.carnumber) });
  };

  const onDelete = async (rand: string) => {
    if (!(await confirm({ message: MSG.confirmDelete, tone: 'danger' }))) return;
    remove.mutate(rand, {
      onSuccess: (msg) => toast.success(msg, TOAST),
      onError: (err) => toast.error(err.message, TOAST),
    });
  };

  const room = Math.max(0, MAX_PHOTOS_PER_CATEGORY - exterior.length);
  const pendingCount = rows.filter((r) => r.status !== 'done' && r.status !== 'failed').length;

  return (
    <Modal labelledBy={titleId} describedBy={`${id}-about`} onEscape={onClose} busy={busy}>
      <div className="p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} className="text-xl font-bold text-ink-900">
              Add Photos
            </h2>
            <p className="mt-0.5 truncate text-sm text-ink-600">{car.title}</p>
          </div>
          <div className="-mt-2 -mr-2">
            <ModalCloseButton onClick={onClose} />
          </div>
        </div>

        <p id={`${id}-about`} className="mt-3 text-sm text-ink-700">
          You can upload up to {MAX_PHOTOS_PER_CATEGORY} images of your car (the main photo counts
          as one). JPG or PNG, up to 10 MB each.
        </p>

        <div className="mt-4">
          <input
            id={inputId}
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            disabled={busy || photos.isPending}
            className="peer sr-only"
            onChange={(e) => void onFiles(e.currentTarget)}
          />
          <label
            htmlFor={inputId}
            className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-dashed border-primary-300 bg-primary-50 px-4 py-3 font-semibold text-primary-800 transition hover:border-primary-500 peer-focus-visible:ring-4 peer-focus-visible:ring-primary-600/30 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
          >
            <ImagesIcon className="h-6 w-6" />
            Choose photos
          </label>
          <p className="mt-1.5 text-center text-sm text-ink-600" aria-live="polite">
            {photos.isPending
              ? 'Loading photos…'
              : `${exterior.length} of ${MAX_PHOTOS_PER_CATEGORY} photos · ${room} more allowed`}
          </p>
        </div>

        {limitMessage || refused.length > 0 ? (
          <div role="alert" className="mt-3 rounded-xl bg-red-50 px-3 py-2.5 text-sm text-red-800">
            {limitMessage ? <p className="font-semibold">{limitMessage}</p> : null}
            {refused.length > 0 ? (
              <ul className="mt-1 space-y-1">
                {refused.map((r) => (
                  <li key={r.name} className="break-words">
                    <span className="font-medium">{r.name}</span>: {r.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}

        {rows.length > 0 ? (
          <section aria-label="Uploads" className="mt-4">
            <h3 className="sr-only">Uploads</h3>
            {pendingCount > 0 ? (
              <p className="mb-2 text-sm font-medium text-ink-700">
                Uploading {rows.length - pendingCount + 1} of {rows.length}…
              </p>
            ) : null}
            <ul className="space-y-2">
              {rows.map((r) => (
                <li key={r.key} className="flex items-center gap-3 rounded-xl bg-ink-50 p-2">
                  <div className="h-11 w-16 shrink-0 overflow-hidden rounded-lg bg-ink-200">
                    {r.preview ? (
                      <img src={r.preview} alt="" className="h-full w-full object-cover" />
                    ) : null}
                  </div>
                  <div className="min-w-0 flex-1">
                    <div className="flex items-center justify-between gap-2 text-sm">
                      <span className="truncate font-medium text-ink-800">{r.name}</span>
                      <UploadStatus row={r} />
                    </div>
                    {r.status === 'failed' ? (
                      <p className="mt-0.5 text-sm text-red-700">{r.message}</p>
                    ) : (
                      <ProgressBar
                        className="mt-1.5"
                        value={r.progress}
                        label={`Uploading ${r.name}`}
                        tone={r.status === 'done' ? 'success' : 'primary'}
                      />
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby={`${id}-photos`} className="mt-5">
          <h3 id={`${id}-photos`} className="text-base font-semibold text-ink-900">
            Photos of this car
          </h3>
          {photos.isPending ? (
            <div className="mt-3 grid grid-cols-3 gap-2">
              {[0, 1, 2].map((i) => (
                <div key={i} className="aspect-[4/3] animate-pulse rounded-lg bg-ink-100" />
              ))}
            </div>
          ) : photos.isError ? (
            <p className="mt-2 text-sm text-red-700">{photos.error.message}</p>
          ) : exterior.length === 0 ? (
            <p className="mt-2 text-sm text-ink-600">No photos yet.</p>
          ) : (
            <ul className="mt-3 grid grid-cols-3 gap-2">
              {exterior.map((img, i) => (
                <li key={img.Rand} className="relative">
                  <img
                    src={img.carphotosmall}
                    alt={`${img.ismain ? 'Main photo' : `Photo ${i + 1}`} of the car`}
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded-lg bg-ink-100 object-cover"
                  />
                  {img.ismain ? (
                    <span className="absolute bottom-1 left-1 inline-flex items-center gap-1 rounded-full bg-primary-700 px-2 py-0.5 text-xs font-semibold text-white">
                      <StarIcon className="h-3.5 w-3.5" />
                      Main
                    </span>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => void onDelete(img.Rand)}
                    disabled={remove.isPending && remove.variables === img.Rand}
                    aria-label="Delete photo"
                    className="absolute -right-1 -top-1 flex h-11 w-11 items-center justify-center"
                  >
                    <span className="flex h-8 w-8 items-center justify-center rounded-full bg-white text-red-700 shadow-md ring-1 ring-ink-200 transition hover:bg-red-50">
                      {remove.isPending && remove.variables === img.Rand ? (
                        <Spinner />
                      ) : (
                        <TrashIcon className="h-4.5 w-4.5" />
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <button
          type="button"
          onClick={onClose}
          className="mt-5 min-h-12 w-full rounded-xl border border-ink-300 bg-white px-4 font-semibold text-ink-800 transition hover:bg-ink-50"
        >
          {busy ? 'Close (stops the upload)' : 'Done'}
        </button>
      </div>
      {dialog}
    </Modal>
  );
}

function UploadStatus({ row }: { row: UploadRow }) {
  switch (row.status) {
    case 'done':
      return (
        <span className="inline-flex shrink-0 items-center gap-1 text-green-700">
          <CheckCircleIcon className="h-4 w-4" />
          Uploaded
        </span>
      );
    case 'failed':
      return (
        <span className="inline-flex shrink-0 items-center gap-1 text-red-700">
          <AlertIcon className="h-4 w-4" />
          Failed
        </span>
      );
    case 'uploading':
      return (
        <span className="shrink-0 text-ink-600">
          {row.progress >= 1 ? 'Saving…' : `${Math.round(row.progress * 100)}%`}
        </span>
      );
    case 'preparing':
      return <span className="shrink-0 text-ink-600">Preparing…</span>;
    default:
      return <span className="shrink-0 text-ink-600">Waiting</span>;
  }
}
