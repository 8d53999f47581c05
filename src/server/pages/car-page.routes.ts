/**
 * The car page, /CarDetails/:rand (docs/product.md#car-details), server-rendered
 * through the page sender with its head (docs/decisions/009-public-page-heads.md).
 * A sold car's page carries noindex; an unknown car answers 404.
 *
 * It also takes its lead form posted without JavaScript
 * (docs/decisions/027-native-first-public-pages.md): the render runs the
 * page's action, which sends the lead through the API as the sender, and
 * the answer (never kept) shows the outcome.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defaultEmiChoice, emiAsked, emiChoiceFromQuery } from '#shared/emi.ts';
import { type Lang, langPrefix } from '#shared/i18n/lang.ts';
import { istDay } from '#shared/listing-age.ts';
import { requestedCarDialog } from '#shared/page-dialogs.ts';
import { findListingByRand } from '../modules/cars/car-details.repository.ts';
import { photoUrls } from '../modules/cars/cars.repository.ts';
import { citySlug } from '../modules/landing/landing.repository.ts';
import { LEAD_RATE_LIMIT } from '../modules/leads/leads.routes.ts';
import type { PhotoStorage } from '../ports/photo-storage.ts';
import { type CarForHead, carPageHead } from './car-head.ts';
import { findListingVersion } from './car-pages.repository.ts';
import { HEAD_WORDS } from './head-words.ts';
import type { PageCache } from './page-cache.ts';
import type { PageHead } from './page-head.ts';
import type { SendPage } from './page-sender.ts';
import { type PageShell, sendPublicPage } from './page-shell.ts';
import { notFoundHead } from './public-heads.ts';
import type { ServerRenderer } from './server-render.ts';

export interface CarPageDeps {
  lang: Lang;
  sendPage: SendPage;
  /** The page shell in this language (the posted lead form's answer is never kept). */
  shell: PageShell;
  /** The SSR bundle; null: the shell only. */
  renderer: ServerRenderer | null;
  pageCache: PageCache;
  photoStorage: Pick<PhotoStorage, 'url'>;
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

/** Registers the car page's GET and its lead form's POST, with and without the slug after the rand. */
export function carPageRoutes(app: FastifyInstance, deps: CarPageDeps): void {
  const { lang, sendPage, shell, renderer } = deps;
  const prefix = langPrefix(lang);
  const publicUrl = app.config.publicUrl;
  const cache = deps.pageCache;
  const schema = { hide: true };
  const { seo, msg } = HEAD_WORDS[lang];
  /** A photo's absolute URL: the storage's own when it has a host, else on this site. */
  const absolute = (key: string) => {
    const url = deps.photoStorage.url(key);
    return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url}`;
  };

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
    const dialog = requestedCarDialog(query);
    const latest = emiAsked(query) || dialog ? undefined : cache.get(latestKey);
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
    // A dialog asked for by the link that stands in for its button without JavaScript.
    if (dialog) return sendPage(request, reply, head, { key: `${key}\nopen ${dialog}` });
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
}
