/**
 * sitemap.xml and robots.txt (issue 9, part 7), all absolute URLs under
 * PUBLIC_URL (config.publicUrl):
 *
 * - GET /sitemap.xml: the sitemap index (sitemaps.org 0.9): /sitemaps/pages.xml
 *   and /sitemaps/cars-{n}.xml for every car file holding a live car. No
 *   lastmod on the index entries: a car sold or deleted changes a file
 *   without changing any live car's update time, so a lastmod there would lie.
 * - GET /sitemaps/pages.xml: the public pages that are not a car (Home,
 *   /search, /contactus, the policy pages), then the URLs of every provider
 *   in PAGE_URL_PROVIDERS.
 * - GET /sitemaps/cars-{n}.xml (n from 1): the live (UnSold) cars whose id
 *   lies in ((n - 1) * CARS_PER_SITEMAP, n * CARS_PER_SITEMAP], by id (at most
 *   50,000 URLs, the sitemaps.org limit; seo.repository.ts explains the
 *   keyset split). loc = the car page's canonical URL
 *   `${PUBLIC_URL}/CarDetails/{Rand}/{slug}` from `carDetailsPath`
 *   (#shared/format.ts, the function the web's "View Details" links and the
 *   page's canonical link use); lastmod = listings.updated_at as a W3C
 *   datetime (UTC). A file with no live car (n < 1, beyond the last car, a
 *   range whose cars were all sold or deleted, or a malformed n) answers 404
 *   with an empty body: it is not in the index, and a crawler only reads the
 *   status; no-cache, so a file that gains a car is seen at once.
 * - GET /robots.txt: the crawl rules (ROBOTS_RULES, formerly public/robots.txt)
 *   and `Sitemap: {PUBLIC_URL}/sitemap.xml`, as text/plain.
 *
 * XML answers are `application/xml; charset=utf-8`, and every 200 here is
 * `Cache-Control: public, max-age=3600`. The XML is written by the `sitemap`
 * package (it escapes and validates each URL) into a buffer, so a failure
 * answers 500 instead of a truncated file; 50,000 car URLs are about 8 MB
 * before compression.
 *
 * Route order with the web app: this module is registered (register-modules)
 * before @fastify/static serves dist/web at /, and the static plugin (with
 * wildcard: false) adds one route per file it finds in dist/web at start-up.
 * public/robots.txt is therefore deleted: a dist/web/robots.txt copied from
 * it would be a second GET /robots.txt, and Fastify refuses duplicate routes.
 * Any page path without a route (and with no file extension) still falls to
 * the web app's index.html; /robots.txt and the sitemaps are ours.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorLevel,
  SitemapIndexStream,
  type SitemapItemLoose,
  SitemapStream,
  streamToPromise,
} from 'sitemap';
import { z } from 'zod';
import { carDetailsPath } from '#shared/format.ts';
import { LANGS, langPath, langPrefix } from '#shared/i18n/lang.ts';
import { landingPath } from '#shared/pages/landing.ts';
import { LANDING_KINDS } from '#shared/schemas/landing.ts';
import type { Db } from '../../db/database.ts';
import { pageAlternates } from '../../pages/page-languages.ts';
import { MAIN_PAGE_PATHS, POLICY_PAGE_PATHS } from '../../pages/public-heads.ts';
import { landingEntries } from '../landing/landing.repository.ts';
import { showroomsForSitemap } from '../showroom/showroom.repository.ts';
import { carSitemapFiles, liveCarsOfFile, type SitemapCarRow } from './seo.repository.ts';

/**
 * Cars per car sitemap file: each is listed in English, Hindi and Gujarati, so a third of
 * the sitemaps.org limit of 50,000 URLs. Tests lower it through the plugin option.
 */
export const CARS_PER_SITEMAP = 16_000;

/** Cache-Control of every sitemap and robots.txt answer: one hour. */
export const SEO_CACHE_CONTROL = 'public, max-age=3600';

const XML_TYPE = 'application/xml; charset=utf-8';

/** One URL of a sitemap: a path under PUBLIC_URL ("/search"), with its last change when known. */
export interface SitemapUrl {
  path: string;
  /** ISO 8601 timestamp of the page's last change. */
  lastmod?: string;
}

/** Adds URLs to /sitemaps/pages.xml. */
export type PageUrlProvider = (db: Db) => Promise<readonly SitemapUrl[]>;

/** The public pages that are not a car, as the pages' canonical links spell them. */
export const STATIC_PAGE_PATHS: readonly string[] = [
  ...MAIN_PAGE_PATHS.map((p) => p.path),
  ...Object.values(POLICY_PAGE_PATHS),
];

const staticPages: PageUrlProvider = async () => STATIC_PAGE_PATHS.map((path) => ({ path }));

/** Every city, make and make + model landing page with a live car; lastmod its newest car update. */
const landingPages: PageUrlProvider = async (db) => {
  const lists = await Promise.all(LANDING_KINDS.map((kind) => landingEntries(db, kind)));
  return lists.flat().map((e) => ({ path: landingPath(e.slug), lastmod: e.updatedAt }));
};

/** Every active dealer's showroom page with a car for sale (issue 45 part 5); lastmod its newest car update. */
const showroomPages: PageUrlProvider = async (db) =>
  (await showroomsForSitemap(db)).map((s) => ({ path: s.path, lastmod: s.updated }));

/**
 * What /sitemaps/pages.xml lists, in order: the static pages, the landing
 * pages (a few thousand at most: one per city, make and model with live
 * cars), then the dealers' showroom pages (one per active dealer with a car
 * for sale): together far below the 50,000 URLs of one sitemap file.
 */
export const PAGE_URL_PROVIDERS: readonly PageUrlProvider[] = [
  staticPages,
  landingPages,
  showroomPages,
];

/** The signed-in and per-visitor pages' rules (docs/product.md quotes them). */
const PRIVATE_RULES = [
  'Disallow: /Wishlist',
  'Disallow: /SellInquiryform',
  'Disallow: /MyVehicles',
  'Disallow: /EditSellInquiryform/',
  'Disallow: /profile',
  'Disallow: /Enquiries',
  'Disallow: /MyAlerts',
  'Disallow: /grievance',
  'Disallow: /MyData',
  'Disallow: /listing/',
  'Disallow: /alerts/',
  'Disallow: /Dealer',
  'Disallow: /Login',
];

/** The crawl rules of robots.txt (before the Sitemap line): the signed-in and API paths stay out, in every language. */
export const ROBOTS_RULES: readonly string[] = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /api/',
  ...LANGS.flatMap((lang) =>
    PRIVATE_RULES.map((rule) => rule.replace('Disallow: ', `Disallow: ${langPrefix(lang)}`)),
  ),
  'Disallow: /admin',
  'Disallow: /test',
];

export interface SeoRoutesOptions {
  /** Car URLs per car sitemap file; default CARS_PER_SITEMAP. */
  carsPerFile?: number;
  /** Providers of /sitemaps/pages.xml; default PAGE_URL_PROVIDERS. */
  pageProviders?: readonly PageUrlProvider[];
}

/** A car sitemap file number as the URL spells it: 1, 2, ... (no sign, no leading zero). */
const FILE_NUMBER = /^[1-9]\d{0,8}$/;

/** The XML namespaces of a urlset: xhtml for the language alternates; no image, video or news. */
const URLSET_XMLNS = { news: false, video: false, image: false, xhtml: true };

/**
 * The page at English path `path` once per language (English, /hi, /gu), each
 * naming all three and x-default as alternates (issue 26, part 1).
 */
function inEveryLanguage(path: string, lastmod: string | undefined, publicUrl: string) {
  const links = pageAlternates(path, publicUrl).map((a) => ({ lang: a.hreflang, url: a.href }));
  return LANGS.map((lang) => ({ url: `${publicUrl}${langPath(lang, path)}`, lastmod, links }));
}

/** A urlset of `items` (absolute URLs) as UTF-8 XML. */
function urlsetXml(items: Iterable<SitemapItemLoose>): Promise<Buffer> {
  const stream = new SitemapStream({ level: ErrorLevel.THROW, xmlns: URLSET_XMLNS });
  return streamToPromise(Readable.from(items).pipe(stream));
}

/** A sitemap index of `urls` (absolute URLs of sitemap files) as UTF-8 XML. */
function sitemapIndexXml(urls: readonly string[]): Promise<Buffer> {
  const stream = new SitemapIndexStream({ level: ErrorLevel.THROW });
  return streamToPromise(Readable.from(urls).pipe(stream));
}

/** The canonical path of a car page. */
function carPath(row: SitemapCarRow): string {
  return carDetailsPath({
    Rand: row.rand,
    modelyear: row.model_year,
    companyid: row.make_name,
    carmodelid: row.model_name,
    variantid: row.variant_name,
    cityname: row.city_name,
  });
}

export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (app, options) => {
  const db = app.db;
  const publicUrl = app.config.publicUrl;
  const perFile = options.carsPerFile ?? CARS_PER_SITEMAP;
  const providers = options.pageProviders ?? PAGE_URL_PROVIDERS;
  // Not API: kept out of the OpenAPI description.
  const schema = { hide: true };

  app.get('/sitemap.xml', { schema }, async (_request, reply) => {
    const files = await carSitemapFiles(db, perFile);
    const xml = await sitemapIndexXml([
      `${publicUrl}/sitemaps/pages.xml`,
      ...files.map((n) => `${publicUrl}/sitemaps/cars-${n}.xml`),
    ]);
    return reply.type(XML_TYPE).header('Cache-Control', SEO_CACHE_CONTROL).send(xml);
  });

  app.get('/sitemaps/pages.xml', { schema }, async (_request, reply) => {
    const lists = await Promise.all(providers.map((provide) => provide(db)));
    const xml = await urlsetXml(
      lists.flat().flatMap(({ path, lastmod }) => inEveryLanguage(path, lastmod, publicUrl)),
    );
    return reply.type(XML_TYPE).header('Cache-Control', SEO_CACHE_CONTROL).send(xml);
  });

  app.get(
    '/sitemaps/cars-:n.xml',
    { schema: { ...schema, params: z.object({ n: z.string() }) } },
    async (request, reply) => {
      const { n } = request.params;
      const rows = FILE_NUMBER.test(n) ? await liveCarsOfFile(db, Number(n), perFile) : [];
      if (rows.length === 0) return reply.code(404).header('Cache-Control', 'no-cache').send();
      const xml = await urlsetXml(
        rows.flatMap((row) => inEveryLanguage(carPath(row), row.updated_at, publicUrl)),
      );
      return reply.type(XML_TYPE).header('Cache-Control', SEO_CACHE_CONTROL).send(xml);
    },
  );

  const robots = `${[...ROBOTS_RULES, '', `Sitemap: ${publicUrl}/sitemap.xml`].join('\n')}\n`;
  app.get('/robots.txt', { schema }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', SEO_CACHE_CONTROL).send(robots),
  );
};
