/**
 * The server render of the public pages inside this Fastify process
 * (docs/decisions/011-server-rendering.md). Loads the Vite SSR bundle
 * (dist/ssr/entry-server.js, built by `npm run build`), lets it call the API
 * in-process through `app.inject` (same routes, schemas and repositories as
 * a browser's request, no token), and adds the preloads of the page's own
 * chunks and styles from the client build's manifest.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildVersion } from './car-page-store.ts';
import { inlineStylesheet, type RenderedBody } from './page-shell.ts';
import { entryKey, type Manifest, readManifest, staticClosure } from './vite-manifest.ts';

/** The parts of src/web/entry-server.tsx used here (the bundle is plain JS). */
interface SsrEntry {
  setRenderTransport(
    transport: (
      url: string,
      init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
    ) => Promise<{ status: number; ok: boolean; json(): Promise<unknown> }>,
  ): void;
  isKnownPath(path: string): boolean;
  renderPage(
    url: string,
    signal?: AbortSignal,
    form?: string,
  ): Promise<
    | { kind: 'page'; status: number; html: string; data: string; routeIds: string[] }
    | { kind: 'redirect'; status: number; location: string }
  >;
}

export type RenderOutcome =
  | { kind: 'page'; status: number; body: RenderedBody }
  | { kind: 'redirect'; status: number; location: string };

export interface ServerRenderer {
  /** Names the SSR bundle and the web build's files it writes in: another build, another name. */
  build: string;
  /**
   * Renders `url` (path and query, e.g. "/search?state=1"). With `post`, the
   * page's form was sent to it without JavaScript: the route's action runs
   * first (its API calls come from `post.remoteAddress`, so per-address
   * limits count the visitor, not the server). Throws on a bug in rendering.
   */
  render(url: string, post?: FormPost): Promise<RenderOutcome>;
  /** Whether the app has a page at `url` (path and query): false where only its 404 page matches. */
  knows(url: string): boolean;
}

/** A form sent to a public page: its url-encoded body and the sender's address. */
export interface FormPost {
  body: string;
  remoteAddress: string;
}

/** The address a render's in-process API calls come from (a form's sender, else the server). */
const caller = new AsyncLocalStorage<string>();

/** Where `npm run build` puts the SSR bundle, beside the web build at `webRoot`. */
export function ssrEntryPath(webRoot: string): string {
  return path.resolve(webRoot, '..', 'ssr', 'entry-server.js');
}

/**
 * The renderer, or null when the SSR bundle is not built (the pages are then
 * rendered in the browser, as before). `webRoot` is the client build (for
 * its manifest); `headers` go with every in-process API call (they make it
 * skip the kept answers, src/server/http/answer-cache.ts).
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  webRoot: string,
  entryPath = ssrEntryPath(webRoot),
  headers: Readonly<Record<string, string>> = {},
): Promise<ServerRenderer | null> {
  if (!fs.existsSync(entryPath)) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as SsrEntry;
  entry.setRenderTransport(async (url, init) => {
    const remoteAddress = caller.getStore();
    const res = await app.inject({
      method: init.method,
      url,
      headers: { ...init.headers, ...headers },
      payload: init.body,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    return {
      status: res.statusCode,
      ok: res.statusCode >= 200 && res.statusCode < 300,
      json: async () => res.json(),
    };
  });
  const manifest = readManifest(webRoot);
  const assets = routeAssets(manifest, (href) => inlineStylesheet(webRoot, href));
  return {
    build: buildVersion([
      fs.readFileSync(entryPath),
      fs.readFileSync(path.join(webRoot, 'index.html')),
      JSON.stringify(manifest),
    ]),
    knows: (url) => entry.isKnownPath(url),
    async render(url, post) {
      const target = `http://ssr.invalid${url}`;
      const out = post
        ? await caller.run(post.remoteAddress, () => entry.renderPage(target, undefined, post.body))
        : await entry.renderPage(target);
      if (out.kind === 'redirect') return out;
      return {
        kind: 'page',
        status: out.status,
        body: { html: out.html, data: out.data, ...assets(out.routeIds) },
      };
    },
  };
}

/** A page's own assets: style tags for its head, and the URLs of its script chunks. */
export type RouteAssets = Pick<RenderedBody, 'headTags' | 'chunks'>;

/**
 * For the matched route ids, the assets of each lazy page chunk
 * (`src/web/app/routes/{id}.tsx`) and its static imports that index.html does
 * not already load: the script URLs (the app loads them when it starts), and
 * for CSS `inline(href)` (a <style>), else a stylesheet link.
 */
export function routeAssets(
  manifest: Manifest,
  inline: (href: string) => string | null = () => null,
): (routeIds: string[]) => RouteAssets {
  if (Object.keys(manifest).length === 0) return () => ({ headTags: '', chunks: [] });
  const entry = entryKey(manifest);
  const inIndex = new Set(staticClosure(manifest, [entry]));
  const cache = new Map<string, RouteAssets>();
  return (routeIds) => {
    const key = routeIds.join(' ');
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const pages = routeIds
      .map((id) => `src/web/app/routes/${id}.tsx`)
      .filter((module) => manifest[module]);
    const chunks = staticClosure(manifest, pages).filter((k) => !inIndex.has(k));
    const assets = {
      headTags: [...new Set(chunks.flatMap((k) => manifest[k].css ?? []))]
        .map((f) => inline(`/${f}`) ?? `<link rel="stylesheet" href="/${f}">`)
        .join('\n    '),
      chunks: chunks.map((k) => `/${manifest[k].file}`),
    };
    cache.set(key, assets);
    return assets;
  };
}
