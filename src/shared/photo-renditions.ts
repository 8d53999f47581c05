/**
 * WebP renditions of every stored car photo
 * (docs/decisions/010-photo-renditions.md): beside each JPEG
 * `/photos/cars/{listing}/{photo}.jpg` (800 px wide for a main photo, 700 px
 * for the others) lie WebP copies 400, 600 and 800 px wide
 * (`{photo}-sm.webp`, `-md.webp`, `-lg.webp`; never enlarged, so a 700 px
 * photo's "800" copy is 700 px). The server writes them (src/server/photos);
 * the web app and the car page's head build srcset, sizes and the preload
 * link from a photo's JPEG URL with the helpers here. Only our own stored car
 * JPEGs get renditions: any other URL (banners, another site) gets none.
 */

/** Each rendition: the suffix that replaces ".jpg" in the key or URL, and its width, pixels. Smallest first. */
export const PHOTO_RENDITIONS = [
  { suffix: '-sm.webp', width: 400 },
  { suffix: '-md.webp', width: 600 },
  { suffix: '-lg.webp', width: 800 },
] as const;

/** A rendition's width, pixels. */
export type PhotoRenditionWidth = (typeof PHOTO_RENDITIONS)[number]['width'];

/** The rendition widths, pixels, smallest first: 400, 600, 800. */
export const PHOTO_RENDITION_WIDTHS: readonly PhotoRenditionWidth[] = PHOTO_RENDITIONS.map(
  (r) => r.width,
);

/**
 * How wide a car card's photo shows, CSS pixels, in the card grids (CarGrid,
 * the wishlist): one column under 640 px (page padding 16 px each side), two
 * up to 1024 px, three (or two beside the search filters) up to 1280 px,
 * and about 290 px in the four- (or three-) column grid of the 1280 px page.
 */
export const CARD_PHOTO_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 34vw, (min-width: 640px) calc(50vw - 34px), calc(100vw - 32px)';

/**
 * How wide the car page's main photo shows, CSS pixels: the page's width
 * less its padding under 1024 px, 3/5 of it beside the details column
 * above, at most 710 px on the 1280 px page.
 */
export const GALLERY_PHOTO_SIZES =
  '(min-width: 1280px) 710px, (min-width: 1024px) calc(60vw - 58px), calc(100vw - 32px)';

/** Our stored car photos only: "/photos/cars/{listing}/{photo}.jpg". */
const CAR_JPEG = /^\/photos\/cars\/[\w-]+\/[\w-]+\.jpg$/;

/** True for the URL of one of our stored car JPEGs (which have renditions). */
export function hasRenditions(url: string | null | undefined): url is string {
  return !!url && CAR_JPEG.test(url);
}

/**
 * The URL of the `width` pixel WebP rendition of a stored car JPEG, e.g.
 * ("/photos/cars/a/b.jpg", 600) -> "/photos/cars/a/b-md.webp"; undefined for
 * any other URL.
 */
export function photoRenditionUrl(
  url: string | null | undefined,
  width: PhotoRenditionWidth,
): string | undefined {
  if (!hasRenditions(url)) return undefined;
  const rendition = PHOTO_RENDITIONS.find((r) => r.width === width);
  return rendition && `${url.slice(0, -'.jpg'.length)}${rendition.suffix}`;
}

/**
 * The srcset of a stored car JPEG's renditions, smallest first, e.g.
 * "/photos/cars/a/b-sm.webp 400w, /photos/cars/a/b-md.webp 600w, /photos/cars/a/b-lg.webp 800w";
 * undefined for any other URL (then the image has only its src).
 */
export function photoSrcSet(url: string | null | undefined): string | undefined {
  if (!hasRenditions(url)) return undefined;
  return PHOTO_RENDITIONS.map((r) => `${photoRenditionUrl(url, r.width)} ${r.width}w`).join(', ');
}

/** The smallest (400 px) rendition's URL, for thumbnails; any other URL comes back as it is. */
export function smallPhotoUrl(url: string): string {
  return photoRenditionUrl(url, PHOTO_RENDITIONS[0].width) ?? url;
}

/** Attribute values of a `<link rel="preload" as="image">` (names as written in HTML). */
export interface ImagePreloadAttributes {
  rel: 'preload';
  as: 'image';
  /** The fallback URL, for browsers without imagesrcset. */
  href: string;
  imagesrcset?: string;
  imagesizes?: string;
  fetchpriority: 'high';
}

/**
 * The preload link of the car page's main photo, matching what the gallery's
 * first `<img>` picks (same srcset and sizes, so the browser fetches one
 * file, early): `href` is the photo URL; a stored car JPEG also gets
 * `imagesrcset` and `imagesizes`. Undefined when there is no photo.
 * Values are not HTML-escaped.
 */
export function galleryPhotoPreload(
  url: string | null | undefined,
): ImagePreloadAttributes | undefined {
  if (!url) return undefined;
  const srcset = photoSrcSet(url);
  return {
    rel: 'preload',
    as: 'image',
    href: url,
    ...(srcset ? { imagesrcset: srcset, imagesizes: GALLERY_PHOTO_SIZES } : {}),
    fetchpriority: 'high',
  };
}
