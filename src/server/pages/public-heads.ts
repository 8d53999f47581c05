/**
 * Heads of the public pages that are not a car (issue 9, part 4): Home,
 * /search, /contactus and the policy pages, with absolute canonical URLs
 * built from PUBLIC_URL. Titles and descriptions are the shared ones the web
 * app shows (src/shared/public-pages.ts).
 */
import { PRODUCT } from '#shared/brand.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import { type POLICY_PAGES, type PublicPageMeta, policyPages } from './page-descriptions.ts';
import type { PageHead } from './page-head.ts';

/** The head of a page at `path` (canonical spelling) described by `meta`. */
export function staticPageHead(
  meta: PublicPageMeta,
  path: string,
  publicUrl: string,
  ogImage?: string,
): PageHead {
  return {
    title: `${meta.title} | ${PRODUCT}`,
    description: meta.description,
    canonical: `${publicUrl}${path}`,
    ogType: 'website',
    ogImage,
  };
}

/**
 * The head of a 404 page: `title` and `description`, canonical `path` (the
 * page to go to instead), `noindex`.
 */
export function notFoundHead(meta: PublicPageMeta, path: string, publicUrl: string): PageHead {
  return { ...staticPageHead(meta, path, publicUrl), robots: 'noindex' };
}

/** Home, /search and /contactus by route (their heads: mainPages(lang)[page]). */
export const MAIN_PAGE_PATHS = [
  { path: '/', page: 'home' },
  { path: '/search', page: 'search' },
  { path: '/contactus', page: 'contact' },
] as const;

/** The canonical path of each policy page (as docs/product.md#policy-pages spells them: /page/Refundpolicy, /page/AboutUs ...). */
export const POLICY_PAGE_PATHS: Record<keyof typeof POLICY_PAGES & string, string> = {
  aboutus: '/page/AboutUs',
  privacypolicy: '/page/privacypolicy',
  termsandconditions: '/page/termsandconditions',
  accountdeletionpolicy: '/page/accountdeletionpolicy',
  refundpolicy: '/page/Refundpolicy',
};

/** The head of /page/{slug} (any case) in `lang`, or undefined for an unknown slug. */
export function policyPageHead(
  slug: string,
  publicUrl: string,
  lang: Lang = 'en',
): PageHead | undefined {
  const key = slug.toLowerCase();
  const meta = policyPages(lang)[key];
  const path = POLICY_PAGE_PATHS[key];
  return meta && path ? staticPageHead(meta, path, publicUrl) : undefined;
}
