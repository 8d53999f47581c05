/**
 * Dealers' showroom pages (issue 45 part 5; docs/decisions/046-showroom-pages.md):
 *
 * - GET /api/showroom/{Rand}: an active dealer's public page (firm, place,
 *   map link, hours, the owner's words, the count of cars for sale; the
 *   mobile masked). 404 for an unknown or deactivated dealer. Cacheable.
 * - GET /api/showroom/{Rand}/call and /whatsapp: the page's Call and
 *   WhatsApp buttons, a 302 to `tel:` or wa.me, so the whole number is in
 *   no page or answer a scraper reads; SHOWROOM_CONTACT_LIMIT per address.
 * - GET and POST /api/Dealer/Showroom: the workspace's form (anyone of the
 *   dealership reads it; owners change it, 403 otherwise). The logo's calls
 *   are showroom-logo.routes.ts.
 *
 * Cars are found by the search call's `dealer` field (cars/car-pages.ts).
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { showroomSaved } from '#messages/showroom.ts';
import { PRODUCT } from '#shared/brand.ts';
import { MSG } from '#shared/messages.ts';
import { optionalId } from '#shared/schemas/fields.ts';
import {
  ShowroomAnswerSchema,
  ShowroomFormAnswerSchema,
  ShowroomFormSchema,
  ShowroomRandSchema,
} from '#shared/schemas/showroom.ts';
import { keepPublicAnswers } from '../../http/answer-cache.ts';
import { AppError } from '../../http/app-error.ts';
import { cacheSuccessfulGets } from '../../http/cache.ts';
import { failures } from '../../http/failure-responses.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { perAddressLimit } from '../auth/auth-limits.ts';
import { signedInRoutes } from '../auth/authenticate.ts';
import { requestMembership } from '../cars/caller-membership.ts';
import { showroomByRand, showroomForm, showroomMobile } from './showroom.repository.ts';

/** Call and WhatsApp taps per client address (generous: Indian mobile networks share addresses). */
export const SHOWROOM_CONTACT_LIMIT = { max: 60, timeWindow: '10 minutes' } as const;

const params = z.object({ rand: ShowroomRandSchema });

/** The public page's answer and its cacheable reads. */
export const showroomRoutes: FastifyPluginAsyncZod<{
  photoStorage: Pick<PhotoStorage, 'url'>;
}> = async (app, { photoStorage }) => {
  cacheSuccessfulGets(app);
  keepPublicAnswers(app);
  app.get(
    '/api/showroom/:rand',
    {
      schema: {
        tags: ['Showroom'],
        summary:
          "An active dealer's showroom page: firm, address, city, state, map link, working hours (IST), the owner's words, its cars for sale (count), the page's path and a photo for the share card. The mobile is masked. 404 otherwise.",
        params,
        response: { 200: ShowroomAnswerSchema, ...failures(400, 404) },
      },
    },
    async (request) => {
      const page = await showroomByRand(app.db, request.params.rand, photoStorage);
      if (!page) throw new AppError(404, MSG.dealerNotFound);
      return { Success: true, Message: 'Success', Data: page };
    },
  );
};

/** The Call and WhatsApp buttons, and the owner's form. */
export const showroomContactRoutes: FastifyPluginAsyncZod<{
  photoStorage: Pick<PhotoStorage, 'url'>;
}> = async (app, { photoStorage }) => {
  const db = app.db;
  const contact = (kind: 'call' | 'whatsapp', to: (mobile: string) => string) =>
    app.get(
      `/api/showroom/:rand/${kind}`,
      {
        config: perAddressLimit(SHOWROOM_CONTACT_LIMIT),
        schema: {
          tags: ['Showroom'],
          summary: `The showroom's ${kind === 'call' ? 'Call' : 'WhatsApp'} button: 302 to the dealer's ${kind === 'call' ? 'tel: link' : 'WhatsApp chat (wa.me)'}. 404 for an unknown dealer; 429 past ${SHOWROOM_CONTACT_LIMIT.max} taps in ${SHOWROOM_CONTACT_LIMIT.timeWindow} from one address.`,
          params,
          response: failures(400, 404, 429),
        },
      },
      async (request, reply) => {
        const mobile = await showroomMobile(db, request.params.rand);
        if (!mobile) throw new AppError(404, MSG.dealerNotFound);
        reply.header('Cache-Control', 'no-store');
        return reply.redirect(to(mobile), 302);
      },
    );
  contact('call', (mobile) => `tel:+91${mobile}`);
  contact(
    'whatsapp',
    (mobile) =>
      `https://wa.me/91${mobile}?text=${encodeURIComponent(`Hello, I found your cars on ${PRODUCT}.`)}`,
  );

  const signedIn = signedInRoutes(db, ['Showroom']);
  const query = z.object({ DealerId: optionalId });
  const FormAnswer = ShowroomFormAnswerSchema;
  const formOf = (dealerId: number) => showroomForm(db, dealerId, photoStorage);

  app.get(
    '/api/Dealer/Showroom',
    signedIn({
      summary:
        "The dealership's showroom form (DealerId, or the caller's first): About, Rand, Firmname, Path and Logo (its URL, or null).",
      querystring: query,
      response: { 200: FormAnswer, ...failures(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const m = await requestMembership(db, request);
      return { Success: true, Message: 'Success', Data: await formOf(m.dealerId) };
    },
  );

  app.post(
    '/api/Dealer/Showroom',
    signedIn({
      summary:
        "Sets the showroom page's words about the dealership (About, at most 1,000 characters; blank: none). Owners only (403).",
      querystring: query,
      body: ShowroomFormSchema,
      response: { 200: FormAnswer, ...failures(400, 401, 403, 404) },
    }),
    async (request) => {
      const m = await requestMembership(db, request, 'manageTeam');
      await db
        .updateTable('dealers')
        .set({ about: request.body.About ?? null })
        .where('id', '=', m.dealerId)
        .execute();
      return { Success: true, Message: showroomSaved, Data: await formOf(m.dealerId) };
    },
  );
};
