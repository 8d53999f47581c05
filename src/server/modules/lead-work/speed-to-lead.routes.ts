/**
 * GET /api/Dealer/SpeedToLead (issue 43 part 4; docs/decisions/041-lead-work.md),
 * behind a Bearer token: each person's median minutes to a lead's first
 * contact over the last 7 days, and how many open leads nobody has
 * contacted, for the owners and managers of the dealership (403 for a sales
 * executive or anyone in no dealership; a `DealerId` not theirs 404).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalId } from '#shared/schemas/fields.ts';
import { SpeedToLeadSchema } from '#shared/schemas/lead-work.ts';
import { failures } from '../../http/failure-responses.ts';
import { signedInRoutes } from '../auth/authenticate.ts';
import { requestMembership } from '../cars/caller-membership.ts';
import { speedToLead } from './speed-to-lead.ts';

export const speedToLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Dealer team']);
  app.get(
    '/api/Dealer/SpeedToLead',
    signedIn({
      summary:
        "Each person's leads, contacted leads and median minutes to first contact over the last 7 days (id 0: the owner's, assigned to nobody), and the open leads nobody has contacted. Owners and managers.",
      querystring: z.object({ DealerId: optionalId }),
      response: { 200: SpeedToLeadSchema, ...failures(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const m = await requestMembership(db, request, 'allLeads');
      return {
        Success: true,
        Message: 'Success',
        Data: await speedToLead(db, m.dealerId, new Date()),
      };
    },
  );
};
