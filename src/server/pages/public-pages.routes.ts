/**
 * Public pages: Home, /search, /contactus, the policy pages, landing pages,
 * compare, dealers' showroom pages (showroom-page.routes.ts) and the car page (car-page.routes.ts), rendered on the server
 * (docs/decisions/011-server-rendering.md; page-sender.ts) with their head
 * (title, description, canonical, Open Graph, JSON-LD;
 * docs/decisions/009-public-page-heads.md). An unknown landing page, policy
 * page or address no page has answers 404. Registered only when the web app
 * is built; without the SSR bundle, or if rendering fails, the page is the
 * app's shell with its head and renders in the browser.
 */
import { extname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Lang, langPrefix } from '#shared/i18n/lang.ts';
import { compareCars, comparePath } from '#shared/pages/compare.ts';
import { LandingSlugSchema } from '#shared/schemas/landing.ts';
import { landingPage } from '../modules/landing/landing.service.ts';
import type { PhotoStorage } from '../ports/photo-storage.ts';
import { carPageRoutes } from './car-page.routes.ts';
import { buildVersion, type CarPageStore } from './car-page-store.ts';
import { HEAD_WORDS } from './head-words.ts';
import { landingPageHead } from './landing-head.ts';
import type { PageCache } from './page-cache.ts';
import { mainPages } from './page-descriptions.ts';
import type { PageHead } from './page-head.ts';
import { localizedHead } from './page-languages.ts';
import { pageSender } from './page-sender.ts';
import { loadPageShell } from './page-shell.ts';
import { MAIN_PAGE_PATHS, notFoundHead, policyPageHead, staticPageHead } from './public-heads.ts';
import { loadServerRenderer } from './server-render.ts';
import { showroomPageRoute } from './showroom-page.routes.ts';

export interface PublicPageDeps {
  /** The pages' language: registered under its prefix (`/hi`, `/gu`; English at `/`). */
  lang: Lang;
  /** That language's web build (dist/web, dist/web-hi ...). */
  webRoot: string;
  /** The SSR bundle; default dist/ssr/entry-server.js beside `webRoot`. */
  ssrEntry?: string;
  /** Rendered pages kept for reuse (page-cache.ts). */
  pageCache: PageCache;
  /** Headers of the render's own API calls (they skip the kept answers: answer-cache.ts). */
  renderHeaders?: Readonly<Record<string, string>>;
  /** Rendered car pages kept in the database in this language (car-page-store.ts); null: none kept. */
  carPages: CarPageStore | null;
  photoStorage: Pick<PhotoStorage, 'url'>;
}

/** Registers the public pages of `deps.lang` (the app registers them under its prefix). */
export async function publicPageRoutes(app: FastifyInstance, deps: PublicPageDeps): Promise<void> {
  const { lang } = deps;
  const prefix = langPrefix(lang);
  const pageShell = loadPageShell(deps.webRoot);
  const shell = (head: PageHead, body?: Parameters<typeof pageShell>[1]) =>
    pageShell(localizedHead(head, lang, app.config.publicUrl), body);
  const renderer = await loadServerRenderer(app, deps.webRoot, deps.ssrEntry, deps.renderHeaders);
  const publicUrl = app.config.publicUrl;
  const schema = { hide: true };

  const cache = deps.pageCache;
  // Besides its data, a page depends on the build and the settings it shows.
  const build = renderer
    ? buildVersion([renderer.build, publicUrl, JSON.stringify(app.config.site)])
    : '';

  const sendPage = pageSender({ renderer, shell, cache, carPages: deps.carPages, build });

  const pages = mainPages(lang);
  const { seo, notFoundTitle } = HEAD_WORDS[lang];
  for (const { path, page } of MAIN_PAGE_PATHS) {
    const head = staticPageHead(pages[page], path, publicUrl);
    app.get(path, { schema }, (request, reply) => sendPage(request, reply, head));
  }

  // Cars side by side (docs/product.md#compare): shareable, not for search engines. One kept page
  // per list of cars, however its address spells it.
  const compareHead = {
    ...staticPageHead(pages.compare, '/compare', publicUrl),
    robots: 'noindex',
  };
  app.get<{ Querystring: { cars?: string } }>('/compare', { schema }, (request, reply) =>
    sendPage(request, reply, compareHead, {
      key: `${prefix}${comparePath(compareCars(request.query.cars))}`,
    }),
  );

  app.get<{ Params: { slug: string } }>('/page/:slug', { schema }, (request, reply) => {
    const head = policyPageHead(request.params.slug, publicUrl, lang);
    if (head) return sendPage(request, reply, head);
    const notFound = notFoundHead(
      { title: notFoundTitle, description: seo.pageNotFoundDescription },
      '/',
      publicUrl,
    );
    return sendPage(request, reply, notFound, { status: 404 });
  });

  app.get<{ Params: { slug: string } }>('/used-cars/:slug', { schema }, async (request, reply) => {
    const slug = LandingSlugSchema.safeParse(request.params.slug);
    const page = slug.success ? await landingPage(app.db, slug.data) : undefined;
    if (page) return sendPage(request, reply, landingPageHead(page, publicUrl, lang));
    const notFound = notFoundHead(
      { title: notFoundTitle, description: seo.landingNotFoundDescription },
      '/search',
      publicUrl,
    );
    return sendPage(request, reply, notFound, { status: 404 });
  });

  showroomPageRoute(app, { lang, sendPage, photoStorage: deps.photoStorage });

  carPageRoutes(app, {
    lang,
    sendPage,
    shell,
    renderer,
    pageCache: cache,
    photoStorage: deps.photoStorage,
  });

  // An address no page of the app has (/no-such-page): its 404 page, whole before any script. Any
  // other address (a signed-in screen such as /MyVehicles, a file, the API) is the app's
  // not-found handler's: the page shell, or a 404 answer (app.ts).
  const unknownPage = notFoundHead(
    { title: notFoundTitle, description: seo.pageNotFoundDescription },
    '/',
    publicUrl,
  );
  app.get('/*', { schema }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const notPage = extname(pathname) !== '' || /^\/api(\/|$)/i.test(pathname);
    if (notPage || !renderer || renderer.knows(request.url)) return reply.callNotFound();
    return sendPage(request, reply, unknownPage, { status: 404, keep: false });
  });
}
