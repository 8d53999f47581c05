/**
 * Grievances in the operators' console (issue 44 part 5;
 * docs/privacy.md#grievances): GET /api/Admin/Grievances lists them (open
 * first, the longest-waiting first, overdue and past the deadline marked);
 * POST /api/Admin/AnswerGrievance answers an open one, with an audit row in
 * the same transaction, and tells the person on WhatsApp (notifyAnswered).
 * Operators only (401 signed out, 403 anyone else).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import { AnswerGrievanceSchema, ConsoleGrievancesSchema } from '#shared/schemas/grievance.ts';
import { AppError } from '../../http/app-error.ts';
import { failures } from '../../http/failure-responses.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { auditFor } from '../admin/audit.repository.ts';
import { operatorOf, operatorRoutes } from '../admin/operators.ts';
import { answerGrievance, consoleGrievances } from './grievances.repository.ts';
import { notifyAnswered } from './grievances.service.ts';

export const grievanceConsoleRoutes: FastifyPluginAsyncZod<{ jobQueue: JobQueue }> = async (
  app,
  { jobQueue },
) => {
  const db = app.db;
  const operator = operatorRoutes(db, app.config.operatorMobiles);
  const officer = app.config.site.grievanceOfficer;

  app.get(
    '/api/Admin/Grievances',
    operator({
      summary:
        'Grievances: every open one, the longest-waiting first (overdue past 30 days, pastDeadline past 90), then the latest answered; 100 in all.',
      response: { 200: ConsoleGrievancesSchema, ...failures(401, 403) },
    }),
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { Success: true, Message: 'Success', Data: await consoleGrievances(db, new Date()) };
    },
  );

  app.post(
    '/api/Admin/AnswerGrievance',
    operator({
      summary:
        "Answer an open grievance (ticket, answer of 10 to 2,000 characters); the person sees it on /grievance under the Grievance Officer's contact, and gets a WhatsApp message with the link. 404 unknown ticket, 409 already answered.",
      body: AnswerGrievanceSchema,
      response: { 200: EmptyAnswerSchema, ...failures(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const { ticket, answer } = request.body;
      const op = operatorOf(request);
      const nowIso = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const before = await answerGrievance(trx, {
          ticket,
          answer,
          operatorId: op.userId,
          nowIso,
        });
        if (!before) throw new AppError(404, 'No such grievance');
        if (before.status !== 'open') throw new AppError(409, 'This grievance is answered already');
        await auditFor(
          trx,
          op,
          nowIso,
        )({
          action: 'answer-grievance',
          subject: ticket,
          reason: answer.slice(0, 300),
          before: { status: 'open' },
          after: { status: 'answered' },
        });
      });
      await notifyAnswered(
        {
          db,
          jobQueue,
          officer: `${officer.name}, ${officer.email}`,
          templateLanguages: app.config.whatsapp.templateLanguages,
          publicUrl: app.config.publicUrl,
        },
        ticket,
      );
      return { Success: true, Message: 'Grievance answered', Data: null };
    },
  );
};
