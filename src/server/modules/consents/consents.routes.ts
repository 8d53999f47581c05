/**
 * GET /api/Account/Consents (issue 44 part 3; docs/privacy.md#consents;
 * extension): the signed-in person's consents, each purpose's standing and
 * every record (given or withdrawn, the notice version, the words, when and
 * where), newest first. Only the caller's own: the account comes from the
 * token. Withdrawing stays where giving is (My alerts, Today's 9:30
 * switch, a STOP reply or a message's link).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVACY_NOTICE_VERSION } from '#shared/privacy-notice.ts';
import { ConsentsAnswerSchema } from '#shared/schemas/consents.ts';
import { failures } from '../../http/failure-responses.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import { consentRecordsOf } from './consent-records.repository.ts';

export const consentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Account']);

  app.get(
    '/api/Account/Consents',
    signedIn({
      summary:
        "The signed-in person's consents: each purpose's standing and every record, newest first, with the notice version, the words agreed to, the time and the channel.",
      response: { 200: ConsentsAnswerSchema, ...failures(401) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const records = await consentRecordsOf(db, authUser(request).userId);
      const latest = new Map<string, (typeof records)[number]>();
      for (const r of records) if (!latest.has(r.purpose)) latest.set(r.purpose, r);
      return {
        Success: true,
        Message: 'Success',
        Data: {
          noticeVersion: PRIVACY_NOTICE_VERSION,
          current: [...latest.values()].map((r) => ({
            purpose: r.purpose,
            given: r.given,
            since: r.at,
          })),
          records,
        },
      };
    },
  );
};
