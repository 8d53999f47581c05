/**
 * The words of the public pages' heads in each language (issue 26; the
 * server renders every language, so it imports all three, where the web app
 * gets only its build's): titles (src/shared/i18n/{lang}/heads.ts, the ones
 * the app shows), what only the server writes (seo.ts: descriptions, the car
 * page's preview sentence, breadcrumbs) and the product's messages it needs.
 */
import { notFoundTitle as enNotFoundTitle } from '#shared/i18n/en/frame.ts';
import * as enHeads from '#shared/i18n/en/heads.ts';
import * as enLanding from '#shared/i18n/en/landing.ts';
import { MSG as enMsg } from '#shared/i18n/en/messages.ts';
import * as enSeo from '#shared/i18n/en/seo.ts';
import * as enShowroom from '#shared/i18n/en/showroom.ts';
import { notFoundTitle as guNotFoundTitle } from '#shared/i18n/gu/frame.ts';
import * as guHeads from '#shared/i18n/gu/heads.ts';
import * as guLanding from '#shared/i18n/gu/landing.ts';
import { MSG as guMsg } from '#shared/i18n/gu/messages.ts';
import * as guSeo from '#shared/i18n/gu/seo.ts';
import * as guShowroom from '#shared/i18n/gu/showroom.ts';
import { notFoundTitle as hiNotFoundTitle } from '#shared/i18n/hi/frame.ts';
import * as hiHeads from '#shared/i18n/hi/heads.ts';
import * as hiLanding from '#shared/i18n/hi/landing.ts';
import { MSG as hiMsg } from '#shared/i18n/hi/messages.ts';
import * as hiSeo from '#shared/i18n/hi/seo.ts';
import * as hiShowroom from '#shared/i18n/hi/showroom.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import type { LandingWords } from '#shared/pages/landing-wording.ts';

/** A module's exports with its string literals widened to string (the languages share the shape). */
type Words<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends Record<string, string>
      ? { [P in keyof T[K]]: string }
      : T[K];
};

export interface HeadWords {
  heads: Words<typeof enHeads>;
  seo: Words<typeof enSeo>;
  /** Landing pages' title, h1 and description (landingWording). */
  landing: LandingWords;
  /** A dealer's showroom page's title and description (issue 45 part 5). */
  showroom: Words<typeof enShowroom>;
  /** The product's messages a head shows (404 titles, a hidden car). */
  msg: Record<'notFound' | 'carNotFound' | 'unavailable', string>;
  /** The title of the 404 page the app shows for an address no page has (frame.ts). */
  notFoundTitle: string;
}

export const HEAD_WORDS: Record<Lang, HeadWords> = {
  en: {
    heads: enHeads,
    seo: enSeo,
    msg: enMsg,
    landing: enLanding,
    showroom: enShowroom,
    notFoundTitle: enNotFoundTitle,
  },
  hi: {
    heads: hiHeads,
    seo: hiSeo,
    msg: hiMsg,
    landing: hiLanding,
    showroom: hiShowroom,
    notFoundTitle: hiNotFoundTitle,
  },
  gu: {
    heads: guHeads,
    seo: guSeo,
    msg: guMsg,
    landing: guLanding,
    showroom: guShowroom,
    notFoundTitle: guNotFoundTitle,
  },
};
