/**
 * GET /api/Dealer/Reports and /api/Dealer/Reports.csv (issue 43 part 5;
 * docs/decisions/041-lead-work.md, docs/product.md#roles-and-permissions), behind a Bearer
 * token: the leads of one IST week or month of the dealership, counted
 * (JSON) or one row each (CSV, an attachment). Owners and managers: 403 for
 * a sales executive or anyone in no dealership; a `DealerId` not theirs 404;
 * a `Period` or `Day` that is not one (or a day after today) 400.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { istDate } from '#shared/ist.ts';
import { LeadReportSchema, ReportQuerySchema, reportRange } from '#shared/schemas/lead-reports.ts';
import { failures } from '../../http/failure-responses.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import { callerMembership } from '../cars/caller-membership.ts';
import { leadReportCsv } from './lead-report-csv.ts';
import { leadReport, reportLeads } from './lead-reports.ts';
import { firmAndTeam } from './speed-to-lead.ts';

export const leadReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Dealer team']);

  app.get(
    '/api/Dealer/Reports',
    signedIn({
      summary:
        "The dealership's leads of one IST week (Monday to Sunday) or month holding Day (default today): totals, per car, per source, lost reasons and each person's figures (id 0: the owner). Owners and managers.",
      querystring: ReportQuerySchema,
      response: { 200: LeadReportSchema, ...failures(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { DealerId, Period, Day } = request.query;
      const m = await callerMembership(db, authUser(request).userId, DealerId, 'allLeads');
      const Data = await leadReport(db, m.dealerId, Period, Day ?? istDate(new Date()));
      return { Success: true, Message: 'Success', Data };
    },
  );

  app.get(
    '/api/Dealer/Reports.csv',
    signedIn({
      summary:
        "The same leads as CSV, one row each (no buyer's name or mobile), as an attachment. Owners and managers.",
      querystring: ReportQuerySchema,
      response: { 200: z.string().describe('text/csv'), ...failures(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const { DealerId, Period, Day } = request.query;
      const m = await callerMembership(db, authUser(request).userId, DealerId, 'allLeads');
      const range = reportRange(Period, Day ?? istDate(new Date()));
      const [leads, { firmName, team }] = await Promise.all([
        reportLeads(db, m.dealerId, range),
        firmAndTeam(db, m.dealerId),
      ]);
      const names = new Map<number, string>([
        [0, firmName],
        ...team.map((s) => [s.id, s.name] as [number, string]),
      ]);
      return reply
        .header('Cache-Control', 'no-store')
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="enquiries-${Period}-${range.from}.csv"`,
        )
        .send(leadReportCsv(leads, names));
    },
  );
};
