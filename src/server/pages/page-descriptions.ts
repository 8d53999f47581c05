/**
 * The public pages' titles and descriptions for their heads (issue 9, part 4),
 * in each language (head-words.ts): the titles are the web app's own; the
 * descriptions are written by the server only, so they stay out of the
 * browser's code.
 */
import type { Lang } from '#shared/i18n/lang.ts';
import { HEAD_WORDS } from './head-words.ts';

export interface PublicPageMeta {
  title: string;
  description: string;
}

/** Home, /search, /compare and /contactus in `lang`. */
export function mainPages(lang: Lang) {
  const { heads, seo } = HEAD_WORDS[lang];
  return {
    home: { title: heads.homeTitle, description: seo.homeDescription },
    search: { title: heads.searchTitle, description: seo.searchDescription },
    compare: { title: heads.compareTitle, description: seo.compareDescription },
    contact: { title: heads.contactTitle, description: seo.contactDescription },
  } satisfies Record<string, PublicPageMeta>;
}

/** The /page/{slug} pages in `lang`, keyed by the lower-case slug. */
export function policyPages(lang: Lang): Record<string, PublicPageMeta> {
  const { heads, seo } = HEAD_WORDS[lang];
  const d = seo.policyDescriptions;
  return {
    aboutus: { title: heads.aboutUsTitle, description: d.aboutus },
    privacypolicy: { title: heads.privacyPolicyTitle, description: d.privacypolicy },
    termsandconditions: { title: heads.termsTitle, description: d.termsandconditions },
    accountdeletionpolicy: {
      title: heads.accountDeletionPolicyTitle,
      description: d.accountdeletionpolicy,
    },
    refundpolicy: { title: heads.refundPolicyTitle, description: d.refundpolicy },
  };
}

/** The English pages (the sitemap's and tests' list of them). */
export const MAIN_PAGES = mainPages('en');
export const POLICY_PAGES = policyPages('en');
