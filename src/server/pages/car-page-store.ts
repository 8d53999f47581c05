/**
 * Car pages kept in the database between renders
 * (docs/decisions/016-stored-car-pages.md). Rendering a car page costs about
 * ten of its JSON answers; most of a large inventory is opened too rarely
 * for the in-memory page cache to hold it. So each rendered car page is
 * stored (brotli) under its version: the listing's status, update time,
 * photo and share card, and the build. A page of the same version is sent
 * again without rendering, from any instance and after a restart; a change
 * to the car makes a new version, rendered at once. Parts drawn from other
 * listings (related and similar cars) may lag: a page older than
 * `refreshSeconds` is still sent, and rendered again behind it, once.
 */
import { hash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '#shared/i18n/lang.ts';
import type { Db } from '../db/database.ts';
import { compressBody } from '../http/encoded-bodies.ts';
import { findStoredCarPage, storeCarPage } from './car-pages.repository.ts';
import type { CachedPage } from './page-cache.ts';

export interface StoredPageHit {
  page: CachedPage;
  /** Older than the refresh interval: send it, and render it again behind it. */
  stale: boolean;
}

export interface CarPageStore {
  /**
   * The stored page of listing `listingId` if it was rendered from `version`.
   * A database failure is logged and answered as no page (the page is rendered).
   */
  get(listingId: number, version: string): Promise<StoredPageHit | undefined>;
  /**
   * Stores `page` (its HTML, ETag and status) as listing `listingId`'s page of
   * `version`, adding its brotli body to `page.encoded`. A database failure is
   * logged, never thrown.
   */
  put(listingId: number, version: string, page: CachedPage): Promise<void>;
  /**
   * Runs `render` for listing `listingId` behind the answer, once at a time
   * per listing in this process; a failure is logged, never thrown.
   */
  refresh(listingId: number, render: () => Promise<unknown>): void;
}

/**
 * A name for what every page of this process is rendered from besides its
 * data: the SSR bundle, the web build's files it writes in, and the settings
 * it shows (`parts`, e.g. the site settings and public URL). Pages of another
 * build or configuration are rendered again.
 */
export function buildVersion(parts: readonly (string | Buffer)[]): string {
  return hash('sha1', parts.map((part) => hash('sha1', part)).join(' ')).slice(0, 16);
}

/**
 * The store of the car pages in `lang`, keeping pages `refreshSeconds` before they are refreshed
 * (0: keep none; null is answered). `now` in milliseconds, for tests.
 */
export function createCarPageStore(
  db: Db,
  refreshSeconds: number,
  log: FastifyBaseLogger,
  lang: Lang = 'en',
  now: () => number = Date.now,
): CarPageStore | null {
  if (refreshSeconds <= 0) return null;
  const refreshing = new Set<number>();
  return {
    async get(listingId, version) {
      const row = await findStoredCarPage(db, listingId, lang).catch((err: unknown) => {
        log.warn({ err, listingId }, 'reading a stored car page failed; rendering it');
        return undefined;
      });
      if (!row || row.version !== version) return undefined;
      const br = Buffer.from(row.body_br.buffer, row.body_br.byteOffset, row.body_br.byteLength);
      let html: string | undefined;
      const page: CachedPage = {
        // Decoded only for a client without brotli (or to make its gzip body).
        get html() {
          html ??= zlib.brotliDecompressSync(br).toString('utf8');
          return html;
        },
        etag: row.etag,
        status: row.status,
        encoded: { br },
      };
      const age = now() - Date.parse(row.rendered_at);
      // Written so that an unreadable time (NaN) counts as stale.
      return { page, stale: !(age < refreshSeconds * 1000) };
    },
    async put(listingId, version, page) {
      page.encoded ??= {};
      page.encoded.br ??= compressBody(page.html, 'br');
      await storeCarPage(db, listingId, lang, {
        version,
        status: page.status,
        etag: page.etag,
        body_br: page.encoded.br,
        rendered_at: new Date(now()).toISOString(),
      }).catch((err: unknown) => log.warn({ err, listingId }, 'storing a car page failed'));
    },
    refresh(listingId, render) {
      if (refreshing.has(listingId)) return;
      refreshing.add(listingId);
      render()
        .catch((err: unknown) =>
          log.warn({ err, listingId }, 'refreshing a stored car page failed'),
        )
        .finally(() => refreshing.delete(listingId));
    },
  };
}
