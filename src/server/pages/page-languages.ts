/**
 * The public pages in each language (issue 26, part 1; docs/decisions/037-languages.md):
 * where each language's build is, and a page head under a language's prefix
 * with its hreflang alternates.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HTML_LANG, LANGS, type Lang, langPath } from '#shared/i18n/lang.ts';
import type { PageAlternate, PageHead } from './page-head.ts';

/** One language's web build and server-render bundle. */
export interface LanguageBuild {
  lang: Lang;
  webRoot: string;
  /** dist/ssr{-lang}/entry-server.js. */
  ssrEntry: string;
}

/**
 * The languages built beside the English web build at `webRoot` (dist/web;
 * Hindi in dist/web-hi, Gujarati in dist/web-gu: scripts/web-build.ts), English
 * first. `englishSsrEntry` replaces English's server-render bundle (tests).
 */
export function languageBuilds(webRoot: string, englishSsrEntry?: string): LanguageBuild[] {
  const parent = path.dirname(path.resolve(webRoot));
  const base = path.basename(webRoot);
  return LANGS.flatMap((lang) => {
    const suffix = lang === 'en' ? '' : `-${lang}`;
    const root = lang === 'en' ? webRoot : path.join(parent, `${base}${suffix}`);
    if (!fs.existsSync(path.join(root, 'index.html'))) return [];
    const ssrEntry =
      lang === 'en' && englishSsrEntry
        ? englishSsrEntry
        : path.join(parent, `${base.replace(/^web/, 'ssr')}${suffix}`, 'entry-server.js');
    return [{ lang, webRoot: root, ssrEntry }];
  });
}

/** The page at English path `englishPath` ('/search?x=1') in every language, and x-default (English). */
export function pageAlternates(englishPath: string, publicUrl: string): PageAlternate[] {
  return [
    ...LANGS.map((lang) => ({
      hreflang: HTML_LANG[lang],
      href: `${publicUrl}${langPath(lang, englishPath)}`,
    })),
    { hreflang: 'x-default', href: `${publicUrl}${englishPath}` },
  ];
}

/**
 * `head` (written for English, canonical `${publicUrl}/path`) as `lang`'s page:
 * canonical under the language's prefix, og:locale, and the alternates in every
 * language (none on a page search engines should not index).
 */
export function localizedHead(head: PageHead, lang: Lang, publicUrl: string): PageHead {
  const englishPath = head.canonical.startsWith(publicUrl)
    ? head.canonical.slice(publicUrl.length) || '/'
    : undefined;
  if (englishPath === undefined) return head;
  return {
    ...head,
    canonical: `${publicUrl}${langPath(lang, englishPath)}`,
    locale: HTML_LANG[lang].replace('-', '_'),
    ...(head.robots?.includes('noindex')
      ? {}
      : { alternates: pageAlternates(englishPath, publicUrl) }),
  };
}
