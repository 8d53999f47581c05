/**
 * The visitor's language choice (issue 26, part 1; docs/decisions/037-languages.md).
 * The switcher links to `/lang/{lang}?to={English path}`: the answer keeps the
 * choice in a cookie for a year and sends the visitor to that page in that
 * language (a plain link: it works before and without the app). Afterwards a
 * page asked in another language is sent to the chosen one: a shared English
 * link opens in Hindi for a visitor who chose Hindi. A first visit, and every
 * crawler (no cookie), stays on the address it asked for.
 */
import type { FastifyInstance } from 'fastify';
import { isLang, type Lang, langPath, splitLangPath } from '#shared/i18n/lang.ts';
import {
  LanguageChoiceParamsSchema,
  LanguageChoiceQuerySchema,
} from '#shared/schemas/language-choice.ts';

/** The cookie that keeps the choice. */
export const LANG_COOKIE = 'carsetu_lang';
const YEAR_SECONDS = 365 * 24 * 3600;

/** The chosen language in a Cookie header, if any. */
export function chosenLang(cookieHeader: string | undefined): Lang | undefined {
  const m = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=(\\w+)`).exec(cookieHeader ?? '');
  return m && isLang(m[1]) ? m[1] : undefined;
}

/** Pages the choice applies to: GET or HEAD of a page (not the API, a file, or the switch itself). */
function isPageRequest(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (/^\/(api|lang|photos|sitemaps?|robots|admin|healthz|readyz|metrics)(\/|$)/i.test(path)) {
    return false;
  }
  return !/\.[a-z0-9]+$/i.test(path);
}

/** Adds GET /lang/{lang} and the redirect to the chosen language to `app` (its root, not a plugin scope). */
export function registerLanguageChoice(app: FastifyInstance): void {
  app.get(
    '/lang/:lang',
    {
      schema: {
        hide: true,
        params: LanguageChoiceParamsSchema,
        querystring: LanguageChoiceQuerySchema,
      },
    },
    async (request, reply) => {
      const { lang } = request.params as { lang: Lang };
      const { to } = request.query as { to: string };
      const secure = app.config.publicUrl.startsWith('https:') ? '; Secure' : '';
      return reply
        .header('Cache-Control', 'no-store')
        .header(
          'Set-Cookie',
          `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`,
        )
        .redirect(langPath(lang, splitLangPath(to).path), 303);
    },
  );

  app.addHook('onRequest', (request, reply, done) => {
    const chosen = chosenLang(request.headers.cookie);
    const [path] = request.url.split('?');
    if (!chosen || !isPageRequest(request.method, path ?? '/')) return done();
    const asked = splitLangPath(request.url);
    if (asked.lang === chosen) return done();
    reply
      .header('Cache-Control', 'no-store')
      .header('Vary', 'Cookie')
      .redirect(langPath(chosen, asked.path), 302);
  });
}
