/**
 * Breach notices in the operators' console (issue 44 part 7;
 * docs/incident.md): POST /api/Admin/BreachNotice stores a notice for
 * every account or a list of mobiles, with its audit row, in one
 * transaction, then queues its WhatsApp messages (breach-notice job); GET
 * /api/Admin/BreachNotices lists what was sent. Operators only (401 signed
 * out, 403 anyone else).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BreachNoticeFormSchema,
  BreachNoticeSentSchema,
  ConsoleBreachNoticesSchema,
} from '#shared/schemas/breach.ts';
import { failures } from '../../http/failure-responses.ts';
import { enqueueBreachNotice } from '../../jobs/breach-notice-job.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { auditFor } from '../admin/audit.repository.ts';
import { operatorOf, operatorRoutes } from '../admin/operators.ts';
import { consoleNotices, insertNotice } from './breach.repository.ts';

export const breachConsoleRoutes: FastifyPluginAsyncZod<{ jobQueue: JobQueue }> = async (
  app,
  { jobQueue },
) => {
  const db = app.db;
  const operator = operatorRoutes(db, app.config.operatorMobiles);
  const officer = app.config.site.grievanceOfficer;
  const contact = [officer.name, officer.email, officer.phone].filter(Boolean).join(', ');

  app.post(
    '/api/Admin/BreachNotice',
    operator({
      summary:
        "Sends a personal data breach notice (DPDP Rules 2025, rule 7(1): whatHappened, occurredOn, consequences, measures, advice; the Grievance Officer's contact is added) to every account (audience all) or to the accounts of mobiles (audience listed, one per line): in the app at once, on WhatsApp by the breach-notice job. Data: the notice's id, how many accounts it reached, and how many listed mobiles have no account. Audited.",
      body: BreachNoticeFormSchema,
      response: { 200: BreachNoticeSentSchema, ...failures(400, 401, 403) },
    }),
    async (request) => {
      const { audience, mobiles, ...words } = request.body;
      const op = operatorOf(request);
      const nowIso = new Date().toISOString();
      const sent = await db.transaction().execute(async (trx) => {
        const notice = await insertNotice(
          trx,
          { ...words, contact },
          audience === 'all' ? undefined : mobiles,
          { operatorId: op.userId, nowIso },
        );
        await auditFor(
          trx,
          op,
          nowIso,
        )({
          action: 'breach-notice',
          subject: `notice ${notice.id}`,
          reason: words.whatHappened.slice(0, 300),
          after: { audience, recipients: notice.recipients },
        });
        return notice;
      });
      await enqueueBreachNotice(jobQueue, sent.id);
      return {
        Success: true,
        Message: `Breach notice sent to ${sent.recipients} accounts`,
        Data: {
          ...sent,
          unknownMobiles: audience === 'all' ? 0 : mobiles.length - sent.recipients,
        },
      };
    },
  );

  app.get(
    '/api/Admin/BreachNotices',
    operator({
      summary:
        'The breach notices sent, newest first (100 at most), each with how many accounts it went to, how many got it on WhatsApp and how many read it.',
      response: { 200: ConsoleBreachNoticesSchema, ...failures(401, 403) },
    }),
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { Success: true, Message: 'Success', Data: await consoleNotices(db) };
    },
  );
};
