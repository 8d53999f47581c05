/** Phone-only bottom bar (spec 2): Buy Car, Sell Car, Wishlist, Login. */
import type { ComponentType, SVGProps } from 'react';
import { NavLink } from 'react-router';
import { CarIcon, HeartIcon, LoginIcon, TagIcon } from '#web/components/ui/icons.tsx';
import { useLoginDialog } from '#web/lib/login-dialog-store.ts';

const ITEMS: { to: string; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  // TODO(sign-in issue): Sell Car and Wishlist open the login dialog when signed out.
  { to: '/search', label: 'Buy Car', Icon: CarIcon },
  { to: '/MyVehicles', label: 'Sell Car', Icon: TagIcon },
  { to: '/Wishlist', label: 'Wishlist', Icon: HeartIcon },
];

const itemClass =
  'flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium transition-colors';

export function BottomBar() {
  const showLogin = useLoginDialog((s) => s.show);
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(16_24_40/0.08)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {ITEMS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                `${itemClass} ${isActive ? 'text-primary-700' : 'text-ink-600 hover:text-primary-700'}`
              }
            >
              <Icon className="h-6 w-6" />
              {label}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            // TODO(sign-in issue): opens the login dialog; shows Logout when signed in.
            onClick={showLogin}
            className={`${itemClass} w-full text-ink-600 hover:text-primary-700`}
          >
            <LoginIcon className="h-6 w-6" />
            Login
          </button>
        </li>
      </ul>
    </nav>
  );
}
