/**
 * The buyer's WhatsApp alerts switch (issue 24 part 4,
 * docs/product.md#saved-searches) under /api/SavedSearch/Alerts, behind a
 * Bearer token: alerts start only once the buyer turns them on with the
 * consent wording shown (MSG.alertsConsent in the asking page's language,
 * issue 26; the wording agreed to is kept with the consent), and stop when
 * turned off. Additions to the original API.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOfAcceptLanguage } from '#shared/i18n/lang.ts';
import { MSG } from '#shared/messages.ts';
import { AlertsAnswerSchema, SetAlertsRequestSchema } from '#shared/schemas/saved-search.ts';
import { translateMessage } from '../../http/answer-language.ts';
import { failures } from '../../http/failure-responses.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import { alertsOn, setAlerts } from './alert-consents.repository.ts';

const PATH = '/api/SavedSearch/Alerts';

/** The consent wording in the language of the page asking (Accept-Language). */
const consentIn = (request: FastifyRequest) =>
  translateMessage(MSG.alertsConsent, langOfAcceptLanguage(request.headers['accept-language']));

export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Saved searches']);

  app.get(
    PATH,
    signedIn({
      summary:
        "Whether the signed-in buyer's WhatsApp alerts are on, and the consent wording that turns them on.",
      response: { 200: AlertsAnswerSchema, ...failures(401) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const on = await alertsOn(db, authUser(request).userId);
      return { Success: true, Message: 'Success', Data: { on, consentText: consentIn(request) } };
    },
  );

  app.post(
    PATH,
    signedIn({
      summary:
        "Turns the buyer's WhatsApp alerts on (`on` 'true' with `consent`, exactly the wording GET answers) or off ('false').",
      body: SetAlertsRequestSchema,
      response: { 200: AlertsAnswerSchema, ...failures(400, 401) },
    }),
    async (request) => {
      const { on, consent } = request.body;
      await setAlerts(db, authUser(request).userId, {
        on,
        consentText: on && consent ? consent : MSG.alertsConsent,
        via: 'account',
        nowIso: new Date().toISOString(),
      });
      return {
        Success: true,
        Message: on ? MSG.alertsOn : MSG.alertsOff,
        Data: { on, consentText: consentIn(request) },
      };
    },
  );
};
