/**
 * GET /api/Bannermaster/AllClientBanner (docs/product.md#home-and-search-calls): the Home
 * slider's banners for the request's language (Accept-Language, as the pages send it).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOfAcceptLanguage } from '#shared/i18n/lang.ts';
import { BannersAnswerSchema } from '#shared/schemas/car.ts';
import { keepPublicAnswers } from '../../http/answer-cache.ts';
import { cacheSuccessfulGets } from '../../http/cache.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { listBanners } from './banners.repository.ts';

export const bannerRoutes: FastifyPluginAsyncZod<{ photoStorage: PhotoStorage }> = async (
  app,
  { photoStorage },
) => {
  cacheSuccessfulGets(app);
  keepPublicAnswers(app);
  app.get(
    '/api/Bannermaster/AllClientBanner',
    {
      schema: {
        tags: ['Home'],
        summary:
          "Home banners in display order: nUrl (link), nPhoto (image URL); those for the request's language (Accept-Language: hi or gu) and for every language.",
        response: { 200: BannersAnswerSchema },
      },
    },
    async (request) => {
      const lang = langOfAcceptLanguage(request.headers['accept-language']);
      return {
        Success: true,
        Message: 'Success',
        Data: await listBanners(app.db, photoStorage, lang),
      };
    },
  );
};
