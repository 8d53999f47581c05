/**
 * The reminder's one-tap link (docs/moderation.md#fresh-listings):
 * `/listing/renew?t={token}` works without signing in. Opening it changes
 * nothing (WhatsApp and mail scanners open links): it names the car and
 * offers two buttons, 'Yes, renew it' and 'It is sold', each a POST. A token
 * unknown or malformed, or a car no longer for sale, gets a page saying so.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '#shared/messages.ts';
import { paths } from '#shared/pages/paths.ts';
import { smallPage } from '../../http/small-page.ts';
import { tokenHash } from '../auth/secrets.ts';
import { markSold } from '../listings/listings.repository.ts';
import { carOfReminderToken } from './reminders.repository.ts';
import { RENEW_LINK_PATH } from './reminders.service.ts';
import { renewListing } from './renewals.repository.ts';

const token = z
  .string()
  .regex(/^[\w-]{20,100}$/)
  .optional()
  .catch(undefined);
const QuerySchema = z.object({ t: token });
const BodySchema = z.object({
  t: token,
  action: z.enum(['renew', 'sold']).optional().catch(undefined),
});

const notValid = smallPage(
  'Your car',
  `<h1>This link is not valid</h1><p>Log in to CarSetu and open <a href="${paths.myVehicles}">My Vehicles</a> to renew your car or mark it sold.</p>`,
);
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const renewalLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const noStore = (reply: {
    type: (t: string) => unknown;
    header: (k: string, v: string) => unknown;
  }) => {
    reply.type('text/html; charset=utf-8');
    reply.header('Cache-Control', 'no-store');
  };
  const live = (status: string, reason: string | null) =>
    status === 'UnSold' || (status === 'Hidden' && reason === 'expired');

  app.get(
    RENEW_LINK_PATH,
    { schema: { hide: true, querystring: QuerySchema } },
    async (request, reply) => {
      noStore(reply);
      const { t } = request.query;
      const car = t ? await carOfReminderToken(db, tokenHash(t)) : undefined;
      if (!t || !car || !live(car.status, car.hidden_reason)) return notValid;
      const title = escapeHtml(`${car.model_year} ${car.make_name} ${car.model_name}`);
      const button = (action: string, label: string, style = '') =>
        `<form method="post" action="${RENEW_LINK_PATH}" style="margin-top:.75rem"><input type="hidden" name="t" value="${t}"><input type="hidden" name="action" value="${action}"><button type="submit"${style}>${label}</button></form>`;
      return smallPage(
        'Your car',
        `<h1>Is your ${title} still for sale?</h1><p>Renew it to keep it on CarSetu, or mark it sold so buyers stop calling.</p>
${button('renew', 'Yes, renew it')}${button('sold', 'It is sold', ' style="background:#fff;color:#1f2937;border:1px solid #9ca3af"')}`,
      );
    },
  );

  app.post(
    RENEW_LINK_PATH,
    { schema: { hide: true, body: BodySchema } },
    async (request, reply) => {
      noStore(reply);
      const { t, action } = request.body;
      const car = t ? await carOfReminderToken(db, tokenHash(t)) : undefined;
      if (!t || !action || !car || !live(car.status, car.hidden_reason)) return notValid;
      const nowIso = new Date().toISOString();
      if (action === 'sold') {
        await markSold(db, car.id, nowIso);
        return smallPage(
          'Marked sold',
          `<h1>Marked sold</h1><p>Congratulations on the sale. Buyers will see it is sold.</p>`,
        );
      }
      await renewListing(db, car.id, nowIso);
      return smallPage(
        MSG.carRenewed,
        `<h1>${MSG.carRenewed}</h1><p>See it in <a href="${paths.myVehicles}">My Vehicles</a>.</p>`,
      );
    },
  );
};
