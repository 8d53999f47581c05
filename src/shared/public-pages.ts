/**
 * Titles of the public pages (issue 9, part 4): the server writes them into
 * the page head and the web app uses the same ones, so a link preview and the
 * open page agree. Titles here are without the " | CarSetu" suffix. The
 * descriptions only the server writes are in src/server/pages/page-descriptions.ts
 * (kept out of the browser's code).
 */
import { formatRupees } from './format.ts';

/**
 * A car page's title (docs/product.md#car-page): "2023 Maruti Suzuki Ertiga
 * VXi (O) for sale in Junagadh at ₹6,15,000"; `price` in rupees.
 */
export const carPageTitle = (car: { name: string; city: string; price: number }): string =>
  `${car.name} for sale in ${car.city} at ${formatRupees(car.price)}`;

/** Home, /search, /compare and /contactus. */
export const MAIN_PAGE_TITLES = {
  home: 'Used Cars for Sale in India',
  search: 'ALL CARS',
  compare: 'Compare cars',
  contact: 'Contact Us',
} as const;

/** The /page/{slug} pages, keyed by the lower-case slug. */
export const POLICY_PAGE_TITLES = {
  aboutus: 'About Us',
  privacypolicy: 'Privacy Policy',
  termsandconditions: 'Terms & Conditions',
  accountdeletionpolicy: 'Account Deletion Policy',
  refundpolicy: 'Cancellation and Refund Policy',
} as const;
