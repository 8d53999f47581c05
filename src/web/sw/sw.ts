/**
 * The service worker, built with Workbox into dist/web/sw.js by `npm run
 * build` (vite-plugin-pwa's injectManifest, vite.config.ts) and registered by
 * the boot script once a page has loaded (src/web/boot.ts). What it keeps and
 * why: docs/product.md#offline and docs/decisions/033-service-worker.md; the
 * rules themselves are in rules.ts.
 *
 * - Public pages: network first, the kept copy after NETWORK_TIMEOUT_SECONDS
 *   or on a failure, with a note that it is a saved copy; a car page not kept
 *   under its own address is looked for by its car (another slug, or its
 *   wishlisted copy).
 * - Other pages: network only; offline, the offline page.
 * - /assets/ and /photos/: the device first.
 * - Any navigation that fails with no copy: the precached offline page,
 *   listing the car pages kept on the device (recently opened and wishlisted).
 * - A page posts { keep, path } when a car is wishlisted or removed from the
 *   wishlist (src/web/features/favourites/api/favourites.ts): its page is
 *   fetched and kept in CACHE.saved, or forgotten.
 * - Logout (its API call, seen here, never answered here) forgets the pages
 *   kept, as logout clears the device's local storage.
 */

import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { type Lang, splitLangPath } from '#shared/i18n/lang.ts';
import {
  carOfKeptPage,
  OFFLINE_CARS_SHOWN,
  OFFLINE_CARS_SLOT,
  OFFLINE_TEXTS,
  type OfflineCar,
  offlineCarsHtml,
  savedDate,
  withSavedCopyNote,
} from './offline-page.ts';
import {
  CACHE,
  carMessageUrl,
  carOfPage,
  endsSession,
  isBuiltAsset,
  isPhoto,
  isPublicPage,
  LIMIT,
  MAX_AGE_SECONDS,
  NETWORK_TIMEOUT_SECONDS,
  offlinePagePath,
} from './rules.ts';

// The worker's own globals (the project's TypeScript reads the DOM's; these are the few used here).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  location: Location;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ url: string }[]>;
  };
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(
    type: 'message',
    listener: (event: ExtendableEvent & { data: unknown }) => void,
  ): void;
  addEventListener(
    type: 'fetch',
    listener: (event: ExtendableEvent & { request: Request }) => void,
  ): void;
}
declare const self: WorkerScope;

const origin = self.location.origin;

// A new build's worker takes over at once: it only changes what is kept, never a page's own files.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
self.addEventListener('activate', (event) => event.waitUntil(keepOpenPages()));
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// The page's request starts while the worker is starting (a phone takes tens of ms to start one).
enableNavigationPreload();

const ok = new CacheableResponsePlugin({ statuses: [200] });
const expiry = (maxEntries: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: MAX_AGE_SECONDS, purgeOnQuotaError: true });
const pagesExpiry = expiry(LIMIT.pages);
// The same bounds, for pages kept here rather than by a strategy.
const pagesTimes = new CacheExpiration(CACHE.pages, {
  maxEntries: LIMIT.pages,
  maxAgeSeconds: MAX_AGE_SECONDS,
});
const savedTimes = new CacheExpiration(CACHE.saved, { maxEntries: LIMIT.saved });

/** `url`'s page fetched now, when it is a 200 that is no redirect (a page to keep). */
async function fetchPage(url: string): Promise<Response | undefined> {
  const response = await fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
  return response?.status === 200 && !response.redirected ? response : undefined;
}

/** Puts `response` in cache `name` under `url`, within the cache's bounds (`times`). */
async function keepPage(name: string, times: CacheExpiration, url: string, response: Response) {
  await (await caches.open(name)).put(url, response);
  await times.updateTimestamp(url);
  await times.expireEntries();
}

/**
 * The public pages open when this worker first takes over (the page that registered it,
 * loaded before there was a worker to keep it): kept as if opened through it. The browser
 * asks the server again with the page's ETag, so this costs a 304 on the line.
 */
async function keepOpenPages(): Promise<void> {
  const cache = await caches.open(CACHE.pages);
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
    const url = new URL(client.url);
    url.hash = '';
    if (url.origin !== origin || !isPublicPage(url.pathname)) continue;
    if (await cache.match(url.href)) continue;
    const response = await fetchPage(url.href);
    if (response) await keepPage(CACHE.pages, pagesTimes, url.href, response);
  }
}

/** The kept page of car `rand` under any address (another slug or query), kept pages first. */
async function keptCarPage(rand: string): Promise<Response | undefined> {
  for (const name of [CACHE.pages, CACHE.saved]) {
    const cache = await caches.open(name);
    for (const request of [...(await cache.keys())].reverse()) {
      if (carOfPage(new URL(request.url).pathname) === rand) return cache.match(request);
    }
  }
  return undefined;
}

/** A kept page as shown: with the note that it is a copy, and from when. */
async function asSavedCopy(response: Response, lang: Lang): Promise<Response> {
  const date = savedDate(response.headers.get('date'), lang);
  const html = withSavedCopyNote(await response.text(), date, OFFLINE_TEXTS[lang]);
  return new Response(html, { status: 200, headers: pageHeaders(response.headers) });
}

/** The headers of a page made here from `kept`'s: its body is plain text now. */
function pageHeaders(kept: Headers): Headers {
  const headers = new Headers(kept);
  headers.delete('content-length');
  headers.delete('content-encoding');
  headers.delete('etag');
  headers.set('content-type', 'text/html; charset=utf-8');
  return headers;
}

/** A public page's kept copy, when one is used: any copy of the same car, with the note. */
const savedCopy: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ request, cachedResponse }) {
    const { pathname } = new URL(request.url);
    const rand = carOfPage(pathname);
    const response = cachedResponse ?? (rand ? await keptCarPage(rand) : undefined);
    return response ? asSavedCopy(response, splitLangPath(pathname).lang) : null;
  },
};

// Public pages: network first, the kept copy after 3 s or on a failure.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === origin && isPublicPage(url.pathname),
  new NetworkFirst({
    cacheName: CACHE.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [ok, pagesExpiry, savedCopy],
  }),
);
// Every other page (signed-in pages, sign-in, unknown addresses): never kept.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());
// Hashed build files and photos: the device first.
registerRoute(
  ({ url }) => isBuiltAsset(url, origin),
  new CacheFirst({ cacheName: CACHE.assets, plugins: [ok, expiry(LIMIT.assets)] }),
);
registerRoute(
  ({ url }) => isPhoto(url, origin),
  new CacheFirst({ cacheName: CACHE.photos, plugins: [ok, expiry(LIMIT.photos)] }),
);

/** A kept photo of the car at `photo` (that one, else any of the same car), or null. */
async function keptPhoto(photo: string | null, rand: string): Promise<string | null> {
  const cache = await caches.open(CACHE.photos);
  if (photo && (await cache.match(photo))) return photo;
  const same = (await cache.keys()).find((r) => r.url.includes(`/${encodeURIComponent(rand)}/`));
  return same ? new URL(same.url).pathname : null;
}

/** The car pages kept on the device, most recently opened first, then the wishlisted ones. */
async function carsKept(): Promise<OfflineCar[]> {
  const cars: OfflineCar[] = [];
  const seen = new Set<string>();
  for (const name of [CACHE.pages, CACHE.saved]) {
    const cache = await caches.open(name);
    for (const request of [...(await cache.keys())].reverse()) {
      const url = new URL(request.url);
      const rand = carOfPage(url.pathname);
      if (!rand || seen.has(rand) || cars.length >= OFFLINE_CARS_SHOWN) continue;
      const html = await (await cache.match(request))?.text();
      const car = html ? carOfKeptPage(html, url.pathname + url.search) : null;
      if (!car) continue;
      seen.add(rand);
      cars.push({ ...car, photo: await keptPhoto(car.photo, rand) });
    }
  }
  return cars;
}

/** The offline page in `lang` with the cars it can still open. */
async function offlinePage(lang: Lang): Promise<Response> {
  const page = await matchPrecache(offlinePagePath(lang));
  if (!page) return Response.error();
  const cars = offlineCarsHtml(await carsKept(), OFFLINE_TEXTS[lang]);
  const html = (await page.text()).replace(OFFLINE_CARS_SLOT, cars);
  return new Response(html, { status: 200, headers: pageHeaders(page.headers) });
}

setCatchHandler(async ({ request }) =>
  request.mode === 'navigate'
    ? offlinePage(splitLangPath(new URL(request.url).pathname).lang)
    : Response.error(),
);

/** Keeps the page of a wishlisted car (fetched now), in place of any older copy of it. */
async function keepCar(url: URL): Promise<void> {
  const response = await fetchPage(url.href);
  if (!response) return;
  await forgetCar(url);
  await keepPage(CACHE.saved, savedTimes, url.href, response);
}

/** Forgets the kept page of a car no longer wishlisted (under any of its addresses). */
async function forgetCar(url: URL): Promise<void> {
  const rand = carOfPage(url.pathname);
  const cache = await caches.open(CACHE.saved);
  for (const request of await cache.keys()) {
    if (carOfPage(new URL(request.url).pathname) === rand) await cache.delete(request);
  }
}

self.addEventListener('message', (event) => {
  const url = carMessageUrl(event.data, origin);
  if (!url) return;
  const keep = (event.data as { keep: boolean }).keep;
  event.waitUntil(keep ? keepCar(url) : forgetCar(url));
});

// Logout: the pages kept for this visitor go too (seen only; the request goes on as it is).
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (!endsSession(request.method, new URL(request.url), origin)) return;
  event.waitUntil(
    Promise.all([
      pagesExpiry.deleteCacheAndMetadata(),
      caches.delete(CACHE.pages).then(() => pagesTimes.delete()),
      caches.delete(CACHE.saved).then(() => savedTimes.delete()),
    ]),
  );
});
