/**
 * The words of the WhatsApp messages in each language (issue 26 part 4,
 * src/shared/i18n/{lang}/notices.ts), and the language a person's message
 * goes out in: their account's `lang` (the language of the page they last
 * signed in from). A template message (the daily alert, the renewal
 * reminder) goes out in English when Meta has not approved that language's
 * version of the template (WHATSAPP_TEMPLATE_LANGUAGES), so its variables
 * are filled in English too; a lead notice is plain text, always in the
 * seller's language.
 */
import * as enLinkPages from '#shared/i18n/en/link-pages.ts';
import * as en from '#shared/i18n/en/notices.ts';
import * as guLinkPages from '#shared/i18n/gu/link-pages.ts';
import * as gu from '#shared/i18n/gu/notices.ts';
import * as hiLinkPages from '#shared/i18n/hi/link-pages.ts';
import * as hi from '#shared/i18n/hi/notices.ts';
import { isLang, type Lang } from '#shared/i18n/lang.ts';

/** The message words of one language (its strings widened: the languages share the shape). */
export type NoticeWords = {
  [K in keyof typeof en]: (typeof en)[K] extends string ? string : (typeof en)[K];
};

/** Every language's message words. */
export const NOTICE_WORDS: Record<Lang, NoticeWords> = { en, hi, gu };

/** The words of the pages the messages' links open (src/shared/i18n/{lang}/link-pages.ts). */
export type LinkPageWords = {
  [K in keyof typeof enLinkPages]: (typeof enLinkPages)[K] extends string
    ? string
    : (typeof enLinkPages)[K];
};

/** Every language's link-page words. */
export const LINK_PAGE_WORDS: Record<Lang, LinkPageWords> = {
  en: enLinkPages,
  hi: hiLinkPages,
  gu: guLinkPages,
};

/** A stored language (users.lang): one of LANGS, else English. */
export function langOf(stored: string | null | undefined): Lang {
  return isLang(stored) ? stored : 'en';
}

/** The language of a template message to someone whose language is `stored`. */
export function templateLanguageFor(
  stored: string | null | undefined,
  approved: readonly Lang[],
): Lang {
  const lang = langOf(stored);
  return approved.includes(lang) ? lang : 'en';
}

/**
 * `link` (an address on `publicUrl`) as the page in `lang`: /hi/... or
 * /gu/... (docs/decisions/037-languages.md); any other address unchanged.
 */
export function linkInLanguage(link: string, publicUrl: string, lang: Lang): string {
  if (lang === 'en' || !link.startsWith(`${publicUrl}/`)) return link;
  return `${publicUrl}/${lang}${link.slice(publicUrl.length)}`;
}
