/**
 * Working leads (issue 43 parts 2 and 3; docs/decisions/041-lead-work.md)
 * under /api/Enquiries, behind a Bearer token: the header's counts, the Today queue, a
 * follow-up, a first contact, a lead's history, who it may go to and giving
 * it to them, and the 9:30 WhatsApp of the day's follow-ups. A lead the
 * caller may not see answers 404 as an unknown one does; a refused request
 * changes nothing. Answers are never kept by a cache (personal data).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOfAcceptLanguage } from '#shared/i18n/lang.ts';
import { MSG } from '#shared/messages.ts';
import { EmptyAnswerSchema, envelope } from '#shared/schemas/api.ts';
import { EnquiryCountSchema, EnquirySchema, TodaySchema } from '#shared/schemas/enquiry.ts';
import { FollowUpMessagesRequestSchema } from '#shared/schemas/follow-ups-consent.ts';
import {
  AssigneeListSchema,
  AssignRequestSchema,
  ContactRequestSchema,
  FollowUpMessagesSchema,
  FollowUpRequestSchema,
  LeadHistorySchema,
  LeadIdQuerySchema,
} from '#shared/schemas/lead-work.ts';
import { translateMessage } from '../../http/answer-language.ts';
import { failures } from '../../http/failure-responses.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import { leadScopeOf } from '../cars/lead-scope.ts';
import { followUpsOn, setFollowUps } from '../consents/follow-up-consents.repository.ts';
import { countNewEnquiries } from '../enquiries/enquiries.repository.ts';
import { assigneesOf } from './assignment.repository.ts';
import { leadHistory } from './lead-events.repository.ts';
import {
  assignableDealerOf,
  assignLead,
  recordContact,
  saveFollowUp,
  visibleLeadId,
} from './lead-work.service.ts';
import { todayCounts, todayQueue } from './today.repository.ts';

const BASE = '/api/Enquiries';
const EnquiryAnswerSchema = envelope(EnquirySchema);

/** The 9:30 consent wording in the language of the page asking (Accept-Language). */
const consentIn = (request: FastifyRequest) =>
  translateMessage(MSG.followUpsConsent, langOfAcceptLanguage(request.headers['accept-language']));

export const leadWorkRoutes: FastifyPluginAsyncZod<{
  photoStorage: PhotoStorage;
  jobQueue: JobQueue;
}> = async (app, { photoStorage, jobQueue }) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Enquiries']);
  const escalateMinutes = app.config.limits.leadEscalateMinutes;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    `${BASE}/Today`,
    signedIn({
      summary:
        "The caller's own open leads (assigned to them; an owner's: those assigned to nobody): follow-ups overdue, due later today (IST) and new ones, with their counts.",
      response: { 200: TodaySchema, ...failures(401) },
    }),
    async (request) => ({
      Success: true,
      Message: 'Success',
      Data: await todayQueue(db, photoStorage, authUser(request).userId, new Date()),
    }),
  );

  app.get(
    `${BASE}/NewCount`,
    signedIn({
      summary:
        "How many leads on the signed-in seller's cars are still new, and how many are in their Today queue (the header's badge).",
      response: { 200: EnquiryCountSchema, ...failures(401) },
    }),
    async (request) => {
      const scope = await leadScopeOf(db, authUser(request).userId);
      const [NewCount, today] = await Promise.all([
        countNewEnquiries(db, scope),
        todayCounts(db, scope, new Date()),
      ]);
      return {
        Success: true,
        Message: 'Success',
        Data: { NewCount, TodayCount: today.Overdue + today.Due + today.New },
      };
    },
  );

  app.post(
    `${BASE}/FollowUp`,
    signedIn({
      summary:
        "Saves a lead's Stage (new, contacted, visit, negotiating, won, lost with LostReason), NextFollowUp (IST 'YYYY-MM-DDTHH:MM' or ISO; '' clears; not in the past) and a Note, as one event of its history. Answers the lead.",
      body: FollowUpRequestSchema,
      response: { 200: EnquiryAnswerSchema, ...failures(400, 401, 404) },
    }),
    async (request) => ({
      Success: true,
      Message: MSG.followUpSaved,
      Data: await saveFollowUp(
        { db, storage: photoStorage },
        authUser(request).userId,
        request.body,
        new Date(),
      ),
    }),
  );

  app.post(
    `${BASE}/Contact`,
    signedIn({
      summary:
        'Call or WhatsApp tapped on a lead (Via call or whatsapp): its first contact when it had none, and an event of its history.',
      body: ContactRequestSchema,
      response: { 200: EmptyAnswerSchema, ...failures(400, 401, 404) },
    }),
    async (request) => {
      await recordContact(db, authUser(request).userId, request.body, new Date());
      return { Success: true, Message: 'Success', Data: null };
    },
  );

  app.get(
    `${BASE}/History`,
    signedIn({
      summary: "A lead's history, newest first: who did what, when.",
      querystring: LeadIdQuerySchema,
      response: { 200: LeadHistorySchema, ...failures(400, 401, 404) },
    }),
    async (request) => {
      const id = await visibleLeadId(db, authUser(request).userId, request.query.id);
      return { Success: true, Message: 'Success', Data: await leadHistory(db, id) };
    },
  );

  app.get(
    `${BASE}/Assignees`,
    signedIn({
      summary:
        'Who a lead may be given to (id 0: the owner, then the active team), for an owner or manager of its dealership (403 for anyone else who sees it).',
      querystring: LeadIdQuerySchema,
      response: { 200: AssigneeListSchema, ...failures(400, 401, 403, 404) },
    }),
    async (request) => {
      const dealerId = await assignableDealerOf(db, authUser(request).userId, request.query.id);
      return { Success: true, Message: 'Success', Data: await assigneesOf(db, dealerId) };
    },
  );

  app.post(
    `${BASE}/Assign`,
    signedIn({
      summary:
        'Gives a lead to AssigneeId (0: the owner), who gets its WhatsApp notice. Owners and managers only (403); a person of another dealership 404, a removed one 409.',
      body: AssignRequestSchema,
      response: { 200: EnquiryAnswerSchema, ...failures(400, 401, 403, 404, 409) },
    }),
    async (request) => ({
      Success: true,
      Message: MSG.leadAssigned,
      Data: await assignLead(
        { db, storage: photoStorage, jobQueue, escalateMinutes },
        authUser(request).userId,
        request.body,
        new Date(),
      ),
    }),
  );

  app.get(
    `${BASE}/FollowUpMessages`,
    signedIn({
      summary:
        "Whether the caller's 9:30 WhatsApp of the day's follow-ups is on, and the consent wording that turns it on.",
      response: { 200: FollowUpMessagesSchema, ...failures(401) },
    }),
    async (request) => ({
      Success: true,
      Message: 'Success',
      Data: {
        On: await followUpsOn(db, authUser(request).userId),
        ConsentText: consentIn(request),
      },
    }),
  );

  app.post(
    `${BASE}/FollowUpMessages`,
    signedIn({
      summary:
        "Turns the 9:30 message on (On 'true' with Consent, exactly the wording GET answers) or off ('false'). A STOP reply turns it off too.",
      body: FollowUpMessagesRequestSchema,
      response: { 200: FollowUpMessagesSchema, ...failures(400, 401) },
    }),
    async (request) => {
      const { On, Consent } = request.body;
      await setFollowUps(db, authUser(request).userId, {
        on: On,
        consentText: On && Consent ? Consent : MSG.followUpsConsent,
        via: 'account',
        nowIso: new Date().toISOString(),
      });
      return {
        Success: true,
        Message: On ? MSG.followUpsOn : MSG.followUpsOff,
        Data: { On, ConsentText: consentIn(request) },
      };
    },
  );
};
