/**
 * What the service worker (sw.ts) keeps, as pure rules the unit tests read
 * (docs/product.md#offline, docs/decisions/033-service-worker.md):
 *
 * - the public pages (Home, /search, landing, car, /compare, Contact Us and
 *   the policy pages) are opened from the network first, and from the copy
 *   kept on the device when the network has not answered within
 *   NETWORK_TIMEOUT_SECONDS or fails;
 * - every other page (sign-in, wishlist, My Vehicles, profile, sell, the
 *   dealer's and seller's pages, anything unknown) is never kept: it comes
 *   from the network or, offline, the offline page stands in for it;
 * - the built files under /assets/ (their names carry their hash) and the
 *   photos under /photos/ (their keys are new for each new photo) are taken
 *   from the device first;
 * - nothing else: no API call, read or write, is kept.
 *
 * The server's router ignores case and a trailing slash, so these rules do too.
 */
import { PRODUCT } from '#shared/brand.ts';
import { type Lang, splitLangPath } from '#shared/i18n/lang.ts';

/** The caches, by what they hold. */
export const CACHE = {
  /** Public pages opened (network first). */
  pages: 'carsetu-pages',
  /** Car pages of wishlisted cars, kept when the heart is tapped. */
  saved: 'carsetu-saved-cars',
  /** Hashed build files (cache first). */
  assets: 'carsetu-assets',
  /** Car photos seen (cache first). */
  photos: 'carsetu-photos',
} as const;

/** How many entries each cache keeps at most (the least recently used go first). */
export const LIMIT = { pages: 30, saved: 30, assets: 80, photos: 150 } as const;

/** The oldest copy kept of a page, a build file or a photo, seconds. */
export const MAX_AGE_SECONDS = 30 * 24 * 3600;

/** How long a public page waits for the network before the kept copy is shown, seconds. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/**
 * The page shown for a page in `lang` that cannot be opened offline (precached; sw.ts fills in
 * its cars): /offline.html, /offline-hi.html, /offline-gu.html.
 */
export const offlinePagePath = (lang: Lang) =>
  lang === 'en' ? '/offline.html' : `/offline-${lang}.html`;

const CAR_PAGE = /^\/cardetails\/([^/]+)(\/.*)?$/;
const PUBLIC_PAGES = [
  /^\/$/,
  /^\/search$/,
  /^\/compare$/,
  /^\/contactus$/,
  /^\/page\/[^/]+$/,
  /^\/used-cars\/[^/]+$/,
  CAR_PAGE,
];

/** `pathname` without its language prefix (/hi, /gu), lower-cased and without a trailing slash (the root stays /). */
function normal(pathname: string): string {
  const lower = splitLangPath(pathname).path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** Whether the page at `pathname` is a public page, kept on the device once opened. */
export function isPublicPage(pathname: string): boolean {
  const path = normal(pathname);
  return PUBLIC_PAGES.some((page) => page.test(path));
}

/** The car (its Rand, as the path spells it: case matters in a Rand) of the car page at `pathname`, else null. */
export function carOfPage(pathname: string): string | null {
  if (!CAR_PAGE.test(normal(pathname))) return null;
  try {
    return decodeURIComponent(splitLangPath(pathname).path.split('/')[2] ?? '') || null;
  } catch {
    return null;
  }
}

/** A hashed build file of this site (cache first). */
export function isBuiltAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/');
}

/** A car photo served by this site (cache first); photos on another host are left alone. */
export function isPhoto(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/photos/');
}

/** What a page tells the service worker: keep a wishlisted car's page, or forget it. */
export interface CarMessage {
  /** true: the car was wishlisted (keep its page); false: removed from the wishlist. */
  keep: boolean;
  /** The car page's path, as `paths.car` writes it. */
  path: string;
}

/**
 * The car page a message names, as a URL on `origin`, or null when the
 * message is not a CarMessage about a car page of this site (a page may only
 * have car pages kept).
 */
export function carMessageUrl(data: unknown, origin: string): URL | null {
  if (!data || typeof data !== 'object') return null;
  const { keep, path } = data as Partial<CarMessage>;
  if (typeof keep !== 'boolean' || typeof path !== 'string' || !path.startsWith('/')) return null;
  try {
    const url = new URL(path, origin);
    return url.origin === origin && carOfPage(url.pathname) ? url : null;
  } catch {
    return null;
  }
}

const LOGOUT = `/api/${PRODUCT}ClientLogin/Logout`.toLowerCase();

/** Logout's call (docs/product.md#sign-in-calls): the pages kept on the device go with the session. */
export function endsSession(method: string, url: URL, origin: string): boolean {
  return method === 'POST' && url.origin === origin && normal(url.pathname) === LOGOUT;
}
