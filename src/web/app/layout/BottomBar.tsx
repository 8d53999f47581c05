/**
 * Phone-only bottom bar (docs/product.md#footer-and-bottom-bar): Buy Car, Sell
 * Car, Wishlist, then Login or Logout. Sell Car and Wishlist open the login
 * dialog when signed out (and go there once signed in); Buy Car is open to
 * everybody.
 */
import type { ComponentType, SVGProps } from 'react';
import {
  bottomBuyCar,
  bottomSellCar,
  loginButton,
  logoutButton,
  navWishlist,
  quickLinksLabel,
} from '#messages/frame.ts';
import { paths } from '#shared/pages/paths.ts';
import { CarIcon, HeartIcon, LoginIcon, LogoutIcon, TagIcon } from '#web/components/ui/icons.tsx';
import { useLoginDialog } from '#web/lib/login-dialog-store.ts';
import { useSignedIn } from '#web/lib/session.ts';
import { ProtectedLink, useLogout } from './session-controls.tsx';

const ITEMS: {
  to: string;
  label: string;
  protect: boolean;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { to: paths.search, label: bottomBuyCar, protect: false, Icon: CarIcon },
  { to: paths.myVehicles, label: bottomSellCar, protect: true, Icon: TagIcon },
  { to: paths.wishlist, label: navWishlist, protect: true, Icon: HeartIcon },
];

const itemClass =
  'flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium transition-colors';

export function BottomBar() {
  const showLogin = useLoginDialog((s) => s.show);
  const signedIn = useSignedIn();
  const logout = useLogout();
  return (
    <nav
      aria-label={quickLinksLabel}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(16_24_40/0.08)] md:hidden"
    >
      <ul className="grid grid-cols-4">
        {ITEMS.map(({ to, label, protect, Icon }) => (
          <li key={to}>
            <ProtectedLink
              to={to}
              protect={protect}
              className={({ isActive }) =>
                `${itemClass} ${isActive ? 'text-primary-700' : 'text-ink-600 hover:text-primary-700'}`
              }
            >
              <Icon className="h-6 w-6" />
              {label}
            </ProtectedLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={signedIn ? logout : showLogin}
            data-needs-login={signedIn ? undefined : true}
            className={`${itemClass} w-full text-ink-600 hover:text-primary-700`}
          >
            {signedIn ? <LogoutIcon className="h-6 w-6" /> : <LoginIcon className="h-6 w-6" />}
            {signedIn ? logoutButton : loginButton}
          </button>
        </li>
      </ul>
    </nav>
  );
}
