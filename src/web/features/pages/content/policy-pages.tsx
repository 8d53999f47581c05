/**
 * The static pages (docs/product.md#policy-pages), keyed by slug: title, the
 * dated line under it, and the body, one file per page (about-us.tsx,
 * privacy-policy.tsx, terms-and-conditions.tsx, account-deletion-policy.tsx,
 * refund-policy.tsx). CarSetu is a listing marketplace: it does not sell cars,
 * take payments for cars or charge commission. Contact details come from the
 * site settings, never literals.
 */

import type { ReactNode } from 'react';
import { POLICY_PAGES } from '#shared/public-pages.ts';
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
  aboutus: { title: POLICY_PAGES.aboutus.title, body: AboutUs },
  privacypolicy: {
    title: POLICY_PAGES.privacypolicy.title,
    meta: 'Last updated 28/07/2025',
    body: PrivacyPolicy,
  },
  termsandconditions: {
    title: POLICY_PAGES.termsandconditions.title,
    meta: 'Effective from 28/07/2025',
    body: Terms,
  },
  accountdeletionpolicy: { title: POLICY_PAGES.accountdeletionpolicy.title, body: AccountDeletion },
  refundpolicy: { title: POLICY_PAGES.refundpolicy.title, body: Refund },
};

export function findStaticPage(slug: string | undefined): StaticPage | undefined {
  return slug ? STATIC_PAGES[slug.toLowerCase()] : undefined;
}
