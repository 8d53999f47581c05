/**
 * The static pages (docs/product.md#policy-pages), keyed by slug: title, the
 * dated line under it, and the body, one file per page (about-us.tsx,
 * privacy-policy.tsx, terms-and-conditions.tsx, account-deletion-policy.tsx,
 * refund-policy.tsx). CarSetu is a listing marketplace: it does not sell cars,
 * take payments for cars or charge commission. Contact details come from the
 * site settings, never literals.
 */

import type { ReactNode } from 'react';
import { POLICY_PAGE_TITLES } from '#shared/public-pages.ts';
import type { SiteSettings } from '#shared/schemas/site.ts';
import { AboutUs } from './about-us.tsx';
import { AccountDeletion } from './account-deletion-policy.tsx';
import { PrivacyPolicy } from './privacy-policy.tsx';
import { Refund } from './refund-policy.tsx';
import { Terms } from './terms-and-conditions.tsx';

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
    meta: 'Last updated 28/07/2025',
    body: PrivacyPolicy,
  },
  termsandconditions: {
    title: POLICY_PAGE_TITLES.termsandconditions,
    meta: 'Effective from 28/07/2025',
    body: Terms,
  },
  accountdeletionpolicy: { title: POLICY_PAGE_TITLES.accountdeletionpolicy, body: AccountDeletion },
  refundpolicy: { title: POLICY_PAGE_TITLES.refundpolicy, body: Refund },
};

export function findStaticPage(slug: string | undefined): StaticPage | undefined {
  return slug ? STATIC_PAGES[slug.toLowerCase()] : undefined;
}
