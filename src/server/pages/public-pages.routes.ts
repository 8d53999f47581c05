/**
 * Public pages: Home, /search, /contactus, the policy pages and the car page,
 * rendered on the server (docs/decisions/011-server-rendering.md) with their
 * head (title, description, canonical, Open Graph, JSON-LD;
 * docs/decisions/009-public-page-heads.md). A sold car's page carries
 * noindex; an unknown car, and an address no page has, answer 404. Registered only when the web app is
 * built; without the SSR bundle, or if rendering fails, the page is the
 * app's shell with its head and renders in the browser.
 *
 * The car page also takes its lead form posted without JavaScript
 * (docs/decisions/027-native-first-public-pages.md): the render runs the
 * page's action, which sends the lead through the API as the sender, and
 * the answer (never kept) shows the outcome.
 */
import { extname } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defaultEmiChoice, emiAsked, emiChoiceFromQuery } from '#shared/emi.ts';
import { type Lang, langPrefix } from '#shared/i18n/lang.ts';
import { istDay } from '#shared/listing-age.ts';
import { compareCars, comparePath } from '#shared/pages/compare.ts';
import { LandingSlugSchema } from '#shared/schemas/landing.ts';
import { findListingByRand } from '../modules/cars/car-details.repository.ts';
import { photoUrls } from '../modules/cars/cars.repository.ts';
import { citySlug } from '../modules/landing/landing.repository.ts';
import { landingPage } from '../modules/landing/landing.service.ts';
import { LEAD_RATE_LIMIT } from '../modules/leads/leads.routes.ts';
import type { PhotoStorage } from '../ports/photo-storage.ts';
import { type CarForHead, carPageHead } from './car-head.ts';
import { buildVersion, type CarPageStore } from './car-page-store.ts';
import { findListingVersion } from './car-pages.repository.ts';
import { HEAD_WORDS } from './head-words.ts';
import { landingPageHead } from './landing-head.ts';
import type { CachedPage, PageCache } from './page-cache.ts';
import { mainPages } from './page-descriptions.ts';
import type { PageHead } from './page-head.ts';
import { localizedHead } from './page-languages.ts';
import { loadPageShell, pageEtag, sendPublicPage } from './page-shell.ts';
import { MAIN_PAGE_PATHS, notFoundHead, policyPageHead, staticPageHead } from './public-heads.ts';
import { loadServerRenderer } from './server-render.ts';

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

interface PageOptions {
  /** The page's HTTP status (the render's own 404 wins). */
  status?: number;
  /** Its page cache key; default the request's URL. */
  key?: string;
  /** A car's page: its listing, and its key in the page cache whatever its version. */
  car?: { listingId: number; latestKey: string };
  /** false: rendered for this request only (an unknown address: any number of them). */
  keep?: boolean;
}

type ListingRow = NonNullable<Awaited<ReturnType<typeof findListingByRand>>>;

/** The head's view of listing `row`; `image` absolute. */
function carForHead(
  row: ListingRow,
  image: string | undefined,
  citySlug: string | undefined,
  photoUrl: string | undefined,
): CarForHead {
  return {
    citySlug,
    photoUrl,
    rand: row.rand,
    modelYear: row.model_year,
    make: row.make_name,
    model: row.model_name,
    variant: row.variant_name,
    city: row.city_name,
    price: Number(row.price),
    km: Number(row.km),
    fuel: row.fuel_name,
    gear: row.gear_name,
    colour: row.colour,
    owner: row.owner,
    sold: row.status === 'Sold',
    hidden: row.status === 'Hidden',
    image,
  };
}

export async function publicPageRoutes(app: FastifyInstance, deps: PublicPageDeps): Promise<void> {
  const { lang } = deps;
  const prefix = langPrefix(lang);
  const pageShell = loadPageShell(deps.webRoot);
  const shell = (head: PageHead, body?: Parameters<typeof pageShell>[1]) =>
    pageShell(localizedHead(head, lang, app.config.publicUrl), body);
  const renderer = await loadServerRenderer(app, deps.webRoot, deps.ssrEntry, deps.renderHeaders);
  const publicUrl = app.config.publicUrl;
  /** A photo's absolute URL: the storage's own when it has a host, else on this site. */
  const absolute = (key: string) => {
    const url = deps.photoStorage.url(key);
    return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url}`;
  };
  const schema = { hide: true };

  const cache = deps.pageCache;
  const carPages = deps.carPages;
  // Besides its data, a page depends on the build and the settings it shows.
  const build = renderer
    ? buildVersion([renderer.build, publicUrl, JSON.stringify(app.config.site)])
    : '';

  /**
   * Sends the page at the request's URL with `head` (or the head it makes,
   * asked only when the page is not kept), rendered on the server when
   * possible and kept in the page cache under `key` (default: the URL). A
   * car's page (`car`) is also kept in the car page store under `key` and
   * the build (car-page-store.ts), and in the page cache under
   * `car.latestKey`, the key a request reads before the car's version.
   */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    headOf: PageHead | (() => Promise<PageHead>),
    { status = 200, key = request.url, car, keep = true }: PageOptions = {},
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

  const pages = mainPages(lang);
  const { seo, msg, notFoundTitle } = HEAD_WORDS[lang];
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

  const carNotFound = () =>
    notFoundHead(
      { title: msg.carNotFound, description: seo.carNotFoundDescription },
      '/search',
      publicUrl,
    );

  /** The head of car `rand`'s page (`notFound` when it is gone). */
  const carHead = async (rand: string, notFound = carNotFound()): Promise<PageHead> => {
    const row = await findListingByRand(app.db, rand);
    if (!row) return notFound; // deleted a moment ago
    // The 1200x630 share card when there is one (WhatsApp's preview size), else the main photo.
    const imageKey = row.share_card ?? row.photo;
    const image = imageKey ? absolute(imageKey) : undefined;
    const mainPhoto = row.photo ? photoUrls(row.photo, deps.photoStorage).jpg : undefined;
    const slug = await citySlug(app.db, row.city_id);
    return carPageHead(carForHead(row, image, slug, mainPhoto), publicUrl, lang);
  };

  const carPage = async (
    request: FastifyRequest<{ Params: { rand: string } }>,
    reply: FastifyReply,
  ) => {
    const { rand } = request.params;
    const notFound = carNotFound();
    // The car's page as last sent, kept for PAGE_CACHE_SECONDS without reading the car's
    // version: a change through the API clears it (as it clears the kept answers), a change
    // made beside the API (the importer) shows within the interval.
    const latestKey = `${prefix}/CarDetails/${rand}`;
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const latest = emiAsked(query) ? undefined : cache.get(latestKey);
    if (latest) return sendPublicPage(request, reply, latest);
    const version = await findListingVersion(app.db, rand);
    if (!version) return sendPage(request, reply, notFound, { status: 404 });
    // Made only when the page is rendered (not when it is kept in memory or stored).
    const head = () => carHead(rand, notFound);
    // One kept page per car, whatever slug or query string the link carries (the page does not
    // depend on them, and a made-up query must not force a render); main photo, card, price and
    // status changes all show at once, and so do a new Indian day ("Listed 3 days ago") and a
    // new fair-price rating.
    const v = version;
    const day = istDay(new Date());
    const reported = Number(v.open_reports) > 0;
    const key = `${prefix}/CarDetails/${v.rand}\n${v.status} ${v.updated_at} ${v.photo} ${v.share_card} ${day} ${v.rated_at} ${reported}`;
    // The EMI calculator's values sent without JavaScript: a page of their own, kept a moment
    // in memory only; values outside the rules are the car's usual page.
    const emi = emiChoiceFromQuery(query, v.price);
    if (emi.given && JSON.stringify(emi.choice) !== JSON.stringify(defaultEmiChoice(v.price))) {
      const { down, months, rate } = emi.choice;
      return sendPage(request, reply, head, { key: `${key}\nemi ${down} ${months} ${rate}` });
    }
    return sendPage(request, reply, head, { key, car: { listingId: v.id, latestKey } });
  };
  app.get<{ Params: { rand: string } }>('/CarDetails/:rand', { schema }, carPage);
  app.get<{ Params: { rand: string } }>('/CarDetails/:rand/*', { schema }, carPage);

  /** The lead form posted to a car page without JavaScript: the page answers with its outcome. */
  const carLeadForm = async (
    request: FastifyRequest<{ Params: { rand: string }; Body: unknown }>,
    reply: FastifyReply,
  ) => {
    const fields = request.body && typeof request.body === 'object' ? request.body : {};
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === 'string') form.append(key, value);
    }
    if (!renderer) return carPage(request, reply);
    const out = await renderer.render(request.url, {
      body: form.toString(),
      remoteAddress: request.ip,
    });
    if (out.kind === 'redirect') return reply.redirect(out.location, out.status);
    const head = await carHead(request.params.rand);
    return reply
      .code(out.status)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(shell(head, out.body));
  };
  const postOptions = {
    schema,
    bodyLimit: 4096,
    config: { rateLimit: { max: LEAD_RATE_LIMIT, timeWindow: '1 minute' } },
  };
  app.post<{ Params: { rand: string } }>('/CarDetails/:rand', postOptions, carLeadForm);
  app.post<{ Params: { rand: string } }>('/CarDetails/:rand/*', postOptions, carLeadForm);

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
