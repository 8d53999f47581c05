/**
 * Renewing listings (issue 25 part 3, docs/moderation.md#fresh-listings):
 * `Renew` confirms one of the caller's cars is still for sale (an expired
 * one is shown again), `RenewAll` all of them (a dealer's whole stock).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT } from '#shared/brand.ts';
import { MSG } from '#shared/messages.ts';
import { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import { RandQuerySchema } from '#shared/schemas/listing-wire.ts';
import { failures } from '../../http/failure-responses.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import { renewAllOwn, renewOwn } from './renewals.service.ts';

const BASE = `/api/${PRODUCT}ClientSellInquiry`;

export const renewalRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Seller listings']);

  app.post(
    `${BASE}/Renew`,
    signedIn({
      summary:
        "Confirm the caller's car (Rand) is still for sale: its listing runs LISTING_TTL_DAYS from now, and an expired one shows again. 404 not theirs; 409 sold, hidden by moderation, or its number for sale in another listing.",
      body: RandQuerySchema,
      response: { 200: EmptyAnswerSchema, ...failures(400, 401, 404, 409) },
    }),
    async (request) => {
      await renewOwn(db, authUser(request).userId, request.body.Rand, new Date());
      return { Success: true, Message: MSG.carRenewed, Data: null };
    },
  );

  app.post(
    `${BASE}/RenewAll`,
    signedIn({
      summary:
        "Renew every car of the caller's (and their dealership's) for sale or expired: Message says how many.",
      response: { 200: EmptyAnswerSchema, ...failures(401) },
    }),
    async (request) => {
      const n = await renewAllOwn(db, authUser(request).userId, new Date());
      return { Success: true, Message: `${n} ${n === 1 ? 'car' : 'cars'} renewed`, Data: null };
    },
  );
};
