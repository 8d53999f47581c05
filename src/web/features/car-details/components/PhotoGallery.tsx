/**
 * The photo slider (docs/product.md#car-page): the main slider with a slide
 * counter and desktop arrows, a thumbnail strip (2 / 3 / 4 thumbs at 480 /
 * 768 / 1024 px and below, 5 wider), and a tap-to-open full-screen viewer with
 * pinch/zoom. Both strips are CSS scroll-snap lists, so they swipe before and
 * without JavaScript (decision 027): a thumbnail is a link to its slide
 * (`#photo-N`), and a slide opens the full-screen viewer (PhotoViewer, in
 * the page's HTML) at that photo through the browser's invoker command.
 * The box keeps the photo's 800:550 shape before anything loads; the slider's
 * photos come as WebP renditions sized to the slot (srcset/sizes,
 * docs/decisions/010-photo-renditions.md) and the thumbnails as the smallest
 * one. Only the first photo loads eagerly, at high priority. Nothing here
 * reads `window` or `document` while rendering (the page is rendered on the
 * server).
 */
import { type ReactNode, useEffect, useRef } from 'react';
import {
  nextPhoto,
  openPhotoFullScreen,
  photoAlt,
  photoCounter,
  photoGallery,
  photosComingSoon,
  photoThumbnails,
  previousPhoto,
  showPhoto,
  slideOf,
} from '#messages/car-page.ts';
import { GALLERY_PHOTO_SIZES, photoSrcSet, smallPhotoUrl } from '#shared/photo-renditions.ts';
import { SNAP_STRIP_CLASS, useSnapStrip } from '#web/components/ui/use-snap-strip.ts';
import type { GalleryPhoto } from '../utils/car-facts.ts';
import { StripArrows } from './ArrowButton.tsx';
import { PhotoViewer, viewerButtonProps } from './PhotoViewer.tsx';

const arrowClass =
  'absolute top-1/2 z-10 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink-800 shadow-md transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-0 md:flex';

const stripClass = `${SNAP_STRIP_CLASS} overflow-x-auto`;

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

/** The id of slide `i` (from 0), the target of its thumbnail's link. */
const slideId = (i: number) => `photo-${i + 1}`;

export interface PhotoGalleryProps {
  photos: GalleryPhoto[];
  /** Car title, for alt text. */
  title: string;
  /** Buttons laid over the top-right corner of the photo (share, wishlist). */
  overlay?: ReactNode;
}

export function PhotoGallery({ photos, title, overlay }: PhotoGalleryProps) {
  const main = useSnapStrip<HTMLUListElement>();
  const thumbs = useRef<HTMLUListElement>(null);
  const count = photos.length;
  const index = main.index;

  // Keep the current photo's thumbnail in view.
  useEffect(() => {
    const strip = thumbs.current;
    const thumb = strip?.children[index] as HTMLElement | undefined;
    if (!strip || !thumb) return;
    const left = thumb.offsetLeft;
    if (left < strip.scrollLeft || left + thumb.offsetWidth > strip.scrollLeft + strip.clientWidth)
      strip.scrollTo({ left, behavior: 'smooth' });
  }, [index]);

  if (count === 0) {
    return (
      <div className="relative flex aspect-[800/550] w-full flex-col items-center justify-center gap-2 rounded-2xl bg-ink-200 text-ink-700">
        <svg viewBox="0 0 24 24" fill="currentColor" className="h-16 w-16" aria-hidden="true">
          <path d="M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11a2 2 0 0 1 2 2v4a1 1 0 0 1-1 1h-1a2 2 0 0 1-4 0H9a2 2 0 0 1-4 0H4a1 1 0 0 1-1-1v-4a2 2 0 0 1 2-2zm1.6 0h10.8l-1.2-3.6a.6.6 0 0 0-.6-.4H8.4a.6.6 0 0 0-.6.4L6.6 11z" />
        </svg>
        <span className="text-sm">{photosComingSoon}</span>
        {overlay ? (
          <div className="absolute top-3 right-3 z-10 flex items-center gap-2">{overlay}</div>
        ) : null}
      </div>
    );
  }

  return (
    <div>
      <section
        aria-roledescription="carousel"
        aria-label={photoGallery}
        className="relative overflow-hidden rounded-2xl bg-ink-200"
      >
        <ul ref={main.ref} className={`${stripClass} aspect-[800/550] w-full`}>
          {photos.map((photo, i) => (
            <li
              key={photo.carphoto}
              id={slideId(i)}
              aria-roledescription="slide"
              aria-label={slideOf(i + 1, count)}
              className="relative h-full w-full shrink-0 snap-start snap-always"
            >
              <button
                type="button"
                {...viewerButtonProps(i)}
                aria-label={openPhotoFullScreen(i + 1, count)}
                className="block h-full w-full cursor-zoom-in focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-white"
              >
                <img
                  src={photo.carphoto}
                  {...gallerySources(photo.carphoto)}
                  alt={photoAlt(title, i + 1, count)}
                  width={800}
                  height={550}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding={i === 0 ? 'sync' : 'async'}
                  draggable={false}
                  className="h-full w-full object-cover"
                />
              </button>
              {count > 1 ? (
                <p className="pointer-events-none absolute right-3 bottom-3 rounded-full bg-ink-900/65 px-3 py-1 text-sm font-semibold text-white tabular-nums backdrop-blur-sm">
                  <span className="sr-only">{photoCounter}</span>
                  {i + 1} / {count}
                </p>
              ) : null}
            </li>
          ))}
        </ul>

        {overlay ? (
          <div className="absolute top-3 right-3 z-10 flex items-center gap-2">{overlay}</div>
        ) : null}

        {count > 1 ? (
          <StripArrows
            strip={main}
            labels={[previousPhoto, nextPhoto]}
            className={(side) => `${arrowClass} ${side === 'left' ? 'left-3' : 'right-3'}`}
          />
        ) : null}
      </section>

      {count > 1 ? (
        <ul ref={thumbs} aria-label={photoThumbnails} className={`${stripClass} mt-2 gap-2`}>
          {photos.map((photo, i) => (
            <li
              key={photo.carphoto}
              className="w-[calc((100%-8px)/2)] shrink-0 snap-start min-[481px]:w-[calc((100%-16px)/3)] min-[769px]:w-[calc((100%-24px)/4)] min-[1025px]:w-[calc((100%-32px)/5)]"
            >
              <a
                href={`#${slideId(i)}`}
                onClick={(e) => {
                  e.preventDefault();
                  main.scrollTo(i);
                }}
                aria-label={showPhoto(i + 1, count)}
                aria-current={i === index ? 'true' : undefined}
                className={`block overflow-hidden rounded-xl outline-3 -outline-offset-3 transition hover:opacity-90 focus-visible:outline-primary-600 ${i === index ? 'opacity-100 outline-accent-500' : 'opacity-60 outline-transparent'}`}
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
              </a>
            </li>
          ))}
        </ul>
      ) : null}

      <PhotoViewer
        photos={photos}
        title={title}
        onClose={(last) => {
          if (last !== main.index) main.scrollTo(last, true);
        }}
      />
    </div>
  );
}
