/**
 * Titles and descriptions of the public pages (issue 9, part 4): the server
 * writes them into the page head, the web app uses the same titles, so a
 * link preview and the open page agree. Titles here are without the
 * " | CarSetu" suffix.
 */
import { formatRupees } from './format.ts';

/**
 * A car page's title (docs/product.md#car-page): "2023 Maruti Suzuki Ertiga
 * VXi (O) for sale in Junagadh at ₹6,15,000"; `price` in rupees.
 */
export const carPageTitle = (car: { name: string; city: string; price: number }): string =>
  `${car.name} for sale in ${car.city} at ${formatRupees(car.price)}`;

export interface PublicPageMeta {
  title: string;
  description: string;
}

/** Home, /search and /contactus. */
export const MAIN_PAGES = {
  home: {
    title: 'Used Cars for Sale in India',
    description:
      'Buy and sell used cars in India on CarSetu. Search second-hand cars by city, make, model, fuel, budget and kilometres from trusted dealers and owners.',
  },
  search: {
    title: 'ALL CARS',
    description:
      'Find used cars for sale across India: filter by state, city, make, model, fuel, gear, year, budget and kilometres, and contact the seller directly.',
  },
  compare: {
    title: 'Compare cars',
    description:
      'Used cars side by side on CarSetu: price, fair-price badge, year, kilometres, fuel, gear, owners, city, features and EMI.',
  },
  contact: {
    title: 'Contact Us',
    description:
      'Contact CarSetu, Gandhinagar, Gujarat: phone, e-mail and address of the used-car marketplace team.',
  },
} as const satisfies Record<string, PublicPageMeta>;

/** The /page/{slug} pages, keyed by the lower-case slug. */
export const POLICY_PAGES: Record<string, PublicPageMeta> = {
  aboutus: {
    title: 'About Us',
    description:
      'CarSetu is a used-car marketplace for India: buyers find cars from dealers and owners and contact them directly. We do not sell cars or take commission.',
  },
  privacypolicy: {
    title: 'Privacy Policy',
    description:
      'What CarSetu collects, why, who it is shared with, how long it is kept and your rights.',
  },
  termsandconditions: {
    title: 'Terms & Conditions',
    description: 'The terms for using CarSetu to buy and sell used cars, effective 28/07/2025.',
  },
  accountdeletionpolicy: {
    title: 'Account Deletion Policy',
    description:
      'How to ask CarSetu to delete your account permanently, and what is kept afterwards.',
  },
  refundpolicy: {
    title: 'Cancellation and Refund Policy',
    description:
      'Cancel within 24 hours of payment; refunds for unused services or outages over 48 hours, processed in 7-10 business days.',
  },
};
