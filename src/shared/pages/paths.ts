/**
 * Every page path of the product (docs/product.md#screens-and-routes), built
 * one way: the web app's links and navigations, and the server's heads,
 * sitemap and redirects use these rather than formatting paths themselves.
 */
import { carDetailsPath } from '../format.ts';
import { landingPath } from './landing.ts';

/** The /page/{slug} policy pages, with the slugs the product links to. */
export type PolicySlug =
  | 'AboutUs'
  | 'privacypolicy'
  | 'termsandconditions'
  | 'accountdeletionpolicy'
  | 'Refundpolicy';

export const paths = {
  home: '/',
  search: '/search',
  contact: '/contactus',
  sell: '/SellInquiryform',
  myVehicles: '/MyVehicles',
  wishlist: '/Wishlist',
  /** The seller's leads (issue 12). */
  enquiries: '/Enquiries',
  /** The dealer workspace (issue 12). */
  dealer: '/Dealer',
  profile: '/profile',
  /** The buyer's saved searches and WhatsApp alerts (issue 24). */
  myAlerts: '/MyAlerts',
  /** What CarSetu holds on the account, its download and consents (issue 44 part 4). */
  myData: '/MyData',
  /** Filing a grievance and following its answer (issue 44 part 5). */
  grievance: '/grievance',
  /** /Login, and with `next` the page to come back to once signed in (a path on this site). */
  login: (next?: string) => (next ? `/Login?next=${encodeURIComponent(next)}` : '/Login'),
  policy: (slug: PolicySlug) => `/page/${slug}`,
  /** A car's page: /CarDetails/{Rand}/{year}-{make}-{model}-{variant}- Used Car for Sale in{city}. */
  car: carDetailsPath,
  editListing: (rand: string) => `/EditSellInquiryform/${encodeURIComponent(rand)}`,
  /** A landing page: /used-cars/{slug}. */
  landing: landingPath,
} as const;
