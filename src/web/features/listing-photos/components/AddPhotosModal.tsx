/**
 * Add Photos (docs/product.md#add-photos, #photo-rules, #messages-and-errors):
 * up to 10 Exterior photos per car (the main photo counts). Chosen files are
 * checked (type, size), the batch against the room left (the two documented
 * limit messages, nothing uploaded), then each is drawn 700 px wide as a JPEG
 * at 0.75 and uploaded in turn with its own progress bar (usePhotoUploads,
 * shown by UploadList). The car's Exterior photos show as thumbnails, the
 * main one marked, each with a delete button, after a confirmation
 * (CarPhotoGrid).
 */
import { useId } from 'react';
import { toast } from 'react-toastify';
import {
  addPhotos,
  addPhotosAbout,
  choosePhotos,
  closeStopsUpload,
  doneButton,
  loadingPhotos,
  photosCount,
} from '#messages/sell.ts';
import { MSG } from '#shared/messages.ts';
import { MAX_PHOTOS_PER_CATEGORY } from '#shared/schemas/listing.ts';
import { useConfirm } from '#web/components/ui/ConfirmDialog.tsx';
import { Modal, ModalCloseButton } from '#web/components/ui/Modal.tsx';
import { ImagesIcon } from '#web/components/ui/page-icons.tsx';
import { PHOTO_ACCEPT } from '#web/components/ui/photo-file.ts';
import {
  exteriorOf,
  type PostForm,
  type UploadTarget,
  useDeletePhoto,
  useListingPhotos,
} from '../api/listing-photos.ts';
import { CarPhotoGrid } from './CarPhotoGrid.tsx';
import { UploadList } from './UploadList.tsx';
import { usePhotoUploads } from './use-photo-uploads.ts';

const TOAST = { autoClose: 4000 };

export interface AddPhotosModalProps {
  car: UploadTarget & { title: string };
  postForm: PostForm;
  onClose: () => void;
}

export function AddPhotosModal({ car, postForm, onClose }: AddPhotosModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const inputId = `${id}-files`;
  const photos = useListingPhotos(car.carnumber);
  const exterior = exteriorOf(photos.data);
  const remove = useDeletePhoto(car.carnumber);
  const { confirm, dialog } = useConfirm();
  const { rows, refused, limitMessage, busy, onFiles } = usePhotoUploads(
    postForm,
    car,
    exterior.length,
  );

  const onDelete = async (rand: string) => {
    if (!(await confirm({ message: MSG.confirmDelete, tone: 'danger' }))) return;
    remove.mutate(rand, {
      onSuccess: (msg) => toast.success(msg, TOAST),
      onError: (err) => toast.error(err.message, TOAST),
    });
  };

  const room = Math.max(0, MAX_PHOTOS_PER_CATEGORY - exterior.length);

  return (
    <Modal labelledBy={titleId} describedBy={`${id}-about`} onEscape={onClose} busy={busy}>
      <div className="p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} className="text-xl font-bold text-ink-900">
              {addPhotos}
            </h2>
            <p className="mt-0.5 truncate text-sm text-ink-600">{car.title}</p>
          </div>
          <div className="-mt-2 -mr-2">
            <ModalCloseButton onClick={onClose} />
          </div>
        </div>

        <p id={`${id}-about`} className="mt-3 text-sm text-ink-700">
          {addPhotosAbout(MAX_PHOTOS_PER_CATEGORY)}
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
            {choosePhotos}
          </label>
          <p className="mt-1.5 text-center text-sm text-ink-600" aria-live="polite">
            {photos.isPending
              ? loadingPhotos
              : photosCount(exterior.length, MAX_PHOTOS_PER_CATEGORY, room)}
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

        <UploadList rows={rows} />

        <CarPhotoGrid
          headingId={`${id}-photos`}
          pending={photos.isPending}
          error={photos.isError ? photos.error.message : null}
          photos={exterior}
          deleting={remove.isPending ? remove.variables : undefined}
          onDelete={(rand) => void onDelete(rand)}
        />

        <button
          type="button"
          onClick={onClose}
          className="mt-5 min-h-12 w-full rounded-xl border border-ink-300 bg-white px-4 font-semibold text-ink-800 transition hover:bg-ink-50"
        >
          {busy ? closeStopsUpload : doneButton}
        </button>
      </div>
      {dialog}
    </Modal>
  );
}
