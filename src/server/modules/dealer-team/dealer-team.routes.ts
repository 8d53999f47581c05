/**
 * A dealership's team (issue 43 part 1; docs/decisions/040-dealer-team.md)
 * under /api/Dealer/Team, behind a Bearer token: List, Add, Update (role and
 * price permission) and Remove. Only an owner of the dealership may: anyone
 * else in it gets 403, someone in no dealership 403, a dealership or person
 * of another dealership 404 as an unknown one does; a refused request
 * changes nothing. Answers are never kept by a cache (personal data).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEALER_TEAM_LIMIT } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import {
  TeamAddRequestSchema,
  TeamAnswerSchema,
  TeamListQuerySchema,
  TeamMemberAnswerSchema,
  TeamRemoveRequestSchema,
  TeamUpdateRequestSchema,
} from '#shared/schemas/dealer-team.ts';
import { failures } from '../../http/failure-responses.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import { addStaff, changeStaff, removeStaff, teamActor, teamOf } from './dealer-team.service.ts';

const BASE = '/api/Dealer/Team';

export const dealerTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Dealer team']);
  const refusals = failures(400, 401, 403, 404);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    `${BASE}/List`,
    signedIn({
      summary:
        "The team of the caller's dealership (DealerId, or their first): the registered mobile first (id null, always an owner), then each person with their role, price permission and when they were added.",
      querystring: TeamListQuerySchema,
      response: { 200: TeamAnswerSchema, ...refusals },
    }),
    async (request) => {
      const actor = await teamActor(db, authUser(request).userId, request.query.DealerId);
      return {
        Success: true,
        Message: 'Success',
        Data: await teamOf(db, actor.membership.dealerId),
      };
    },
  );

  app.post(
    `${BASE}/Add`,
    signedIn({
      summary: `Adds a person by Mobile with a Name, a Role (owner, manager, sales) and MayChangePrice (a sales executive's quick price). 409 when the mobile is blocked, already in this team, another dealership's (registered or in its team), or the team holds ${DEALER_TEAM_LIMIT} people.`,
      body: TeamAddRequestSchema,
      response: { 200: TeamMemberAnswerSchema, ...refusals, ...failures(409) },
    }),
    async (request) => {
      const { DealerId, ...form } = request.body;
      const actor = await teamActor(db, authUser(request).userId, DealerId);
      const member = await addStaff(db, actor, form, new Date());
      return { Success: true, Message: MSG.staffAdded, Data: member };
    },
  );

  app.post(
    `${BASE}/Update`,
    signedIn({
      summary:
        "Sets a person's (id) Role and MayChangePrice. 404 for a person of another dealership or none; 409 for the caller themselves; the registered mobile has no id and cannot be changed.",
      body: TeamUpdateRequestSchema,
      response: { 200: TeamMemberAnswerSchema, ...refusals, ...failures(409) },
    }),
    async (request) => {
      const { DealerId, id, ...change } = request.body;
      const actor = await teamActor(db, authUser(request).userId, DealerId);
      const member = await changeStaff(db, actor, id, change, new Date());
      return { Success: true, Message: MSG.staffUpdated, Data: member };
    },
  );

  app.post(
    `${BASE}/Remove`,
    signedIn({
      summary:
        'Removes a person (id) from the team: their sessions end and their open leads go back to the owner. 404 for a person of another dealership or none; 409 for the caller themselves.',
      body: TeamRemoveRequestSchema,
      response: { 200: EmptyAnswerSchema, ...refusals, ...failures(409) },
    }),
    async (request) => {
      const { DealerId, id } = request.body;
      const actor = await teamActor(db, authUser(request).userId, DealerId);
      await removeStaff(db, actor, id, new Date());
      return { Success: true, Message: MSG.staffRemoved, Data: null };
    },
  );
};
