/**
 * Sends a public page (docs/decisions/011-server-rendering.md): rendered on
 * the server when the SSR bundle is there, kept in the page cache, and a
 * car's page also in the car page store (car-page-store.ts). Without the
 * bundle, or if rendering fails, the page is the app's shell with its head
 * and renders in the browser.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CarPageStore } from './car-page-store.ts';
import type { CachedPage, PageCache } from './page-cache.ts';
import type { PageHead } from './page-head.ts';
import { type PageShell, pageEtag, sendPublicPage } from './page-shell.ts';
import type { ServerRenderer } from './server-render.ts';

export interface PageOptions {
  /** The page's HTTP status (the render's own 404 wins). */
  status?: number;
  /** Its page cache key; default the request's URL. */
  key?: string;
  /** A car's page: its listing, and its key in the page cache whatever its version. */
  car?: { listingId: number; latestKey: string };
  /** false: rendered for this request only (an unknown address: any number of them). */
  keep?: boolean;
}

export interface PageSenderDeps {
  /** The SSR bundle; null: the shell only. */
  renderer: ServerRenderer | null;
  /** The page shell of this language with `head` (and the rendered body, when there is one). */
  shell: PageShell;
  cache: PageCache;
  /** Rendered car pages kept in the database; null: none kept. */
  carPages: CarPageStore | null;
  /** What a page depends on besides its data (the build, the settings it shows). */
  build: string;
}

export type SendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  headOf: PageHead | (() => Promise<PageHead>),
  options?: PageOptions,
) => Promise<FastifyReply>;

/**
 * The page sender: sends the page at the request's URL with `head` (or the
 * head it makes, asked only when the page is not kept), rendered on the
 * server when possible and kept in the page cache under `key` (default: the
 * URL). A car's page (`car`) is also kept in the car page store under `key`
 * and the build, and in the page cache under `car.latestKey`, the key a
 * request reads before the car's version.
 */
export function pageSender({ renderer, shell, cache, carPages, build }: PageSenderDeps): SendPage {
  return async (
    request,
    reply,
    headOf,
    { status = 200, key = request.url, car, keep = true } = {},
  ) => {
    const head = async () => (typeof headOf === 'function' ? headOf() : headOf);
    if (!renderer) return sendPublicPage(request, reply, { html: shell(await head()), status });
    const stored = car && carPages ? { listingId: car.listingId, store: carPages } : null;
    const latest = (page: CachedPage) => (car ? cache.keep(car.latestKey, page) : page);
    const cached = keep ? cache.get(key) : undefined;
    if (cached) return sendPublicPage(request, reply, latest(cached));
    const version = `${key}\n${build}`;
    const render = async (): Promise<CachedPage | { redirect: string; status: number }> => {
      const out = await renderer.render(request.url);
      if (out.kind === 'redirect') return { redirect: out.location, status: out.status };
      const html = shell(await head(), out.body);
      const pageStatus = Math.max(status, out.status);
      const page = keep
        ? cache.put(key, html, pageStatus)
        : { html, etag: pageEtag(html), status: pageStatus };
      if (stored) await stored.store.put(stored.listingId, version, page);
      return page;
    };
    try {
      const hit = stored ? await stored.store.get(stored.listingId, version) : undefined;
      if (stored && hit) {
        if (hit.stale) stored.store.refresh(stored.listingId, render);
        return sendPublicPage(request, reply, latest(cache.keep(key, hit.page)));
      }
      const page = await render();
      if ('redirect' in page) return reply.redirect(page.redirect, page.status);
      return sendPublicPage(request, reply, latest(page));
    } catch (err) {
      // A rendering bug must not cost the visitor the page: the browser renders it instead.
      request.log.error({ err }, 'server render failed; sending the page shell');
      return sendPublicPage(request, reply, { html: shell(await head()), status });
    }
  };
}
