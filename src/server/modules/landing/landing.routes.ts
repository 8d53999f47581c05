/**
 * Landing-page API (additions to the original API; docs/decisions/012-landing-pages.md):
 * GET /api/landing/{slug} answers a city, make or make + model page's
 * wording, stats and search filters (404 when the slug names nothing with
 * live cars); GET /api/landing answers Home's popular cities and makes.
 * Both are cacheable for five minutes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LandingLinksAnswerSchema,
  LandingPageAnswerSchema,
  LandingSlugSchema,
} from '#shared/schemas/landing.ts';
import { keepPublicAnswers } from '../../http/answer-cache.ts';
import { AppError } from '../../http/app-error.ts';
import { cacheSuccessfulGets } from '../../http/cache.ts';
import { failures } from '../../http/failure-responses.ts';
import { landingPage, popularLinks } from './landing.service.ts';

/** Message of an unknown landing page. */
export const LANDING_NOT_FOUND = 'No cars found for this page';

export const landingRoutes: FastifyPluginAsyncZod = async (app) => {
  cacheSuccessfulGets(app);
  keepPublicAnswers(app);
  const tags = ['Landing pages'];

  app.get(
    '/api/landing/:slug',
    {
      schema: {
        tags,
        summary:
          'A landing page by slug: a city ("ahmedabad"), a make ("maruti-suzuki") or a make and model ("maruti-suzuki-swift"), with its title, h1, description, live car count, price range (rupees) and search filters. 404 when it names nothing with live cars.',
        params: z.object({ slug: LandingSlugSchema }),
        response: { 200: LandingPageAnswerSchema, ...failures(400, 404) },
      },
    },
    async (request) => {
      const page = await landingPage(app.db, request.params.slug);
      if (!page) throw new AppError(404, LANDING_NOT_FOUND);
      return { Success: true, Message: 'Success', Data: page };
    },
  );

  app.get(
    '/api/landing',
    {
      schema: {
        tags,
        summary: "Home's popular links: the cities and makes with the most live cars (8 each).",
        response: { 200: LandingLinksAnswerSchema },
      },
    },
    async () => ({ Success: true, Message: 'Success', Data: await popularLinks(app.db) }),
  );
};
