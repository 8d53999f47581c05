/**
 * POST /api/Listing/Report (issue 25 part 1, docs/moderation.md#reports): a
 * report of a car for sale, signed in (Bearer token: the account's mobile
 * reports) or not (Mobileno required). Limited per client address
 * (REPORT_IP_LIMIT) and per mobile (reports.service.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '#shared/messages.ts';
import { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import { ReportRequestSchema } from '#shared/schemas/report.ts';
import { AppError } from '../../http/app-error.ts';
import { failures } from '../../http/failure-responses.ts';
import { findUserMobile } from '../auth/accounts.repository.ts';
import { perAddressLimit } from '../auth/auth-limits.ts';
import { resolveBearer } from '../auth/authenticate.ts';
import { submitReport } from './reports.service.ts';

/** Reports per client address. */
export const REPORT_IP_LIMIT = { max: 10, timeWindow: '1 hour' } as const;

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  app.post(
    '/api/Listing/Report',
    {
      config: perAddressLimit(REPORT_IP_LIMIT),
      schema: {
        tags: ['Reports'],
        summary:
          "Report a car for sale (reason code, remarks; Mobileno when signed out, the account's mobile when a Bearer token is sent). Message says whether it was recorded or already reported by this mobile. The third open report from different mobiles hides the car pending review. 403 for a blocked mobile, 409 for a sold or hidden car, 429 past 10 an hour per address or 5 a day per mobile.",
        body: ReportRequestSchema,
        response: { 200: EmptyAnswerSchema, ...failures(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const { Rand, reason, remarks, Mobileno } = request.body;
      let mobile = Mobileno;
      let userId: number | null = null;
      if (request.headers.authorization !== undefined) {
        const user = await resolveBearer(db, request.headers.authorization, now);
        if (!user) {
          reply.header('WWW-Authenticate', 'Bearer');
          throw new AppError(401, MSG.unauthorized);
        }
        userId = user.userId;
        mobile = await findUserMobile(db, user.userId);
      }
      if (!mobile) throw new AppError(400, `Mobileno: ${MSG.mobileRequired}`);
      const message = await submitReport(
        db,
        { rand: Rand, reason, remarks: remarks ?? '', mobile, userId },
        now,
      );
      return { Success: message === MSG.reportSent, Message: message, Data: null };
    },
  );
};
