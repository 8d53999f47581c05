/**
 * GET /api/Search/Suggest?q= (docs/product.md#keyword-search): makes, models
 * and cities completing what the buyer is typing. An addition to the
 * original API; the search itself is the search call with `q`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuggestAnswerSchema, SuggestQuerySchema } from '#shared/schemas/keyword-search.ts';
import { keepPublicAnswers } from '../../http/answer-cache.ts';
import { failures } from '../../http/failure-responses.ts';
import { keywordSuggestions } from './read-keywords.ts';

export const keywordSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  keepPublicAnswers(app);
  app.get(
    '/api/Search/Suggest',
    {
      schema: {
        tags: ['Cars'],
        summary:
          'Up to 8 makes, models and cities completing the text typed in the search box (q), most cars for sale first; each with the whole query it completes to. Blank q: an empty list.',
        querystring: SuggestQuerySchema,
        response: { 200: SuggestAnswerSchema, ...failures(400) },
      },
    },
    async (request) => ({
      Success: true,
      Message: 'Success',
      Data: request.query.q ? await keywordSuggestions(app.db, request.query.q) : [],
    }),
  );
};
