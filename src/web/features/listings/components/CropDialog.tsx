/**
 * The main photo's crop dialog (docs/product.md#photo-upload, #photo-rules):
 * react-easy-crop at 800:550, zoom capped so the crop keeps at least 700 x 500
 * source pixels, then the crop drawn 800 px wide as a JPEG at 0.75. Closing it
 * (X, Cancel, Escape) discards the photo. Loaded only when a photo is chosen
 * (the page does not carry react-easy-crop).
 */
import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { zoomIn, zoomOut } from '#messages/car-page.ts';
import {
  cancelButton,
  cannotZoom,
  chosenPhoto,
  closeAndDiscard,
  cropArea,
  cropHelp,
  cropPhotoTitle,
  photoNotPrepared,
  preparingPhoto,
  usePhoto,
  zoomLabel,
} from '#messages/sell.ts';
import { Modal, ModalCloseButton } from '#web/components/ui/Modal.tsx';
import { ZoomInIcon, ZoomOutIcon } from '#web/components/ui/page-icons.tsx';
import { loadImage, renderJpeg } from '#web/components/ui/photo-file.ts';
import {
  CROP_ASPECT,
  JPEG_QUALITY,
  MAIN_PHOTO_WIDTH,
  maxCropZoom,
  settleCropArea,
} from '../utils/crop.ts';

export interface CropDialogProps {
  /** Object URL of the chosen photo. */
  src: string;
  width: number;
  height: number;
  onCancel: () => void;
  /** The cropped photo as a JPEG data URL (800 px wide). */
  onDone: (dataUrl: string) => void;
}

export default function CropDialog({ src, width, height, onCancel, onDone }: CropDialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const helpId = `${id}-help`;
  const maxZoom = Math.max(1, maxCropZoom(width, height));
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const clampZoom = (z: number) => Math.min(maxZoom, Math.max(1, Math.round(z * 100) / 100));
  const step = Math.max(0.1, (maxZoom - 1) / 10);

  const finish = async () => {
    if (!area) return;
    setWorking(true);
    setError(null);
    try {
      const img = await loadImage(src);
      const cut = settleCropArea(area, img.naturalWidth, img.naturalHeight);
      onDone(renderJpeg(img, MAIN_PHOTO_WIDTH, JPEG_QUALITY, cut));
    } catch (err) {
      setError(err instanceof Error ? err.message : photoNotPrepared);
      setWorking(false);
    }
  };

  return (
    <Modal labelledBy={titleId} describedBy={helpId} onEscape={onCancel} busy={working}>
      <div className="p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id={titleId} className="text-xl font-bold text-ink-900">
              {cropPhotoTitle}
            </h2>
            <p id={helpId} className="mt-1 text-sm text-ink-600">
              {cropHelp}
            </p>
          </div>
          <div className="-mt-2 -mr-2">
            <ModalCloseButton onClick={onCancel} label={closeAndDiscard} />
          </div>
        </div>

        <div className="relative mt-4 aspect-[800/550] w-full overflow-hidden rounded-xl bg-ink-900">
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={CROP_ASPECT}
            minZoom={1}
            maxZoom={maxZoom}
            zoomSpeed={0.2}
            showGrid
            objectFit="contain"
            onCropChange={setCrop}
            onZoomChange={(z) => setZoom(clampZoom(z))}
            onCropComplete={(_pct, pixels) => setArea(pixels)}
            cropperProps={{
              role: 'group',
              'aria-label': cropArea,
            }}
            mediaProps={{ alt: chosenPhoto } as object}
          />
        </div>

        <div className="mt-3 flex items-center gap-2">
          <button
            type="button"
            onClick={() => setZoom((z) => clampZoom(z - step))}
            disabled={zoom <= 1}
            aria-label={zoomOut}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-700 transition hover:bg-ink-100 disabled:opacity-40"
          >
            <ZoomOutIcon className="h-6 w-6" />
          </button>
          <input
            type="range"
            min={1}
            max={maxZoom}
            step={0.01}
            value={zoom}
            disabled={maxZoom <= 1}
            onChange={(e) => setZoom(clampZoom(Number(e.target.value)))}
            aria-label={zoomLabel}
            aria-valuetext={`${Math.round(zoom * 100)}%`}
            className="h-11 min-w-0 flex-1 accent-primary-600"
          />
          <button
            type="button"
            onClick={() => setZoom((z) => clampZoom(z + step))}
            disabled={zoom >= maxZoom}
            aria-label={zoomIn}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-700 transition hover:bg-ink-100 disabled:opacity-40"
          >
            <ZoomInIcon className="h-6 w-6" />
          </button>
        </div>
        {maxZoom <= 1 ? <p className="text-sm text-ink-600">{cannotZoom}</p> : null}

        {error ? (
          <p className="mt-2 text-sm text-red-700" role="alert">
            {error}
          </p>
        ) : null}

        <div className="mt-4 grid grid-cols-2 gap-3">
          <button
            type="button"
            onClick={onCancel}
            className="min-h-12 rounded-xl border border-ink-300 bg-white px-4 font-semibold text-ink-800 transition hover:bg-ink-50"
          >
            {cancelButton}
          </button>
          <button
            type="button"
            onClick={finish}
            disabled={!area || working}
            className="min-h-12 rounded-xl bg-primary-600 px-4 font-semibold text-white shadow-sm transition hover:bg-primary-700 disabled:cursor-wait disabled:opacity-70"
          >
            {working ? preparingPhoto : usePhoto}
          </button>
        </div>
      </div>
    </Modal>
  );
}
