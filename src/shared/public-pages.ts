/**
 * Titles of the public pages (issue 9, part 4): the server writes them into
 * the page head and the web app uses the same words (the pages import their
 * own title from heads.ts, so a page's code carries only its own), so a link
 * preview and the open page agree. Titles here are without the " | CarSetu" suffix; their
 * words are in src/shared/i18n/{lang}/heads.ts (the build's language). The
 * descriptions only the server writes are in src/server/pages/page-descriptions.ts
 * (kept out of the browser's code).
 */
import {
  aboutUsTitle,
  accountDeletionPolicyTitle,
  carForSaleTitle,
  compareTitle,
  contactTitle,
  homeTitle,
  privacyPolicyTitle,
  refundPolicyTitle,
  searchTitle,
  termsTitle,
} from '#messages/heads.ts';
import { formatRupees } from './format.ts';

/**
 * A car page's title (docs/product.md#car-page): "2023 Maruti Suzuki Ertiga
 * VXi (O) for sale in Junagadh at ₹6,15,000"; `price` in rupees.
 */
export const carPageTitle = (car: { name: string; city: string; price: number }): string =>
  carForSaleTitle(car.name, car.city, formatRupees(car.price));

/** Home, /search, /compare and /contactus. */
export const MAIN_PAGE_TITLES = {
  home: homeTitle,
  search: searchTitle,
  compare: compareTitle,
  contact: contactTitle,
} as const;

/** The /page/{slug} pages, keyed by the lower-case slug. */
export const POLICY_PAGE_TITLES = {
  aboutus: aboutUsTitle,
  privacypolicy: privacyPolicyTitle,
  termsandconditions: termsTitle,
  accountdeletionpolicy: accountDeletionPolicyTitle,
  refundpolicy: refundPolicyTitle,
} as const;
