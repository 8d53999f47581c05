/**
 * Menu entries shared by the header, the phone menu and the footer
 * (docs/product.md#header, #footer-and-bottom-bar).
 */

import {
  navContact,
  navDealerWorkspace,
  navDeleteAccount,
  navEnquiries,
  navHome,
  navMyAlerts,
  navMyData,
  navMyVehicles,
  navProfile,
  navSearch,
  navSell,
  navWishlist,
} from '#messages/frame.ts';
import {
  aboutUsTitle,
  accountDeletionPolicyTitle,
  privacyPolicyTitle,
  refundPolicyTitle,
  termsTitle,
} from '#messages/heads.ts';
import { noticeGrievanceLink } from '#messages/login.ts';
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
  { to: paths.home, label: navHome },
  { to: paths.search, label: navSearch },
  { to: paths.sell, label: navSell, protect: true },
  { to: paths.myVehicles, label: navMyVehicles, protect: true },
  { to: paths.contact, label: navContact },
];

/**
 * Account submenu links (Login/Signup or Logout is a button, rendered
 * separately). Dealer Workspace is for dealers only (the route itself stays
 * open to anyone signed in, and tells a non-dealer it is for dealers).
 */
export const ACCOUNT_NAV: NavItem[] = [
  { to: paths.profile, label: navProfile, protect: true },
  { to: paths.wishlist, label: navWishlist, protect: true },
  { to: paths.enquiries, label: navEnquiries, protect: true },
  { to: paths.myAlerts, label: navMyAlerts, protect: true },
  { to: paths.myData, label: navMyData, protect: true },
  { to: paths.dealer, label: navDealerWorkspace, protect: true, dealerOnly: true },
  { to: `${paths.myData}#delete-account`, label: navDeleteAccount, protect: true },
];

/** The policy pages (each link named by the page's title, heads.ts) and the grievance form. */
export const POLICY_NAV: NavItem[] = [
  { to: paths.policy('AboutUs'), label: aboutUsTitle },
  { to: paths.policy('privacypolicy'), label: privacyPolicyTitle },
  { to: paths.policy('termsandconditions'), label: termsTitle },
  { to: paths.policy('accountdeletionpolicy'), label: accountDeletionPolicyTitle },
  { to: paths.policy('Refundpolicy'), label: refundPolicyTitle },
  { to: paths.grievance, label: noticeGrievanceLink },
];
