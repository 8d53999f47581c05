/**
 * The public pages' titles and descriptions for their heads (issue 9, part 4):
 * the titles are the web app's own (#shared/public-pages.ts); the
 * descriptions are written by the server only, so they stay out of the
 * browser's code.
 */
import { MAIN_PAGE_TITLES, POLICY_PAGE_TITLES } from '#shared/public-pages.ts';

export interface PublicPageMeta {
  title: string;
  description: string;
}

/** Home, /search, /compare and /contactus. */
export const MAIN_PAGES = {
  home: {
    title: MAIN_PAGE_TITLES.home,
    description:
      'Buy and sell used cars in India on CarSetu. Search second-hand cars by city, make, model, fuel, budget and kilometres from trusted dealers and owners.',
  },
  search: {
    title: MAIN_PAGE_TITLES.search,
    description:
      'Find used cars for sale across India: filter by state, city, make, model, fuel, gear, year, budget and kilometres, and contact the seller directly.',
  },
  compare: {
    title: MAIN_PAGE_TITLES.compare,
    description:
      'Used cars side by side on CarSetu: price, fair-price badge, year, kilometres, fuel, gear, owners, city, features and EMI.',
  },
  contact: {
    title: MAIN_PAGE_TITLES.contact,
    description:
      'Contact CarSetu, Gandhinagar, Gujarat: phone, e-mail and address of the used-car marketplace team.',
  },
} as const satisfies Record<string, PublicPageMeta>;

/** The /page/{slug} pages, keyed by the lower-case slug. */
export const POLICY_PAGES: Record<string, PublicPageMeta> = {
  aboutus: {
    title: POLICY_PAGE_TITLES.aboutus,
    description:
      'CarSetu is a used-car marketplace for India: buyers find cars from dealers and owners and contact them directly. We do not sell cars or take commission.',
  },
  privacypolicy: {
    title: POLICY_PAGE_TITLES.privacypolicy,
    description:
      'What CarSetu collects, why, who it is shared with, how long it is kept and your rights.',
  },
  termsandconditions: {
    title: POLICY_PAGE_TITLES.termsandconditions,
    description: 'The terms for using CarSetu to buy and sell used cars, effective 28/07/2025.',
  },
  accountdeletionpolicy: {
    title: POLICY_PAGE_TITLES.accountdeletionpolicy,
    description:
      'How to ask CarSetu to delete your account permanently, and what is kept afterwards.',
  },
  refundpolicy: {
    title: POLICY_PAGE_TITLES.refundpolicy,
    description:
      'Cancel within 24 hours of payment; refunds for unused services or outages over 48 hours, processed in 7-10 business days.',
  },
};
