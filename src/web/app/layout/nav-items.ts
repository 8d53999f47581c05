/** Menu entries shared by the header, the phone menu and the footer (spec 2, Header and Footer). */

export interface NavItem {
  to: string;
  label: string;
  /** Login needed: a signed-out visitor gets the login dialog instead (spec 2). */
  protect?: boolean;
}

export const MAIN_NAV: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Find Used Cars' },
  { to: '/SellInquiryform', label: 'Sell Your Car', protect: true },
  { to: '/MyVehicles', label: 'My Vehicles', protect: true },
  { to: '/contactus', label: 'Contact Us' },
];

/** Account submenu links (Login/Signup or Logout is a button, rendered separately). */
export const ACCOUNT_NAV: NavItem[] = [
  { to: '/profile', label: 'Profile', protect: true },
  { to: '/Wishlist', label: 'Wishlist', protect: true },
  { to: '/page/accountdeletionpolicy', label: 'Delete Account Permanently' },
];

export const POLICY_NAV: NavItem[] = [
  { to: '/page/AboutUs', label: 'About Us' },
  { to: '/page/privacypolicy', label: 'Privacy Policy' },
  { to: '/page/termsandconditions', label: 'Terms & Conditions' },
  { to: '/page/accountdeletionpolicy', label: 'Account Deletion Policy' },
  { to: '/page/Refundpolicy', label: 'Cancellation and Refund Policy' },
];
