/**
 * Price guidance in the dealer workspace (issue 45 part 2;
 * docs/decisions/045-price-guidance.md; extension), behind a Bearer token,
 * for anyone of the dealership who may read its stock (`readStock`; 403 in
 * no dealership, 404 for a car of anyone else, as for an unknown one, 400
 * for a sold car or a bad Rand):
 *
 * - GET /api/Dealer/PriceGuidance?Rand=: the car's fair-price rating, its
 *   views and leads over the last 14 Indian days against similar cars', and
 *   the price (rupees) that would rate it 'Good price'.
 *
 * The price itself changes through POST /api/Dealer/SetPrice (its own
 * permission, `setPrice`). No cost, margin or buyer's detail is answered.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PriceGuidanceAnswerSchema,
  PriceGuidanceQuerySchema,
} from '#shared/schemas/price-guidance.ts';
import { failures } from '../../http/failure-responses.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import { guidedCar, priceGuidanceOf } from './price-guidance.service.ts';

const BASE = '/api/Dealer';

/** Registers GET /api/Dealer/PriceGuidance (answers: 200 guidance, 400, 401, 403, 404; never 5xx for a bad request). */
export const priceGuidanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Dealer workspace']);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    `${BASE}/PriceGuidance`,
    signedIn({
      summary:
        "One of the dealership's cars for sale: its fair-price rating, its views and leads over the last 14 Indian days against similar cars' (Side more, fewer or level; InTen of 10), and GoodPrice, the highest whole-thousand price (rupees) that would rate it 'Good price' (null when already Good or Great, or not rated). Anyone of the dealership (readStock).",
      querystring: PriceGuidanceQuerySchema,
      response: { 200: PriceGuidanceAnswerSchema, ...failures(400, 401, 403, 404) },
    }),
    async (request) => {
      const car = await guidedCar(db, authUser(request).userId, request.query.Rand);
      return {
        Success: true,
        Message: 'Success',
        Data: await priceGuidanceOf(db, car, new Date()),
      };
    },
  );
};
