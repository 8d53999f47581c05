/**
 * What a dealership's sale papers print besides its name and address
 * (issue 45 part 3; docs/decisions/044-cost-sheets.md#sales), under
 * /api/Dealer/PaperDetails, behind a Bearer token: its GSTIN, on the
 * invoice and the delivery note when set (papers.ts). Anyone of the
 * dealership reads it; only an owner changes it (`manageTeam`: 403
 * otherwise); a `DealerId` not theirs answers 404 as an unknown one does.
 * Never in a public page or answer (the showroom's included).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gstinRemoved, gstinSaved } from '#messages/sale.ts';
import { optionalId } from '#shared/schemas/fields.ts';
import { PaperDetailsAnswerSchema, PaperDetailsSchema } from '#shared/schemas/sale.ts';
import type { Db } from '../../db/database.ts';
import { failures } from '../../http/failure-responses.ts';
import { signedInRoutes } from '../auth/authenticate.ts';
import { requestMembership } from '../cars/caller-membership.ts';

const PATH = '/api/Dealer/PaperDetails';

/** Dealership `dealerId`'s paper details: { Gstin } (null: none set). */
async function detailsOf(db: Db, dealerId: number) {
  const row = await db
    .selectFrom('dealers')
    .select('gstin')
    .where('id', '=', dealerId)
    .executeTakeFirstOrThrow();
  return { Gstin: row.gstin };
}

export const paperDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Dealer workspace']);
  const query = z.object({ DealerId: optionalId });

  app.get(
    PATH,
    signedIn({
      summary:
        "What the dealership's sale papers print besides its name and address (DealerId, or the caller's first): Gstin, or null when none is set.",
      querystring: query,
      response: { 200: PaperDetailsAnswerSchema, ...failures(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const m = await requestMembership(db, request);
      return { Success: true, Message: 'Success', Data: await detailsOf(db, m.dealerId) };
    },
  );

  app.post(
    PATH,
    signedIn({
      summary:
        "Sets the dealership's GSTIN for its invoices and delivery notes (Gstin: 15 characters, 2-digit state code, PAN, entity, 'Z', check character; spaces dropped, uppercased; blank clears it). Owners only (403).",
      querystring: query,
      body: PaperDetailsSchema,
      response: { 200: PaperDetailsAnswerSchema, ...failures(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const m = await requestMembership(db, request, 'manageTeam');
      const gstin = request.body.Gstin ?? null;
      await db.updateTable('dealers').set({ gstin }).where('id', '=', m.dealerId).execute();
      return {
        Success: true,
        Message: gstin ? gstinSaved : gstinRemoved,
        Data: await detailsOf(db, m.dealerId),
      };
    },
  );
};
