/**
 * The opt-out link every alert carries (docs/alerts.md, issue 24 part 4):
 * `/alerts/stop?t={token}` works without signing in. Opening it changes
 * nothing (WhatsApp and mail scanners open links): it shows one button, and
 * that POST turns the buyer's alerts off ('link'). A token unknown or
 * malformed gets the same page with the way to do it in My alerts. Small
 * pages of their own, not crawled (noindex, robots.txt); in Hindi and
 * Gujarati under /hi and /gu (the alert's link is in its language, issue 26).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Lang, splitLangPath } from '#shared/i18n/lang.ts';
import { MSG } from '#shared/messages.ts';
import { paths } from '#shared/pages/paths.ts';
import { appLink, asSmallPage, SMALL_PAGE_PREFIXES, smallPage } from '../../http/small-page.ts';
import { LINK_PAGE_WORDS } from '../../notices/notice-words.ts';
import { setAlerts } from '../saved-searches/alert-consents.repository.ts';
import { userOfStopToken } from './digest.repository.ts';
import { STOP_PATH, stopTokenHash } from './send-digest.ts';

const TokenSchema = z.object({
  t: z
    .string()
    .regex(/^[\w-]{10,100}$/)
    .optional()
    .catch(undefined),
});

/** The link to My alerts in `lang`. */
const myAlertsLink = (lang: Lang) => appLink(lang, paths.myAlerts, LINK_PAGE_WORDS[lang].myAlerts);

const notValid = (lang: Lang) => {
  const words = LINK_PAGE_WORDS[lang];
  return smallPage(
    lang,
    words.stopAlertsTitle,
    `<h1>${words.linkNotValid}</h1><p>${words.stopAlertsElsewhere(myAlertsLink(lang))}</p>`,
  );
};

export const alertsStopRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  for (const prefix of SMALL_PAGE_PREFIXES) {
    const path = `${prefix}${STOP_PATH}`;
    const lang = splitLangPath(path).lang;
    const words = LINK_PAGE_WORDS[lang];

    app.get(path, { schema: { hide: true, querystring: TokenSchema } }, async (request, reply) => {
      asSmallPage(reply);
      const { t } = request.query;
      if (!t || (await userOfStopToken(db, stopTokenHash(t))) === undefined) return notValid(lang);
      return smallPage(
        lang,
        words.stopAlertsTitle,
        `<h1>${words.stopAlertsQuestion}</h1><p>${words.stopAlertsAbout}</p>
<form method="post" action="${path}"><input type="hidden" name="t" value="${t}"><button type="submit">${words.stopAlertsButton}</button></form>`,
      );
    });

    app.post(path, { schema: { hide: true, body: TokenSchema } }, async (request, reply) => {
      asSmallPage(reply);
      const { t } = request.body;
      const userId = t ? await userOfStopToken(db, stopTokenHash(t)) : undefined;
      if (userId === undefined) return notValid(lang);
      await setAlerts(db, userId, {
        on: false,
        consentText: MSG.alertsConsent,
        via: 'link',
        nowIso: new Date().toISOString(),
      });
      return smallPage(
        lang,
        words.alertsOff,
        `<h1>${words.alertsOff}</h1><p>${words.alertsOnAgain(myAlertsLink(lang))}</p>`,
      );
    });
  }
};
