/**
 * Grievances (issue 44 part 5; docs/privacy.md#grievances; extension), behind
 * a Bearer token (a person signs in with their mobile and OTP to file one):
 * POST /api/Grievance/File files one and answers its ticket; GET
 * /api/Grievance/Mine lists the caller's own with their answers. Limited per
 * client address (GRIEVANCE_IP_LIMIT) and per account (grievances.service.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '#shared/messages.ts';
import {
  GrievanceFiledSchema,
  GrievanceFormSchema,
  MyGrievancesSchema,
} from '#shared/schemas/grievance.ts';
import { failures } from '../../http/failure-responses.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { perAddressLimit } from '../auth/auth-limits.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import { grievancesOf } from './grievances.repository.ts';
import { fileGrievance } from './grievances.service.ts';

/** Grievances per client address (as REPORT_IP_LIMIT). */
export const GRIEVANCE_IP_LIMIT = { max: 10, timeWindow: '1 hour' } as const;

export const grievanceRoutes: FastifyPluginAsyncZod<{ jobQueue: JobQueue }> = async (
  app,
  { jobQueue },
) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Grievances']);
  const officer = app.config.site.grievanceOfficer;

  app.post(
    '/api/Grievance/File',
    {
      ...signedIn({
        summary:
          "Files a grievance (category, details of 20 to 2,000 characters) for the signed-in person; Data.ticket is its ticket. A WhatsApp acknowledgement follows with the date it will be answered by and the Grievance Officer's contact. 403 for a blocked mobile, 429 past 10 an hour per address or 5 a day per account.",
        body: GrievanceFormSchema,
        response: { 200: GrievanceFiledSchema, ...failures(400, 401, 403, 429) },
      }),
      config: perAddressLimit(GRIEVANCE_IP_LIMIT),
    },
    async (request) => {
      const ticket = await fileGrievance(
        {
          db,
          jobQueue,
          officer: `${officer.name}, ${officer.email}`,
          templateLanguages: app.config.whatsapp.templateLanguages,
        },
        authUser(request).userId,
        request.body,
        new Date(),
      );
      return { Success: true, Message: MSG.grievanceFiled, Data: { ticket } };
    },
  );

  app.get(
    '/api/Grievance/Mine',
    signedIn({
      summary: "The signed-in person's grievances, newest first, with their status and answers.",
      response: { 200: MyGrievancesSchema, ...failures(401) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        Success: true,
        Message: 'Success',
        Data: await grievancesOf(db, authUser(request).userId),
      };
    },
  );
};
