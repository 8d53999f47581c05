/**
 * Full-screen photo viewer (docs/product.md#car-page: pinch/zoom;
 * #limits-and-constants: scale 1 to 8): a native modal <dialog> (the page
 * behind is inert, so focus stays inside), closed by its button or Escape;
 * focus returns to the photo that opened it (useNativeDialog, which also keeps
 * it open under React StrictMode). Loaded on demand so phones only fetch the
 * zoom code when it is used.
 */
import { useEffect, useRef, useState } from 'react';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { CloseIcon, ZoomInIcon, ZoomOutIcon } from '#web/components/ui/icons.tsx';
import { useNativeDialog } from '#web/components/ui/use-native-dialog.ts';
import type { GalleryPhoto } from '../utils/car-facts.ts';

export interface PhotoViewerProps {
  photos: GalleryPhoto[];
  title: string;
  startIndex: number;
  /** Called with the index of the photo on screen when the viewer closes. */
  onClose: (lastIndex: number) => void;
}

const controlClass =
  'flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-30';

const arrowClass =
  'absolute top-1/2 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white shadow-lg ring-1 ring-white/20 transition hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:hidden';

export default function PhotoViewer({ photos, title, startIndex, onClose }: PhotoViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(startIndex);
  const indexRef = useRef(index);
  indexRef.current = index;
  const scaleRef = useRef(1);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const photo = photos[index];

  const close = () => onClose(indexRef.current);
  const go = (delta: number) => {
    setIndex((i) => Math.min(count - 1, Math.max(0, i + delta)));
    scaleRef.current = 1;
  };

  useNativeDialog(dialogRef, close, { lockScroll: true });

  // Warm the neighbours so arrowing through is instant.
  useEffect(() => {
    for (const j of [index - 1, index + 1]) {
      const p = photos[j];
      if (p) new Image().src = p.carphoto;
    }
  }, [index, photos]);

  if (!photo) return null;

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-label={`${title}: photos`}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') go(-1);
        else if (e.key === 'ArrowRight') go(1);
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-black p-0 text-white backdrop:bg-black"
    >
      <TransformWrapper
        key={index}
        minScale={1}
        maxScale={8}
        initialScale={1}
        centerOnInit
        doubleClick={{ mode: 'toggle', step: 1.5 }}
        wheel={{ step: 0.2 }}
        onTransform={(_ref, state) => {
          scaleRef.current = state.scale;
        }}
      >
        {({ zoomIn, zoomOut, resetTransform }) => (
          <div className="flex h-full flex-col">
            <div className="relative z-10 flex items-center justify-between gap-2 bg-gradient-to-b from-black/80 to-black/0 px-3 pt-[max(0.75rem,env(safe-area-inset-top))] pb-2">
              <button
                type="button"
                onClick={close}
                aria-label="Close photo viewer"
                className={controlClass}
              >
                <CloseIcon className="h-6 w-6" />
              </button>
              <p className="text-sm font-semibold tabular-nums" aria-live="polite">
                {index + 1} / {count}
              </p>
              <div className="flex items-center gap-2">
                <button
                  type="button"
                  onClick={() => zoomOut()}
                  aria-label="Zoom out"
                  className={controlClass}
                >
                  <ZoomOutIcon className="h-6 w-6" />
                </button>
                <button
                  type="button"
                  onClick={() => zoomIn()}
                  aria-label="Zoom in"
                  className={controlClass}
                >
                  <ZoomInIcon className="h-6 w-6" />
                </button>
                <button
                  type="button"
                  onClick={() => resetTransform()}
                  aria-label="Reset zoom"
                  className={`${controlClass} hidden sm:flex`}
                >
                  <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" aria-hidden="true">
                    <path
                      d="M4 4v6h6M20 20v-6h-6M5.5 15a7 7 0 0 0 12.3 2.2M18.5 9A7 7 0 0 0 6.2 6.8"
                      stroke="currentColor"
                      strokeWidth={2}
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </button>
              </div>
            </div>

            <div
              className="relative min-h-0 flex-1"
              onTouchStart={(e) => {
                const t = e.touches[0];
                touchStart.current =
                  e.touches.length === 1 && t ? { x: t.clientX, y: t.clientY } : null;
              }}
              onTouchEnd={(e) => {
                const start = touchStart.current;
                const t = e.changedTouches[0];
                touchStart.current = null;
                // At scale 1 a horizontal swipe moves between photos; zoomed, it pans.
                if (!start || !t || scaleRef.current > 1.01) return;
                const dx = t.clientX - start.x;
                const dy = t.clientY - start.y;
                if (Math.abs(dx) > 50 && Math.abs(dx) > Math.abs(dy) * 1.5) go(dx < 0 ? 1 : -1);
              }}
            >
              <TransformComponent
                wrapperStyle={{ width: '100%', height: '100%' }}
                contentStyle={{ width: '100%', height: '100%' }}
              >
                <img
                  src={photo.carphoto}
                  alt={`${title}, view ${index + 1} of ${count}`}
                  width={800}
                  height={550}
                  draggable={false}
                  className="h-full w-full object-contain select-none"
                />
              </TransformComponent>

              {count > 1 ? (
                <>
                  <button
                    type="button"
                    onClick={() => go(-1)}
                    disabled={index === 0}
                    aria-label="Previous photo"
                    className={`${arrowClass} left-3`}
                  >
                    <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
                      <path
                        d="M15 5l-7 7 7 7"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth={2.25}
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </button>
                  <button
                    type="button"
                    onClick={() => go(1)}
                    disabled={index === count - 1}
                    aria-label="Next photo"
                    className={`${arrowClass} right-3`}
                  >
                    <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
                      <path
                        d="M9 5l7 7-7 7"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth={2.25}
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </button>
                </>
              ) : null}
            </div>
            <p className="px-4 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-center text-xs text-ink-400">
              Pinch or double-tap to zoom
            </p>
          </div>
        )}
      </TransformWrapper>
    </dialog>
  );
}
