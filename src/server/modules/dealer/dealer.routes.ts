/**
 * The dealer workspace (issue 12 item 2; docs/decisions/025-dealer-workspace.md)
 * under /api/Dealer, behind a Bearer token: a dealer's stock with its views,
 * leads and days listed, searched and filtered, and the quick actions on a
 * car (a new price, marking it sold). `Me` tells anyone signed in whether
 * they are in a dealership, with their role and what it allows
 * (docs/decisions/040-dealer-team.md); to the other calls a signed-in user
 * in no dealership gets 403, a person whose role does not allow the action
 * 403 too (modules/cars/ownership.ts), and a car of anyone else answers 404,
 * as an unknown one does.
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
import { failures } from '../../http/failure-responses.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import { dealerMembershipsOf, dealershipsFor, permissionsOf } from '../cars/ownership.ts';
import { dealerInventory, dealerStockCounts } from './dealer.repository.ts';
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

  app.get(
    `${BASE}/Me`,
    signedIn({
      summary:
        "The signed-in user's dealership: { dealer: { dealerId, firmName, mobile, role, permissions } } when their mobile is a dealer's registered mobile (role owner) or in a dealership's team, else { dealer: null } (never 403).",
      response: { 200: DealerMeSchema, ...failures(401) },
    }),
    async (request) => {
      const [m] = await dealerMembershipsOf(db, authUser(request).userId);
      return {
        Success: true,
        Message: 'Success',
        Data: {
          dealer: m
            ? {
                dealerId: m.dealerId,
                firmName: m.firmName,
                mobile: m.mobile,
                role: m.role,
                staffId: m.staffId,
                permissions: permissionsOf(m),
              }
            : null,
        },
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
      const dealers = await dealershipsFor(db, authUser(request).userId, 'readStock');
      const ids = dealers.map((d) => d.dealerId);
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
        "Sets the sale price (rupees) of one of the signed-in dealer's cars for sale; its share card is made again. 403 when the caller's role does not allow prices (a sales executive without the owner's leave).",
      body: DealerPriceRequestSchema,
      response: { 200: EmptyAnswerSchema, ...refusals, ...failures(404) },
    }),
    async (request) => {
      const dealers = await dealershipsFor(db, authUser(request).userId, 'setPrice');
      const { Rand, nSaleprice } = request.body;
      await setDealerCarPrice(
        { db, photoStorage, log: request.log },
        dealers.map((d) => d.dealerId),
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
      summary:
        "Marks one of the signed-in dealer's cars sold (a sold car answers 400; a sales executive 403).",
      body: DealerSoldRequestSchema,
      response: { 200: EmptyAnswerSchema, ...refusals, ...failures(404) },
    }),
    async (request) => {
      const dealers = await dealershipsFor(db, authUser(request).userId, 'manageCar');
      await markDealerCarSold(
        db,
        dealers.map((d) => d.dealerId),
        request.body.Rand,
        new Date(),
      );
      return { Success: true, Message: MSG.vehicleSold, Data: null };
    },
  );
};
