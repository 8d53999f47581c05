/** Menu entries shared by the header, the phone menu and the footer (spec 2, Header and Footer). */

export interface NavItem {
  to: string;
  label: string;
}

export const MAIN_NAV: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Find Used Cars' },
  // TODO(sign-in issue): when signed out, Sell Your Car and My Vehicles open the login dialog.
  { to: '/SellInquiryform', label: 'Sell Your Car' },
  { to: '/MyVehicles', label: 'My Vehicles' },
  { to: '/contactus', label: 'Contact Us' },
];

/** Account submenu links (Login/Signup is a button, rendered separately). */
export const ACCOUNT_NAV: NavItem[] = [
  { to: '/profile', label: 'Profile' },
  { to: '/Wishlist', label: 'Wishlist' },
  { to: '/page/accountdeletionpolicy', label: 'Delete Account Permanently' },
];

export const POLICY_NAV: NavItem[] = [
  { to: '/page/AboutUs', label: 'About Us' },
  { to: '/page/privacypolicy', label: 'Privacy Policy' },
  { to: '/page/termsandconditions', label: 'Terms & Conditions' },
  { to: '/page/accountdeletionpolicy', label: 'Account Deletion Policy' },
  { to: '/page/Refundpolicy', label: 'Cancellation and Refund Policy' },
];
