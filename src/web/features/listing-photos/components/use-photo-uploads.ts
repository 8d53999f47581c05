/**
 * Add Photos' upload run (docs/product.md#add-photos, #photo-rules,
 * #messages-and-errors): the chosen files are checked (type, size) and the
 * batch against the room left (planUpload: the two documented limit
 * messages, nothing uploaded); then each accepted file is drawn 700 px wide as
 * a JPEG at 0.75 and uploaded in turn, its row showing preparing, waiting,
 * uploading (with progress), done or failed. A finished upload updates the
 * car's photo list at once; closing mid-upload aborts the request on the wire.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { photoNotOpened } from '#messages/sell.ts';
import { MSG } from '#shared/messages.ts';
import { loadImage, renderJpeg } from '#web/components/ui/photo-file.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { type PostForm, type UploadTarget, uploadPhoto } from '../api/listing-photos.ts';
import { planUpload, type Refusal } from '../upload-plan.ts';

/** Extra photos: 700 px wide, JPEG quality 0.75 (docs/product.md#limits-and-constants). */
export const EXTRA_PHOTO_WIDTH = 700;
export const EXTRA_PHOTO_QUALITY = 0.75;

/** One file of the batch being uploaded. */
export interface UploadRow {
  key: string;
  name: string;
  preview: string | null;
  progress: number;
  status: 'preparing' | 'waiting' | 'uploading' | 'done' | 'failed';
  message?: string;
}

/**
 * The upload state of one Add Photos dialog. `exteriorCount`: the Exterior
 * photos the car has now (the room left is counted from it).
 */
export function usePhotoUploads(postForm: PostForm, car: UploadTarget, exteriorCount: number) {
  const client = useQueryClient();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);

  // Closing mid-upload stops the request on the wire.
  useEffect(() => () => abort.current?.abort(), []);

  const patch = (key: string, change: Partial<UploadRow>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));

  /** Takes the files chosen in `input` (and empties it, so the same file can be chosen again). */
  const onFiles = async (input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length === 0) return;
    const plan = planUpload(files, exteriorCount);
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
            message: err instanceof Error ? err.message : photoNotOpened,
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

  return { rows, refused, limitMessage, busy, onFiles };
}
