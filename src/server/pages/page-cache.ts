/**
 * Rendered public pages kept in memory for a few seconds (PAGE_CACHE_SECONDS,
 * docs/decisions/011-server-rendering.md): a busy page is rendered once per
 * interval, not once per visitor. Keys carry a version where one is known (a
 * car's last update), so an edited car's page is remade at once; lists (Home,
 * /search) may lag by the interval, as a CDN honouring `s-maxage` would.
 * Any successful change through this process's API forgets every page at
 * once (app.ts); with Redis, every instance's too (shared-page-clears.ts),
 * else the others catch up within the interval.
 */
import { LRUCache } from 'lru-cache';
import type { EncodedBodies } from '../http/encoded-bodies.ts';
import { pageEtag } from './page-shell.ts';

export interface CachedPage {
  /** May be a getter that decodes it (a stored page): read it only when needed. */
  readonly html: string;
  etag: string;
  status: number;
  /** Its brotli and gzip bodies, made on first use (see sendPublicPage); none when not kept. */
  encoded?: EncodedBodies;
}

/** At most this many pages are kept (about 120 KB each: 60 MB at worst). */
const MAX_PAGES = 500;

export interface PageCache {
  get(key: string): CachedPage | undefined;
  /** Keeps `html` under `key`; answers the entry (with its ETag). */
  put(key: string, html: string, status: number): CachedPage;
  /** Keeps `page`, made elsewhere (a stored page), under `key`; answers it. */
  keep(key: string, page: CachedPage): CachedPage;
  /** Forgets every page (after a change to the data through this process). */
  clear(): void;
}

/** A cache keeping pages `seconds` long; with 0, one that keeps nothing. */
export function createPageCache(seconds: number): PageCache {
  const cache =
    seconds > 0 ? new LRUCache<string, CachedPage>({ max: MAX_PAGES, ttl: seconds * 1000 }) : null;
  return {
    get: (key) => cache?.get(key),
    put(key, html, status) {
      // A page that is not kept is compressed by @fastify/compress as it streams out.
      const page = { html, etag: pageEtag(html), status, encoded: cache ? {} : undefined };
      cache?.set(key, page);
      return page;
    },
    keep(key, page) {
      cache?.set(key, page);
      return page;
    },
    clear: () => cache?.clear(),
  };
}
