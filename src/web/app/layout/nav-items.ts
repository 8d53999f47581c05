/**
 * Menu entries shared by the header, the phone menu and the footer
 * (docs/product.md#header, #footer-and-bottom-bar).
 */

import { paths } from '#shared/pages/paths.ts';

export interface NavItem {
  to: string;
  label: string;
  /**
   * Login needed: a signed-out visitor gets the login dialog instead
   * (docs/product.md#login-dialog).
   */
  protect?: boolean;
  /**
   * Shown only to a signed-in dealer (GET /api/Dealer/Me says so); hidden
   * while that answer is unknown, so the entry never shows and then vanishes.
   */
  dealerOnly?: boolean;
}

export const MAIN_NAV: NavItem[] = [
  { to: paths.home, label: 'Home' },
  { to: paths.search, label: 'Find Used Cars' },
  { to: paths.sell, label: 'Sell Your Car', protect: true },
  { to: paths.myVehicles, label: 'My Vehicles', protect: true },
  { to: paths.contact, label: 'Contact Us' },
];

/**
 * Account submenu links (Login/Signup or Logout is a button, rendered
 * separately). Dealer Workspace is for dealers only (the route itself stays
 * open to anyone signed in, and tells a non-dealer it is for dealers).
 */
export const ACCOUNT_NAV: NavItem[] = [
  { to: paths.profile, label: 'Profile', protect: true },
  { to: paths.wishlist, label: 'Wishlist', protect: true },
  { to: paths.enquiries, label: 'Enquiries', protect: true },
  { to: paths.myAlerts, label: 'My alerts', protect: true },
  { to: paths.dealer, label: 'Dealer Workspace', protect: true, dealerOnly: true },
  { to: paths.policy('accountdeletionpolicy'), label: 'Delete Account Permanently' },
];

export const POLICY_NAV: NavItem[] = [
  { to: paths.policy('AboutUs'), label: 'About Us' },
  { to: paths.policy('privacypolicy'), label: 'Privacy Policy' },
  { to: paths.policy('termsandconditions'), label: 'Terms & Conditions' },
  { to: paths.policy('accountdeletionpolicy'), label: 'Account Deletion Policy' },
  { to: paths.policy('Refundpolicy'), label: 'Cancellation and Refund Policy' },
];
