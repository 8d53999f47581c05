/**
 * The entries both header menus list (docs/product.md#header): the main
 * links, and the account entries (Login/Signup or Logout, then the account
 * links, Dealer Workspace for dealers only). The desktop menu and the phone
 * menu give them their own look.
 */
import { loginSignupButton, logoutButton } from '#messages/frame.ts';
import { LoginIcon, LogoutIcon } from '#web/components/ui/icons.tsx';
import { useLoginDialog } from '#web/lib/login-dialog-store.ts';
import { useSignedIn } from '#web/lib/session.ts';
import { AccountEntry, AccountLabel } from './account-label.tsx';
import { ACCOUNT_NAV, MAIN_NAV } from './nav-items.ts';
import { ProtectedLink, type ProtectedLinkProps, useLogout } from './session-controls.tsx';

interface EntryLook {
  /** A link's classes (a NavLink className: a string, or one by whether it is the current page). */
  linkClass: ProtectedLinkProps['className'];
  /** Called when an entry is chosen (a menu closes). */
  onChoose?: () => void;
}

/** MAIN_NAV's links, one <li> each. */
export function MainNavEntries({ linkClass, onChoose }: EntryLook) {
  return MAIN_NAV.map((item) => (
    <li key={item.to}>
      <ProtectedLink
        to={item.to}
        protect={item.protect ?? false}
        end={item.to === '/'}
        onClick={onChoose}
        className={linkClass}
      >
        {item.label}
      </ProtectedLink>
    </li>
  ));
}

/** Login/Signup or Logout (styled by `sessionClass`), then ACCOUNT_NAV's links, one <li> each. */
export function AccountNavEntries({
  sessionClass,
  linkClass,
  onChoose,
}: EntryLook & { sessionClass: string; onChoose: () => void }) {
  return (
    <>
      <li>
        <SessionButton onDone={onChoose} className={sessionClass} />
      </li>
      {ACCOUNT_NAV.map((item) => (
        <AccountEntry key={item.to} item={item}>
          <li>
            <ProtectedLink
              to={item.to}
              protect={item.protect ?? false}
              onClick={onChoose}
              className={linkClass}
            >
              <AccountLabel item={item} />
            </ProtectedLink>
          </li>
        </AccountEntry>
      ))}
    </>
  );
}

/**
 * Login/Signup (opens the login dialog) when signed out, Logout when signed in
 * (docs/product.md#header, Account submenu).
 */
function SessionButton({ className, onDone }: { className: string; onDone: () => void }) {
  const signedIn = useSignedIn();
  const showLogin = useLoginDialog((s) => s.show);
  const logout = useLogout();
  return (
    <button
      type="button"
      onClick={() => {
        onDone();
        if (signedIn) logout();
        else showLogin();
      }}
      className={className}
    >
      {signedIn ? <LogoutIcon className="h-5 w-5" /> : <LoginIcon className="h-5 w-5" />}
      {signedIn ? logoutButton : loginSignupButton}
    </button>
  );
}
