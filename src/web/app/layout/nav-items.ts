/**
 * Menu entries shared by the header, the phone menu and the footer
 * (docs/product.md#header, #footer-and-bottom-bar).
 */

import { paths } from '#shared/paths.ts';

export interface NavItem {
  to: string;
  label: string;
  /**
   * Login needed: a signed-out visitor gets the login dialog instead
   * (docs/product.md#login-dialog).
   */
  protect?: boolean;
}

export const MAIN_NAV: NavItem[] = [
  { to: paths.home, label: 'Home' },
  { to: paths.search, label: 'Find Used Cars' },
  { to: paths.sell, label: 'Sell Your Car', protect: true },
  { to: paths.myVehicles, label: 'My Vehicles', protect: true },
  { to: paths.contact, label: 'Contact Us' },
];

/** Account submenu links (Login/Signup or Logout is a button, rendered separately). */
export const ACCOUNT_NAV: NavItem[] = [
  { to: paths.profile, label: 'Profile', protect: true },
  { to: paths.wishlist, label: 'Wishlist', protect: true },
  { to: paths.enquiries, label: 'Enquiries', protect: true },
  { to: paths.dealer, label: 'Dealer Workspace', protect: true },
  { to: paths.policy('accountdeletionpolicy'), label: 'Delete Account Permanently' },
];

export const POLICY_NAV: NavItem[] = [
  { to: paths.policy('AboutUs'), label: 'About Us' },
  { to: paths.policy('privacypolicy'), label: 'Privacy Policy' },
  { to: paths.policy('termsandconditions'), label: 'Terms & Conditions' },
  { to: paths.policy('accountdeletionpolicy'), label: 'Account Deletion Policy' },
  { to: paths.policy('Refundpolicy'), label: 'Cancellation and Refund Policy' },
];
