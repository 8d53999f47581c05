/**
 * A dealership's working hours (issue 43 part 2;
 * docs/decisions/041-lead-work.md) under /api/Dealer/Hours, behind a
 * Bearer token: opening and closing time (IST 'HH:MM') and the open
 * weekdays (0 = Sunday), inside which a lead nobody acted on for
 * LEAD_ESCALATE_MINUTES goes to the owner too. Anyone of the dealership
 * reads them; only an owner changes them (403 otherwise); a `DealerId` not
 * theirs answers 404 as an unknown one does.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import { WorkingHoursAnswerSchema, WorkingHoursSchema } from '#shared/schemas/dealer-team.ts';
import { optionalId } from '#shared/schemas/fields.ts';
import type { Db } from '../../db/database.ts';
import { failures } from '../../http/failure-responses.ts';
import { signedInRoutes } from '../auth/authenticate.ts';
import { requestMembership } from '../cars/caller-membership.ts';

const PATH = '/api/Dealer/Hours';

async function hoursOf(db: Db, dealerId: number) {
  const row = await db
    .selectFrom('dealers')
    .select(['hours_open', 'hours_close', 'open_days'])
    .where('id', '=', dealerId)
    .executeTakeFirstOrThrow();
  return { Open: row.hours_open, Close: row.hours_close, Days: row.open_days };
}

export const workingHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Dealer team']);
  const query = z.object({ DealerId: optionalId });

  app.get(
    PATH,
    signedIn({
      summary:
        "The dealership's working hours (DealerId, or the caller's first): Open and Close 'HH:MM' in IST, Days the open weekdays as digits (0 = Sunday).",
      querystring: query,
      response: { 200: WorkingHoursAnswerSchema, ...failures(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const m = await requestMembership(db, request);
      return { Success: true, Message: 'Success', Data: await hoursOf(db, m.dealerId) };
    },
  );

  app.post(
    PATH,
    signedIn({
      summary:
        "Sets the dealership's working hours (Open, Close after it, Days). Owners only (403).",
      querystring: query,
      body: WorkingHoursSchema,
      response: { 200: WorkingHoursAnswerSchema, ...failures(400, 401, 403, 404) },
    }),
    async (request) => {
      const m = await requestMembership(db, request, 'manageTeam');
      const { Open, Close, Days } = request.body;
      await db
        .updateTable('dealers')
        .set({ hours_open: Open, hours_close: Close, open_days: Days })
        .where('id', '=', m.dealerId)
        .execute();
      return { Success: true, Message: MSG.hoursSaved, Data: await hoursOf(db, m.dealerId) };
    },
  );
};
