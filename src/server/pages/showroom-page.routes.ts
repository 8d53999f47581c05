/**
 * A dealer's showroom page, /dealer/{slug} (issue 45 part 5;
 * docs/decisions/046-showroom-pages.md), rendered on the server with its head
 * (showroom-head.ts). The slug's last 10 characters are the dealer's Rand: an
 * old or misspelt slug of a live dealer is redirected (301) to the current
 * one; an unknown or deactivated dealer answers the 404 page. The router is
 * case-insensitive, so /Dealer/Team (the workspace) reaches this route too:
 * anything not spelt /dealer/ goes on to the app's own handler.
 */
import type { FastifyInstance } from 'fastify';
import { type Lang, langPath } from '#shared/i18n/lang.ts';
import { showroomRand } from '#shared/pages/showroom.ts';
import { showroomByRand } from '../modules/showroom/showroom.repository.ts';
import type { PhotoStorage } from '../ports/photo-storage.ts';
import { HEAD_WORDS } from './head-words.ts';
import type { SendPage } from './page-sender.ts';
import { notFoundHead } from './public-heads.ts';
import { showroomPageHead } from './showroom-head.ts';

export interface ShowroomPageDeps {
  lang: Lang;
  sendPage: SendPage;
  photoStorage: Pick<PhotoStorage, 'url'>;
}

/** Registers GET /dealer/:slug under the language's prefix. */
export function showroomPageRoute(app: FastifyInstance, deps: ShowroomPageDeps): void {
  const { lang, sendPage } = deps;
  const publicUrl = app.config.publicUrl;
  const { seo, notFoundTitle } = HEAD_WORDS[lang];
  const absolute = (url: string) => (/^https?:\/\//i.test(url) ? url : `${publicUrl}${url}`);

  app.get<{ Params: { slug: string } }>(
    '/dealer/:slug',
    { schema: { hide: true } },
    async (request, reply) => {
      const [pathname = '', query = ''] = request.url.split('?');
      if (!/^(\/[a-z]{2})?\/dealer\//.test(pathname)) return reply.callNotFound();
      const rand = showroomRand(request.params.slug);
      const page = rand ? await showroomByRand(app.db, rand, deps.photoStorage) : undefined;
      if (!page) {
        const head = notFoundHead(
          { title: notFoundTitle, description: seo.pageNotFoundDescription },
          '/search',
          publicUrl,
        );
        return sendPage(request, reply, head, { status: 404, keep: false });
      }
      if (request.params.slug !== page.Path.slice('/dealer/'.length)) {
        const to = langPath(lang, page.Path);
        return reply.redirect(query ? `${to}?${query}` : to, 301);
      }
      const photo = page.Photo ? absolute(page.Photo) : null;
      const logo = page.Logo ? absolute(page.Logo) : null;
      return sendPage(
        request,
        reply,
        showroomPageHead({ ...page, Photo: photo, Logo: logo }, publicUrl, lang),
      );
    },
  );
}
