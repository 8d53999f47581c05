/**
 * The photo slider: the main slider with a slide counter and
 * desktop arrows, a thumbnail strip (2 / 3 / 4 thumbs at 480 / 768 / 1024 px
 * and below, 5 wider), and a tap-to-open full-screen viewer with pinch/zoom.
 * The box keeps the photo's 800:550 shape before anything loads (width and
 * height on every image); the slider's photos come as WebP renditions sized
 * to the slot (srcset/sizes, docs/decisions/010-photo-renditions.md) and the
 * thumbnails as the smallest one. Only the first photo loads eagerly, at high
 * priority; the other photos and the thumbnails are lazy. Nothing here reads
 * `window` or `document` while rendering (the page is rendered on the server).
 */
import 'swiper/css';
import 'swiper/css/free-mode';
import 'swiper/css/thumbs';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, FreeMode, Keyboard, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { GALLERY_PHOTO_SIZES, photoSrcSet, smallPhotoUrl } from '#shared/photo-renditions.ts';
import type { GalleryPhoto } from '../utils/car-facts.ts';
import { ArrowButton } from './ArrowButton.tsx';

const PhotoViewer = lazy(() => import('./PhotoViewer.tsx'));

const arrowClass =
  'absolute top-1/2 z-10 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink-800 shadow-md transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-0 md:flex';

/** The thumbnail widths Swiper sets (2 / 3 / 4 / 5 per row, 8 px apart), before it has started. */
// Important: Swiper's own stylesheet (outside Tailwind's layers) would win over plain utilities.
const THUMB_WIDTHS =
  'mr-2! w-[calc((100%-8px)/2)]! min-[481px]:w-[calc((100%-16px)/3)]! min-[769px]:w-[calc((100%-24px)/4)]! min-[1025px]:w-[calc((100%-32px)/5)]!';

/**
 * srcSet and sizes of a main-slider photo: its WebP renditions (400, 600 and
 * 800 px) when it is one of our stored photos, else nothing (src alone).
 * The car page's head preloads the first photo with the same pair
 * (galleryPhotoPreload), so the browser fetches one file for it, early.
 */
function gallerySources(url: string): { srcSet?: string; sizes?: string } {
  const srcSet = photoSrcSet(url);
  return srcSet ? { srcSet, sizes: GALLERY_PHOTO_SIZES } : {};
}

export interface PhotoGalleryProps {
  photos: GalleryPhoto[];
  /** Car title, for alt text. */
  title: string;
  /** Buttons laid over the top-right corner of the photo (share, wishlist). */
  overlay?: ReactNode;
}

export function PhotoGallery({ photos, title, overlay }: PhotoGalleryProps) {
  const [main, setMain] = useState<SwiperInstance | null>(null);
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const slideButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const count = photos.length;

  return (
    <div>
      <div className="relative overflow-hidden rounded-2xl bg-ink-200">
        {count === 0 ? (
          <div className="flex aspect-[800/550] w-full flex-col items-center justify-center gap-2 text-ink-500">
            <svg viewBox="0 0 24 24" fill="currentColor" className="h-16 w-16" aria-hidden="true">
              <path d="M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11a2 2 0 0 1 2 2v4a1 1 0 0 1-1 1h-1a2 2 0 0 1-4 0H9a2 2 0 0 1-4 0H4a1 1 0 0 1-1-1v-4a2 2 0 0 1 2-2zm1.6 0h10.8l-1.2-3.6a.6.6 0 0 0-.6-.4H8.4a.6.6 0 0 0-.6.4L6.6 11z" />
            </svg>
            <span className="text-sm">Photos coming soon</span>
          </div>
        ) : (
          <Swiper
            modules={[Thumbs, Keyboard, A11y]}
            onSwiper={setMain}
            onSlideChange={(s) => setIndex(s.activeIndex)}
            thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
            keyboard={{ enabled: true, onlyInViewport: true }}
            a11y={{ enabled: true, containerRoleDescriptionMessage: 'Photo gallery' }}
            spaceBetween={0}
            className="aspect-[800/550] w-full"
          >
            {photos.map((photo, i) => (
              <SwiperSlide key={photo.carphoto}>
                <button
                  ref={(el) => {
                    slideButtons.current[i] = el;
                  }}
                  type="button"
                  onClick={() => {
                    setIndex(i);
                    setViewerOpen(true);
                  }}
                  aria-label={`Open photo ${i + 1} of ${count} full screen`}
                  className="block h-full w-full cursor-zoom-in focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-white"
                >
                  <img
                    src={photo.carphoto}
                    {...gallerySources(photo.carphoto)}
                    alt={`${title}, view ${i + 1} of ${count}`}
                    width={800}
                    height={550}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    decoding={i === 0 ? 'sync' : 'async'}
                    draggable={false}
                    className="h-full w-full object-cover"
                  />
                </button>
              </SwiperSlide>
            ))}
          </Swiper>
        )}

        {overlay ? (
          <div className="absolute top-3 right-3 z-10 flex items-center gap-2">{overlay}</div>
        ) : null}

        {count > 1 ? (
          <>
            <p
              className="pointer-events-none absolute right-3 bottom-3 z-10 rounded-full bg-ink-900/65 px-3 py-1 text-sm font-semibold text-white tabular-nums backdrop-blur-sm"
              aria-live="polite"
            >
              <span className="sr-only">Photo </span>
              {index + 1} / {count}
            </p>
            <ArrowButton
              side="left"
              disabled={index === 0}
              onClick={() => main?.slidePrev()}
              label="Previous photo"
              className={`${arrowClass} left-3`}
            />
            <ArrowButton
              side="right"
              disabled={index === count - 1}
              onClick={() => main?.slideNext()}
              label="Next photo"
              className={`${arrowClass} right-3`}
            />
          </>
        ) : null}
      </div>

      {count > 1 ? (
        <Swiper
          modules={[FreeMode, Thumbs]}
          onSwiper={setThumbs}
          watchSlidesProgress
          freeMode
          slidesPerView={2}
          spaceBetween={8}
          breakpoints={{
            481: { slidesPerView: 3 },
            769: { slidesPerView: 4 },
            1025: { slidesPerView: 5 },
          }}
          className="mt-2"
        >
          {photos.map((photo) => (
            <SwiperSlide
              key={photo.carphoto}
              // Sized as Swiper will size it (breakpoints above), so the strip does not jump when it starts.
              className={`${THUMB_WIDTHS} cursor-pointer overflow-hidden rounded-xl opacity-60 outline-3 -outline-offset-3 outline-transparent transition hover:opacity-90 [&.swiper-slide-thumb-active]:opacity-100 [&.swiper-slide-thumb-active]:outline-accent-500`}
            >
              <img
                src={photo.carphotosmall ?? smallPhotoUrl(photo.carphoto)}
                alt=""
                width={400}
                height={275}
                loading="lazy"
                decoding="async"
                draggable={false}
                className="aspect-[800/550] w-full rounded-xl bg-ink-200 object-cover"
              />
            </SwiperSlide>
          ))}
        </Swiper>
      ) : null}

      {viewerOpen ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            title={title}
            startIndex={index}
            onClose={(last) => {
              setViewerOpen(false);
              if (last !== index) main?.slideTo(last, 0);
              // Back to the photo the buyer was looking at.
              requestAnimationFrame(() =>
                slideButtons.current[last]?.focus({ preventScroll: true }),
              );
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
