/**
 * Full-screen photo viewer (docs/product.md#car-page: pinch/zoom;
 * #limits-and-constants: scale 1 to 8): a native modal <dialog> in the car
 * page's HTML, opened by the gallery's photo buttons through the browser's
 * own invoker command (decision 027), so it opens at the first tap, before
 * and without the app. Its photos are a CSS scroll-snap strip that swipes
 * natively, each with its own "n / N", loaded lazily (only once the dialog
 * shows them). The boot script, and the app once it runs, open it at the
 * photo tapped (`viewerButtonProps`). Before the app runs a phone pinches
 * the page's own zoom; once the app runs the photo in view zooms with
 * react-zoom-pan-pinch (PhotoZoom, loaded when the viewer first opens):
 * pinch, double-tap, wheel and the zoom buttons. Escape, the close button and
 * a tap outside the photo close it; focus goes back to the photo that opened it.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ReactZoomPanPinchRef } from 'react-zoom-pan-pinch';
import {
  closeViewer,
  nextPhoto,
  photoAlt,
  previousPhoto,
  viewerHint,
  viewerLabel,
  zoomIn,
  zoomOut,
} from '#messages/car-page.ts';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import { ZoomInIcon, ZoomOutIcon } from '#web/components/ui/page-icons.tsx';
import { SNAP_STRIP_CLASS, useSnapStrip } from '#web/components/ui/use-snap-strip.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import type { GalleryPhoto } from '../utils/car-facts.ts';
import { StripArrows } from './ArrowButton.tsx';

const PhotoZoom = lazy(() => import('./PhotoZoom.tsx'));

/** The viewer dialog's id (one per car page). */
export const PHOTO_VIEWER_ID = 'photo-viewer';
/** The id of the viewer's photo `i` (from 0). */
export const viewerPhotoId = (i: number) => `viewer-photo-${i + 1}`;

/**
 * Props for a button that opens the viewer at photo `i`: the browser's own
 * invoker command (opens it at the first photo where nothing else runs), and
 * `data-open-at`, which the boot script and this click use to open it at `i`.
 */
export function viewerButtonProps(i: number) {
  return {
    commandfor: PHOTO_VIEWER_ID,
    command: 'show-modal',
    'data-open-at': viewerPhotoId(i),
    onClick: (e: { preventDefault(): void }) => {
      e.preventDefault();
      openViewerAt(i);
    },
  } as { onClick: (e: { preventDefault(): void }) => void };
}

/** Opens the viewer at photo `i` (the same steps as the boot script's). */
function openViewerAt(i: number): void {
  const dialog = document.getElementById(PHOTO_VIEWER_ID);
  if (!(dialog instanceof HTMLDialogElement)) return;
  if (!dialog.open) dialog.showModal();
  document.getElementById(viewerPhotoId(i))?.scrollIntoView({ block: 'nearest', inline: 'start' });
}

const controlClass =
  'flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-30';

const arrowClass =
  'absolute top-1/2 hidden h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white shadow-lg ring-1 ring-white/20 transition hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:hidden md:flex';

export interface PhotoViewerProps {
  photos: GalleryPhoto[];
  title: string;
  /** Called with the index of the photo in view when the viewer closes. */
  onClose?: (lastIndex: number) => void;
}

export function PhotoViewer({ photos, title, onClose }: PhotoViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const strip = useSnapStrip<HTMLUListElement>();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  // The zoom buttons work once PhotoZoom's code has loaded (a tap before would do nothing).
  const [zoomReady, setZoomReady] = useState(false);
  const zoom = useRef<ReactZoomPanPinchRef>(null);
  const count = photos.length;
  const index = strip.index;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const indexRef = useRef(index);
  indexRef.current = index;

  // Opened by the browser, the boot script or a click (perhaps before hydration): follow it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const follow = () => setOpen(dialog.open);
    const closed = () => {
      setOpen(false);
      setZoomed(false);
      closeRef.current?.(indexRef.current);
    };
    follow();
    dialog.addEventListener('toggle', follow);
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('toggle', follow);
      dialog.removeEventListener('close', closed);
    };
  }, []);

  // A new photo starts unzoomed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the photo in view changes
  useEffect(() => setZoomed(false), [index]);

  const close = () => dialogRef.current?.close();

  return (
    <dialog
      ref={dialogRef}
      id={PHOTO_VIEWER_ID}
      aria-label={viewerLabel(title)}
      closedby="any"
      onClick={(e) => {
        // A tap beside the photo (on the strip's empty space) closes, as on the backdrop.
        if (e.target === e.currentTarget || (e.target as Element).matches('li')) close();
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') strip.step(-1);
        else if (e.key === 'ArrowRight') strip.step(1);
      }}
      className="photo-viewer fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-black p-0 text-white backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <div className="relative z-10 flex items-center justify-between gap-2 px-3 pt-[max(0.75rem,env(safe-area-inset-top))] pb-2">
          <button
            type="button"
            {...({ commandfor: PHOTO_VIEWER_ID, command: 'close' } as object)}
            onClick={close}
            aria-label={closeViewer}
            className={controlClass}
          >
            <CloseIcon className="h-6 w-6" />
          </button>
          <p className="truncate text-sm font-semibold">{title}</p>
          {hydrated ? (
            <div className="flex items-center gap-2">
              <button
                type="button"
                onClick={() => zoom.current?.zoomOut()}
                disabled={!zoomed}
                aria-label={zoomOut}
                className={controlClass}
              >
                <ZoomOutIcon className="h-6 w-6" />
              </button>
              <button
                type="button"
                onClick={() => zoom.current?.zoomIn()}
                disabled={!zoomReady}
                aria-label={zoomIn}
                className={controlClass}
              >
                <ZoomInIcon className="h-6 w-6" />
              </button>
            </div>
          ) : (
            <span className="w-11" />
          )}
        </div>

        <div className="relative min-h-0 flex-1">
          <ul
            ref={strip.ref}
            className={`${SNAP_STRIP_CLASS} h-full ${zoomed ? 'overflow-hidden' : 'overflow-x-auto'}`}
          >
            {photos.map((photo, i) => {
              const image = (
                <img
                  src={photo.carphoto}
                  alt={photoAlt(title, i + 1, count)}
                  width={800}
                  height={550}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  className="h-full w-full object-contain select-none"
                />
              );
              return (
                <li
                  key={photo.carphoto}
                  id={viewerPhotoId(i)}
                  className="relative flex h-full w-full shrink-0 snap-start snap-always items-center justify-center"
                >
                  {open && hydrated && i === index ? (
                    <Suspense fallback={image}>
                      <PhotoZoom
                        zoomRef={zoom}
                        zoomed={zoomed}
                        onZoomChange={setZoomed}
                        onReady={() => setZoomReady(true)}
                      >
                        {image}
                      </PhotoZoom>
                    </Suspense>
                  ) : (
                    image
                  )}
                  <p className="pointer-events-none absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full bg-black/60 px-3 py-1 text-sm font-semibold tabular-nums">
                    {i + 1} / {count}
                  </p>
                </li>
              );
            })}
          </ul>
          {count > 1 ? (
            <StripArrows
              strip={strip}
              labels={[previousPhoto, nextPhoto]}
              className={(side) => `${arrowClass} ${side === 'left' ? 'left-3' : 'right-3'}`}
            />
          ) : null}
        </div>
        <p className="px-4 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-center text-xs text-ink-400">
          {viewerHint}
        </p>
      </div>
    </dialog>
  );
}
