/**
 * POST /api/LeadQRCode/AddLeadQRCode (docs/product.md#home-and-search-calls): a
 * buyer's name and mobile for a car, sent to its seller. Rate-limited per
 * client IP (LEAD_RATE_LIMIT a minute); the limiter is registered once with
 * `global: false` in src/server/register-modules.ts and switched on here by route config.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LeadAnswerSchema, LeadRequestSchema } from '#shared/schemas/lead.ts';
import { failures } from '../../http/failure-responses.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { submitLead } from './leads.service.ts';

/** Lead submissions allowed per client IP per minute. */
export const LEAD_RATE_LIMIT = 20;

export const leadRoutes: FastifyPluginAsyncZod<{ jobQueue: JobQueue }> = async (
  app,
  { jobQueue },
) => {
  app.post(
    '/api/LeadQRCode/AddLeadQRCode',
    {
      config: { rateLimit: { max: LEAD_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['Leads'],
        summary:
          "Leave a lead for a car (by Rand, else by Carno). Data: the seller's full profile. A repeat from the same mobile within 24 h answers Success false, 'Lead Already Exists', with the profile and no new lead. One mobile reaches at most LEAD_DAILY_CAP (default 20) different sellers a day (429); 20 leads per address per minute (429).",
        body: LeadRequestSchema,
        response: { 200: LeadAnswerSchema, ...failures(400, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      submitLead(
        {
          db: app.db,
          jobQueue,
          dailyCap: app.config.limits.leadDailyCap,
          escalateMinutes: app.config.limits.leadEscalateMinutes,
        },
        request.body,
        new Date(),
      ),
  );
};
