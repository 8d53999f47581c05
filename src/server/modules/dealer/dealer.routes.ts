/**
 * The dealer workspace (issue 12 item 2; docs/decisions/025-dealer-workspace.md)
 * under /api/Dealer, behind a Bearer token: a dealer's stock with its views,
 * leads and days listed, searched and filtered, and the quick actions on a
 * car (a new price, marking it sold). `Me` tells anyone signed in whether
 * they are a dealer; to the other calls a signed-in user who is no dealer
 * gets 403, and a car of anyone else answers 404, as an unknown one does.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '#shared/messages.ts';
import { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import {
  DEALER_PAGE_SIZE,
  DealerInventoryQuerySchema,
  DealerInventorySchema,
  DealerMeSchema,
  DealerPriceRequestSchema,
  DealerSoldRequestSchema,
} from '#shared/schemas/dealer.ts';
import { AppError } from '../../http/app-error.ts';
import { failures } from '../../http/failure-responses.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import { dealerInventory, dealerStockCounts, dealersOfUser } from './dealer.repository.ts';
import { markDealerCarSold, setDealerCarPrice } from './dealer.service.ts';

const BASE = '/api/Dealer';

export const dealerRoutes: FastifyPluginAsyncZod<{ photoStorage: PhotoStorage }> = async (
  app,
  { photoStorage },
) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Dealer workspace']);
  const refusals = failures(400, 401, 403);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  /** The caller's dealerships; throws AppError 403 when they have none. */
  const dealersOf = async (userId: number) => {
    const dealers = await dealersOfUser(db, userId);
    if (dealers.length === 0) throw new AppError(403, MSG.onlyDealers);
    return dealers;
  };

  app.get(
    `${BASE}/Me`,
    signedIn({
      summary:
        "The signed-in user's dealership: { dealer: { firmName, mobile } } when their mobile is a dealer's registered mobile, else { dealer: null } (never 403).",
      response: { 200: DealerMeSchema, ...failures(401) },
    }),
    async (request) => {
      const [dealer] = await dealersOfUser(db, authUser(request).userId);
      return {
        Success: true,
        Message: 'Success',
        Data: { dealer: dealer ? { firmName: dealer.firmName, mobile: dealer.mobile } : null },
      };
    },
  );

  app.get(
    `${BASE}/Inventory`,
    signedIn({
      summary: `The signed-in dealer's cars, newest first, ${DEALER_PAGE_SIZE} at a time (before: the last carid shown), with views, leads and days listed; q searches make, model, variant and vehicle number; status filters.`,
      querystring: DealerInventoryQuerySchema,
      response: { 200: DealerInventorySchema, ...refusals },
    }),
    async (request) => {
      const dealers = await dealersOf(authUser(request).userId);
      const ids = dealers.map((d) => d.id);
      const rows = await dealerInventory(
        db,
        photoStorage,
        ids,
        request.query,
        DEALER_PAGE_SIZE + 1,
        new Date(),
      );
      const Cars = rows.slice(0, DEALER_PAGE_SIZE);
      const last = Cars.at(-1);
      return {
        Success: true,
        Message: 'Success',
        Data: {
          Dealer: { FirmName: dealers.map((d) => d.firmName).join(', ') },
          Counts: await dealerStockCounts(db, ids),
          Cars,
          NextBefore: rows.length > DEALER_PAGE_SIZE && last ? last.carid : null,
        },
      };
    },
  );

  app.post(
    `${BASE}/SetPrice`,
    signedIn({
      summary:
        "Sets the sale price (rupees) of one of the signed-in dealer's cars for sale; its share card is made again.",
      body: DealerPriceRequestSchema,
      response: { 200: EmptyAnswerSchema, ...refusals, ...failures(404) },
    }),
    async (request) => {
      const dealers = await dealersOf(authUser(request).userId);
      const { Rand, nSaleprice } = request.body;
      await setDealerCarPrice(
        { db, photoStorage, log: request.log },
        dealers.map((d) => d.id),
        Rand,
        nSaleprice,
        new Date(),
      );
      return { Success: true, Message: MSG.priceSaved, Data: null };
    },
  );

  app.post(
    `${BASE}/MarkSold`,
    signedIn({
      summary: "Marks one of the signed-in dealer's cars sold (a sold car answers 400).",
      body: DealerSoldRequestSchema,
      response: { 200: EmptyAnswerSchema, ...refusals, ...failures(404) },
    }),
    async (request) => {
      const dealers = await dealersOf(authUser(request).userId);
      await markDealerCarSold(
        db,
        dealers.map((d) => d.id),
        request.body.Rand,
        new Date(),
      );
      return { Success: true, Message: MSG.vehicleSold, Data: null };
    },
  );
};
