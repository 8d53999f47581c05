/**
 * The reminder's one-tap link (docs/moderation.md#fresh-listings):
 * `/listing/renew?t={token}` works without signing in. Opening it changes
 * nothing (WhatsApp and mail scanners open links): it names the car and
 * offers two buttons, 'Yes, renew it' and 'It is sold', each a POST. A token
 * unknown or malformed, or a car no longer for sale, gets a page saying so.
 * In Hindi and Gujarati under /hi and /gu (the reminder's link is in its
 * language, issue 26).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Lang, splitLangPath } from '#shared/i18n/lang.ts';
import { paths } from '#shared/pages/paths.ts';
import { appLink, asSmallPage, SMALL_PAGE_PREFIXES, smallPage } from '../../http/small-page.ts';
import { LINK_PAGE_WORDS } from '../../notices/notice-words.ts';
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

/** The link to My Vehicles in `lang`. */
const myVehiclesLink = (lang: Lang) =>
  appLink(lang, paths.myVehicles, LINK_PAGE_WORDS[lang].myVehicles);

const notValid = (lang: Lang) => {
  const words = LINK_PAGE_WORDS[lang];
  return smallPage(
    lang,
    words.yourCarTitle,
    `<h1>${words.linkNotValid}</h1><p>${words.renewElsewhere(myVehiclesLink(lang))}</p>`,
  );
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const live = (status: string, reason: string | null) =>
  status === 'UnSold' || (status === 'Hidden' && reason === 'expired');

export const renewalLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  for (const prefix of SMALL_PAGE_PREFIXES) {
    const path = `${prefix}${RENEW_LINK_PATH}`;
    const lang = splitLangPath(path).lang;
    const words = LINK_PAGE_WORDS[lang];

    app.get(path, { schema: { hide: true, querystring: QuerySchema } }, async (request, reply) => {
      asSmallPage(reply);
      const { t } = request.query;
      const car = t ? await carOfReminderToken(db, tokenHash(t)) : undefined;
      if (!t || !car || !live(car.status, car.hidden_reason)) return notValid(lang);
      const title = escapeHtml(`${car.model_year} ${car.make_name} ${car.model_name}`);
      const button = (action: string, label: string, style = '') =>
        `<form method="post" action="${path}" style="margin-top:.75rem"><input type="hidden" name="t" value="${t}"><input type="hidden" name="action" value="${action}"><button type="submit"${style}>${label}</button></form>`;
      return smallPage(
        lang,
        words.yourCarTitle,
        `<h1>${words.stillForSale(title)}</h1><p>${words.renewOrSold}</p>
${button('renew', words.renewButton)}${button('sold', words.soldButton, ' style="background:#fff;color:#1f2937;border:1px solid #9ca3af"')}`,
      );
    });

    app.post(path, { schema: { hide: true, body: BodySchema } }, async (request, reply) => {
      asSmallPage(reply);
      const { t, action } = request.body;
      const car = t ? await carOfReminderToken(db, tokenHash(t)) : undefined;
      if (!t || !action || !car || !live(car.status, car.hidden_reason)) return notValid(lang);
      const nowIso = new Date().toISOString();
      if (action === 'sold') {
        await markSold(db, car.id, nowIso);
        return smallPage(
          lang,
          words.markedSold,
          `<h1>${words.markedSold}</h1><p>${words.markedSoldAbout}</p>`,
        );
      }
      await renewListing(db, car.id, nowIso);
      return smallPage(
        lang,
        words.carRenewed,
        `<h1>${words.carRenewed}</h1><p>${words.seeItIn(myVehiclesLink(lang))}</p>`,
      );
    });
  }
};
