/**
 * Cost sheets in the dealer workspace (issue 45 part 1;
 * docs/decisions/044-cost-sheets.md; extension), behind a Bearer token,
 * owners only (`costs`; 403 for a manager or sales executive, 403 outside a
 * dealership, 404 for a car of anyone else):
 *
 * - GET /api/Dealer/Costs?Rand=: the car's sheet (costs, net cost, margin,
 *   minimum price, asking price, sale price and profit once sold, days in stock);
 * - POST /api/Dealer/Costs/Add: a cost (kind, amount, spentOn, note);
 * - POST /api/Dealer/Costs/Remove: one cost (id);
 * - POST /api/Dealer/Costs/Margin: the margin wanted above the net cost;
 * - GET /api/Dealer/StockValue: the cars for sale's net cost, asking prices and ageing.
 *
 * Each change answers the sheet as it now stands.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '#shared/messages.ts';
import {
  CostLineFormSchema,
  CostRemoveSchema,
  CostSheetAnswerSchema,
  CostSheetQuerySchema,
  MarginFormSchema,
  StockValueAnswerSchema,
} from '#shared/schemas/cost-sheet.ts';
import { AppError } from '../../http/app-error.ts';
import { failures } from '../../http/failure-responses.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import {
  costSheetOf,
  deleteCost,
  insertCost,
  saveMargin,
  stockValue,
} from './cost-sheets.repository.ts';
import { costCar, costDealerIds } from './cost-sheets.service.ts';

const BASE = '/api/Dealer';

export const costSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Dealer workspace']);
  const refusals = failures(400, 401, 403, 404);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  /** The caller's car `rand` for its sheet (403 or 404 as the service says). */
  const carOf = async (userId: number, rand: string) =>
    costCar(db, await costDealerIds(db, userId), rand);
  const sheet = async (car: Awaited<ReturnType<typeof carOf>>, message: string) => ({
    Success: true,
    Message: message,
    Data: await costSheetOf(db, car, new Date()),
  });

  app.get(
    `${BASE}/Costs`,
    signedIn({
      summary: "One of the owner's cars' cost sheet (rupees). Owners only.",
      querystring: CostSheetQuerySchema,
      response: { 200: CostSheetAnswerSchema, ...refusals },
    }),
    async (request) => sheet(await carOf(authUser(request).userId, request.query.Rand), 'Success'),
  );

  app.post(
    `${BASE}/Costs/Add`,
    signedIn({
      summary:
        "Adds a cost to one of the owner's cars: kind (purchase, refurbishment, transport, rto, insurance, other), amount (whole rupees), spentOn (YYYY-MM-DD, not in the future), note. Owners only.",
      body: CostLineFormSchema,
      response: { 200: CostSheetAnswerSchema, ...refusals },
    }),
    async (request) => {
      const { userId } = authUser(request);
      const { Rand, kind, amount, spentOn, note } = request.body;
      const car = await carOf(userId, Rand);
      await insertCost(db, {
        listing_id: car.id,
        kind,
        amount,
        spent_on: spentOn,
        note,
        created_by: userId,
        created_at: new Date().toISOString(),
      });
      return sheet(car, MSG.costSaved);
    },
  );

  app.post(
    `${BASE}/Costs/Remove`,
    signedIn({
      summary: "Removes one cost (id) of one of the owner's cars; 404 when it is not the car's.",
      body: CostRemoveSchema,
      response: { 200: CostSheetAnswerSchema, ...refusals },
    }),
    async (request) => {
      const car = await carOf(authUser(request).userId, request.body.Rand);
      if (!(await deleteCost(db, car.id, request.body.id))) {
        throw new AppError(404, MSG.costNotFound);
      }
      return sheet(car, MSG.costRemoved);
    },
  );

  app.post(
    `${BASE}/Costs/Margin`,
    signedIn({
      summary:
        "Sets the margin (whole rupees) the owner wants above a car's net cost: its minimum price is the two together. Owners only.",
      body: MarginFormSchema,
      response: { 200: CostSheetAnswerSchema, ...refusals },
    }),
    async (request) => {
      const car = await carOf(authUser(request).userId, request.body.Rand);
      await saveMargin(db, car.id, request.body.margin, new Date().toISOString());
      return sheet(car, MSG.marginSaved);
    },
  );

  app.get(
    `${BASE}/StockValue`,
    signedIn({
      summary:
        "The owner's cars for sale: how many, their summed net cost and asking prices (rupees), and how many have been in stock 0-14, 15-29, 30-44 and 45 or more days. Owners only.",
      response: { 200: StockValueAnswerSchema, ...failures(401, 403) },
    }),
    async (request) => {
      const ids = await costDealerIds(db, authUser(request).userId);
      return { Success: true, Message: 'Success', Data: await stockValue(db, ids, new Date()) };
    },
  );
};
