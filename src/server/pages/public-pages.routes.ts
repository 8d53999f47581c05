/**
 * Public pages with their head written into the web app's shell (issue 9,
 * parts 4, 6, 7 and 8): Home, /search, /contactus, the policy pages and the
 * car page. The page itself still renders in the browser; what a crawler or
 * a WhatsApp preview reads (title, description, canonical, Open Graph,
 * JSON-LD) is in the HTML. A sold car's page carries noindex; an unknown car
 * answers 404. Registered only when the web app is built.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '#shared/messages.ts';
import { findListingByRand } from '../modules/cars/cars.repository.ts';
import type { PhotoStorage } from '../ports/photo-storage.ts';
import { type CarForHead, carPageHead } from './car-head.ts';
import { loadPageShell, sendPublicPage } from './page-shell.ts';
import { MAIN_PAGE_PATHS, policyPageHead, staticPageHead } from './public-heads.ts';

export interface PublicPageDeps {
  webRoot: string;
  photoStorage: Pick<PhotoStorage, 'url'>;
}

type ListingRow = NonNullable<Awaited<ReturnType<typeof findListingByRand>>>;

/** The head's view of listing `row`; `image` absolute. */
function carForHead(row: ListingRow, image: string | undefined): CarForHead {
  return {
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
    image,
  };
}

export async function publicPageRoutes(app: FastifyInstance, deps: PublicPageDeps): Promise<void> {
  const shell = loadPageShell(deps.webRoot);
  const publicUrl = app.config.publicUrl;
  const absolute = (key: string) => `${publicUrl}${deps.photoStorage.url(key)}`;
  const schema = { hide: true };

  for (const { path, meta } of MAIN_PAGE_PATHS) {
    const html = shell(staticPageHead(meta, path, publicUrl));
    app.get(path, { schema }, (request, reply) => sendPublicPage(request, reply, html));
  }

  app.get<{ Params: { slug: string } }>('/page/:slug', { schema }, (request, reply) => {
    const head = policyPageHead(request.params.slug, publicUrl);
    if (head) return sendPublicPage(request, reply, shell(head));
    const notFound = staticPageHead(
      { title: MSG.notFound, description: 'This page does not exist.' },
      '/',
      publicUrl,
    );
    return sendPublicPage(request, reply, shell({ ...notFound, robots: 'noindex' }), 404);
  });

  const carPage = async (
    request: FastifyRequest<{ Params: { rand: string } }>,
    reply: FastifyReply,
  ) => {
    const { rand } = request.params;
    const row = await findListingByRand(app.db, rand);
    if (!row) {
      const head = staticPageHead(
        {
          title: MSG.carNotFound,
          description: 'This car is no longer on CarSetu. See the other used cars for sale.',
        },
        '/search',
        publicUrl,
      );
      return sendPublicPage(request, reply, shell({ ...head, robots: 'noindex' }), 404);
    }
    // The 1200x630 share card when there is one (WhatsApp's preview size), else the main photo.
    const imageKey = row.share_card ?? row.photo;
    const image = imageKey ? absolute(imageKey) : undefined;
    return sendPublicPage(request, reply, shell(carPageHead(carForHead(row, image), publicUrl)));
  };
  app.get<{ Params: { rand: string } }>('/CarDetails/:rand', { schema }, carPage);
  app.get<{ Params: { rand: string } }>('/CarDetails/:rand/*', { schema }, carPage);
}
