/**
 * The opt-out link every alert carries (docs/alerts.md, issue 24 part 4):
 * `/alerts/stop?t={token}` works without signing in. Opening it changes
 * nothing (WhatsApp and mail scanners open links): it shows one button, and
 * that POST turns the buyer's alerts off ('link'). A token unknown or
 * malformed gets the same page with the way to do it in My alerts. Small
 * pages of their own, not crawled (noindex, robots.txt).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import { paths } from '#shared/pages/paths.ts';
import { smallPage } from '../../http/small-page.ts';
import { setAlerts } from '../saved-searches/alert-consents.repository.ts';
import { userOfStopToken } from './digest.repository.ts';
import { stopTokenHash } from './send-digest.ts';

export const STOP_PATH = '/alerts/stop';

const TokenSchema = z.object({
  t: z
    .string()
    .regex(/^[\w-]{10,100}$/)
    .optional()
    .catch(undefined),
});

const notValid = smallPage(
  'Stop alerts',
  `<h1>This link is not valid</h1><p>To turn WhatsApp alerts off, log in to CarSetu and open <a href="${paths.myAlerts}">My alerts</a>.</p>`,
);

export const alertsStopRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const html = (reply: {
    type: (t: string) => unknown;
    header: (k: string, v: string) => unknown;
  }) => {
    reply.type('text/html; charset=utf-8');
    reply.header('Cache-Control', 'no-store');
  };

  app.get(
    STOP_PATH,
    { schema: { hide: true, querystring: TokenSchema } },
    async (request, reply) => {
      html(reply);
      const { t } = request.query;
      if (!t || (await userOfStopToken(db, stopTokenHash(t))) === undefined) return notValid;
      return smallPage(
        'Stop alerts',
        `<h1>Stop CarSetu alerts?</h1><p>You will no longer get WhatsApp messages about new cars for your saved searches or price drops on your wishlist.</p>
<form method="post" action="${STOP_PATH}"><input type="hidden" name="t" value="${t}"><button type="submit">Stop alerts</button></form>`,
      );
    },
  );

  app.post(STOP_PATH, { schema: { hide: true, body: TokenSchema } }, async (request, reply) => {
    html(reply);
    const { t } = request.body;
    const userId = t ? await userOfStopToken(db, stopTokenHash(t)) : undefined;
    if (userId === undefined) return notValid;
    await setAlerts(db, userId, {
      on: false,
      consentText: MSG.alertsConsent,
      via: 'link',
      nowIso: new Date().toISOString(),
    });
    return smallPage(
      MSG.alertsOff,
      `<h1>${MSG.alertsOff}</h1><p>You can turn them on again in <a href="${paths.myAlerts}">My alerts</a>.</p>`,
    );
  });
};
