/**
 * Sign-in aware navigation pieces of the layout: links to pages that need
 * sign-in (docs/product.md#screens-and-routes: a signed-out visitor gets the
 * login dialog instead, and lands on the page once signed in) and Logout
 * (docs/product.md#sessions).
 */
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#shared/pages/paths.ts';
import { revokeToken } from '#web/features/auth/api/auth-api.ts';
import { storedToken } from '#web/lib/api-client.ts';
import { NavLink, type NavLinkProps } from '#web/lib/links.tsx';
import { showLogin } from '#web/lib/login-dialog-store.ts';
import { endSession, useSignedIn } from '#web/lib/session.ts';

export interface ProtectedLinkProps extends Omit<NavLinkProps, 'to'> {
  to: string;
  /** Login needed; false makes it a plain NavLink (always said: a missing value once made Home need sign-in). */
  protect: boolean;
}

/**
 * A NavLink that opens the login dialog instead when signed out (and goes
 * there after). Signed out (and in the server's HTML), it points at
 * `/Login?next=...`, so it still leads to signing in before the app runs
 * (the boot script holds the tap until the app opens the dialog:
 * data-needs-login) and without JavaScript.
 */
export function ProtectedLink({ to, protect, onClick, ...props }: ProtectedLinkProps) {
  const signedIn = useSignedIn();
  const guarded = protect && !signedIn;
  return (
    <NavLink
      to={guarded ? paths.login(to) : to}
      data-needs-login={guarded || undefined}
      {...props}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(e);
        if (protect && !signedIn && !e.defaultPrevented) {
          e.preventDefault();
          showLogin({ after: { to } });
        }
      }}
    />
  );
}

/**
 * Logout (docs/product.md#sessions): revokes the token on the server (its
 * answer does not matter), clears all local storage, marks signed out, goes to
 * /.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    const token = storedToken();
    if (token) revokeToken(token);
    endSession();
    navigate('/');
  };
}
