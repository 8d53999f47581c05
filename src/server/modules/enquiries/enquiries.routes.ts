/**
 * The seller's Enquiries (issue 12 item 1; docs/decisions/022-enquiries-inbox.md)
 * under /api/Enquiries, behind a Bearer token: the leads on the signed-in
 * seller's cars, newest first, and per listing its views, leads and days
 * listed. Working a lead (its stage, follow-ups, history, assignee) and the
 * header's counts (NewCount) are modules/lead-work/lead-work.routes.ts. A lead or
 * listing of anyone else is never read or changed: an id that is not the
 * seller's answers 404, as an unknown one does.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENQUIRIES_PAGE_SIZE,
  EnquiryListQuerySchema,
  EnquiryListSchema,
  ListingStatsSchema,
} from '#shared/schemas/enquiry.ts';
import { failures } from '../../http/failure-responses.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import { leadScopeOf } from '../cars/lead-scope.ts';
import { viewsByListing } from '../views/views.repository.ts';
import { countNewEnquiries, sellerEnquiries, sellerListingLeads } from './enquiries.repository.ts';

const BASE = '/api/Enquiries';
const DAY_MS = 86_400_000;

export const enquiryRoutes: FastifyPluginAsyncZod<{ photoStorage: PhotoStorage }> = async (
  app,
  { photoStorage },
) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Enquiries']);
  // Personal data: never kept by a cache between the seller and us.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    `${BASE}/MyEnquiries`,
    signedIn({
      summary: `The leads on the signed-in seller's cars, newest first, ${ENQUIRIES_PAGE_SIZE} at a time (before: the last id shown, for older ones), with the count of new leads.`,
      querystring: EnquiryListQuerySchema,
      response: { 200: EnquiryListSchema, ...failures(400, 401) },
    }),
    async (request) => {
      const { userId } = authUser(request);
      const limit = ENQUIRIES_PAGE_SIZE + 1;
      const rows = await sellerEnquiries(db, photoStorage, userId, {
        before: request.query.before,
        limit,
      });
      const Enquiries = rows.slice(0, ENQUIRIES_PAGE_SIZE);
      const last = Enquiries.at(-1);
      return {
        Success: true,
        Message: 'Success',
        Data: {
          Enquiries,
          NewCount: await countNewEnquiries(db, await leadScopeOf(db, userId)),
          NextBefore: rows.length > ENQUIRIES_PAGE_SIZE && last ? last.id : null,
        },
      };
    },
  );

  app.get(
    `${BASE}/ListingStats`,
    signedIn({
      summary:
        'Per listing of the signed-in seller (carid): views (once per visitor a day), leads and whole days since it was listed.',
      response: { 200: ListingStatsSchema, ...failures(401) },
    }),
    async (request) => {
      const listings = await sellerListingLeads(db, authUser(request).userId);
      const views = await viewsByListing(
        db,
        listings.map((l) => l.id),
      );
      const now = Date.now();
      return {
        Success: true,
        Message: 'Success',
        Data: listings.map((l) => ({
          carid: l.id,
          Views: views.get(l.id) ?? 0,
          Leads: l.leads,
          DaysListed: Math.max(0, Math.floor((now - Date.parse(l.createdAt)) / DAY_MS)),
        })),
      };
    },
  );
};
