/**
 * A person's breach notices in the app (issue 44 part 7; docs/incident.md;
 * extension): GET /api/Account/Notices lists the caller's own, unread
 * first; POST /api/Account/NoticeRead marks one read (404 when it is not
 * theirs). The account comes from the token.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import { MyNoticesSchema, NoticeReadSchema } from '#shared/schemas/breach.ts';
import { AppError } from '../../http/app-error.ts';
import { failures } from '../../http/failure-responses.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import { markRead, noticesOf } from './breach.repository.ts';

export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Account']);

  app.get(
    '/api/Account/Notices',
    signedIn({
      summary:
        "The signed-in person's notices from CarSetu (a personal data breach that touched their data): unread first, then newest first.",
      response: { 200: MyNoticesSchema, ...failures(401) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        Success: true,
        Message: 'Success',
        Data: await noticesOf(db, authUser(request).userId),
      };
    },
  );

  app.post(
    '/api/Account/NoticeRead',
    signedIn({
      summary: "Marks one of the signed-in person's notices read (id); 404 when it is not theirs.",
      body: NoticeReadSchema,
      response: { 200: EmptyAnswerSchema, ...failures(400, 401, 404) },
    }),
    async (request) => {
      const ok = await markRead(
        db,
        authUser(request).userId,
        request.body.id,
        new Date().toISOString(),
      );
      if (!ok) throw new AppError(404, 'Notice not found');
      return { Success: true, Message: 'Marked as read', Data: null };
    },
  );
};
