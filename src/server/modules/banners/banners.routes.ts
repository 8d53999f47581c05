/** GET /api/Bannermaster/AllClientBanner (docs/product.md#home-and-search-calls): the Home slider's banners. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
        summary: 'Home banners in display order: nUrl (link), nPhoto (image URL).',
        response: { 200: BannersAnswerSchema },
      },
    },
    async () => ({
      Success: true,
      Message: 'Success',
      Data: await listBanners(app.db, photoStorage),
    }),
  );
};
