/**
 * Closing a sale in the dealer workspace (issue 45 part 3;
 * docs/decisions/044-cost-sheets.md#sales; extension), behind a Bearer
 * token, owners and managers only (`manageCar`: 403 for a sales executive
 * or anyone outside a dealership, 404 for anyone else's car):
 *
 * - POST /api/Dealer/Sell: the buyer's name, mobile and address, an
 *   optional ID, the sale price and payment mode, the car's optional engine
 *   and chassis numbers; marks the car sold;
 * - GET /api/Dealer/Sale?Rand=: the sale and its RC transfer's stage;
 * - POST /api/Dealer/RcStage: signed, submitted (to the RTO) or transferred;
 * - GET /api/Dealer/Papers?Rand=&doc=: the invoice, delivery note, Form 29
 *   or Form 30 as a PDF to download;
 * - GET /api/Dealer/StockRegister.csv?from=&to=: the register of vehicles;
 * - GET /api/Dealer/StockRegister.pdf?from=&to=: the same register to print.
 *
 * The dealership's GSTIN on its papers: paper-details.routes.ts (owners).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import {
  PapersQuerySchema,
  RcStageFormSchema,
  SaleAnswerSchema,
  SaleFormSchema,
  StockRegisterQuerySchema,
} from '#shared/schemas/sale.ts';
import { failures } from '../../http/failure-responses.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import { dealershipsFor } from '../cars/ownership.ts';
import { salePaperPdf } from './papers.ts';
import { saleFacts, saleOf, sellCar, setRcStage } from './sales.service.ts';
import { stockRegisterCsv } from './stock-register.ts';
import { stockRegisterPdf } from './stock-register-pdf.ts';

const BASE = '/api/Dealer';

export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Dealer workspace']);
  const refusals = failures(400, 401, 403, 404);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    `${BASE}/Sell`,
    signedIn({
      summary:
        "Sells one of the dealership's cars: buyerName, buyerMobile, buyerAddress, optional idType (aadhaar, pan, driving-licence, voter-id, passport) and idNumber, salePrice (rupees), paymentMode (cash, upi, bank-transfer, cheque, loan), optional engineNumber (5 to 20 letters and digits) and chassisNumber (5 to 17), uppercased. The car is marked sold; its papers follow from /Papers. 400 for a car sold already. Owners and managers.",
      body: SaleFormSchema,
      response: { 200: EmptyAnswerSchema, ...refusals },
    }),
    async (request) => {
      await sellCar(db, authUser(request).userId, request.body, new Date());
      return { Success: true, Message: MSG.carSoldWithPapers, Data: null };
    },
  );

  app.get(
    `${BASE}/Sale`,
    signedIn({
      summary:
        "One sold car's sale: the buyer, the price, the payment mode, when, the engine and chassis numbers (null: not given), and the RC transfer's stage with the day it is due at the RTO (14 days after the sale). Owners and managers.",
      querystring: z.object({ Rand: z.string().min(1).max(64) }),
      response: { 200: SaleAnswerSchema, ...refusals },
    }),
    async (request) => ({
      Success: true,
      Message: 'Success',
      Data: await saleOf(db, authUser(request).userId, request.query.Rand, new Date()),
    }),
  );

  app.post(
    `${BASE}/RcStage`,
    signedIn({
      summary:
        "Moves a sold car's RC transfer to signed, submitted or transferred. Owners and managers.",
      body: RcStageFormSchema,
      response: { 200: EmptyAnswerSchema, ...refusals },
    }),
    async (request) => {
      const { Rand, stage } = request.body;
      await setRcStage(db, authUser(request).userId, Rand, stage, new Date());
      return { Success: true, Message: MSG.rcStageSaved, Data: null };
    },
  );

  app.get(
    `${BASE}/Papers`,
    signedIn({
      summary:
        "A sold car's paper as a PDF: doc invoice, delivery-note, form-29 or form-30, filled in from the sale. Owners and managers.",
      querystring: PapersQuerySchema,
      response: { 200: z.any().describe('application/pdf'), ...refusals },
    }),
    async (request, reply) => {
      const { Rand, doc } = request.query;
      const facts = await saleFacts(db, authUser(request).userId, Rand);
      const pdf = await salePaperPdf(doc, facts);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${doc}-${facts.car.number}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    `${BASE}/StockRegister.csv`,
    signedIn({
      summary:
        "The dealership's register of vehicles (CMVR rule 55A) from `from` to `to` (YYYY-MM-DD, at most 366 days) as CSV: registration number, make, model, variant, engine and chassis numbers, the day taken in, the day sold and the buyer. Owners and managers.",
      querystring: StockRegisterQuerySchema,
      response: { 200: z.string().describe('text/csv'), ...refusals },
    }),
    async (request, reply) => {
      const { from, to } = request.query;
      const ids = (await dealershipsFor(db, authUser(request).userId, 'manageCar')).map(
        (d) => d.dealerId,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="stock-register-${from}-${to}.csv"`)
        .send(await stockRegisterCsv(db, ids, { from, to }));
    },
  );

  app.get(
    `${BASE}/StockRegister.pdf`,
    signedIn({
      summary:
        "The dealership's register of vehicles (CMVR rule 55A) from `from` to `to` (YYYY-MM-DD, at most 366 days) as a PDF to print: A4 on its side, the dealership's name and address and the days at the top of each numbered page, a row per car with its registration number, make, model, variant, a sold car's engine and chassis numbers, the day taken in, the day sold and the buyer. Owners and managers.",
      querystring: StockRegisterQuerySchema,
      response: { 200: z.any().describe('application/pdf'), ...refusals },
    }),
    async (request, reply) => {
      const { from, to } = request.query;
      const ids = (await dealershipsFor(db, authUser(request).userId, 'manageCar')).map(
        (d) => d.dealerId,
      );
      const pdf = await stockRegisterPdf(db, ids, { from, to });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="stock-register-${from}-${to}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
};
