/**
 * The static pages (docs/product.md#policy-pages), keyed by slug: title, the
 * dated line under it, and the body, one file per page and language
 * (content/{en,hi,gu}/: about-us.tsx, privacy-policy.tsx,
 * terms-and-conditions.tsx, account-deletion-policy.tsx, refund-policy.tsx),
 * imported as `#policy-content/...`: English for Node, tsc and Vitest
 * (package.json `imports`), the build's language in each web build
 * (vite.config.ts). CarSetu is a listing marketplace: it does not sell cars,
 * take payments for cars or charge commission. Contact details come from the
 * site settings, never literals.
 */

import type { ReactNode } from 'react';
import { privacyPolicyUpdated, termsEffective } from '#messages/pages.ts';
import { AboutUs } from '#policy-content/about-us.tsx';
import { AccountDeletion } from '#policy-content/account-deletion-policy.tsx';
import { PrivacyPolicy } from '#policy-content/privacy-policy.tsx';
import { Refund } from '#policy-content/refund-policy.tsx';
import { Terms } from '#policy-content/terms-and-conditions.tsx';
import { POLICY_PAGE_TITLES } from '#shared/public-pages.ts';
import type { SiteSettings } from '#shared/schemas/site.ts';

export interface StaticPage {
  title: string;
  meta?: string;
  body: (site: SiteSettings) => ReactNode;
}

/** Keyed by the lower-case slug of /page/{slug}. */
export const STATIC_PAGES: Record<string, StaticPage> = {
  aboutus: { title: POLICY_PAGE_TITLES.aboutus, body: AboutUs },
  privacypolicy: {
    title: POLICY_PAGE_TITLES.privacypolicy,
    meta: privacyPolicyUpdated,
    body: PrivacyPolicy,
  },
  termsandconditions: {
    title: POLICY_PAGE_TITLES.termsandconditions,
    meta: termsEffective,
    body: Terms,
  },
  accountdeletionpolicy: { title: POLICY_PAGE_TITLES.accountdeletionpolicy, body: AccountDeletion },
  refundpolicy: { title: POLICY_PAGE_TITLES.refundpolicy, body: Refund },
};

export function findStaticPage(slug: string | undefined): StaticPage | undefined {
  return slug ? STATIC_PAGES[slug.toLowerCase()] : undefined;
}
