/**
 * Where every "Login/Signup" control, protected menu item and signed-out heart
 * asks for the login dialog (docs/product.md#login-dialog). The app renders the
 * dialog from `open`; after a successful sign-in it carries on with
 * `continuation`: go to a page, or finish an action (e.g. save the car whose
 * heart was tapped).
 */
import { create } from 'zustand';
import { paths } from '#shared/pages/paths.ts';

export type LoginContinuation =
  /** Go to a page (`replace`: instead of the current history entry, e.g. /Login). */
  { to: string; replace?: boolean } | { run: () => unknown };

export interface LoginRequest {
  /** What to do once signed in. */
  after?: LoginContinuation;
  /** Why the dialog opened: 'expired' tells the user their session ended. */
  reason?: 'expired';
}

interface LoginDialogState {
  open: boolean;
  continuation: LoginContinuation | null;
  reason: LoginRequest['reason'] | null;
  /** Opens the dialog. Safe as an onClick handler: an event argument is ignored. */
  show: (request?: LoginRequest | { nativeEvent: unknown }) => void;
  hide: () => void;
}

export const useLoginDialog = create<LoginDialogState>((set) => ({
  open: false,
  continuation: null,
  reason: null,
  show: (request) => {
    const r: LoginRequest = request && !('nativeEvent' in request) ? request : {};
    set({ open: true, continuation: r.after ?? null, reason: r.reason ?? null });
  },
  hide: () => set({ open: false, continuation: null, reason: null }),
}));

/** Opens the login dialog (outside React, e.g. from a request that answered 401). */
export function showLogin(request?: LoginRequest): void {
  useLoginDialog.getState().show(request);
}

/** The /Login route for a visitor to come back to `next` (a path on this site) once signed in. */
export function loginPath(next: string): string {
  return paths.login(next);
}

/** Only same-site paths may be continued to after /Login (no open redirects). */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (/^\/login(?:[/?#]|$)/i.test(next)) return '/';
  return next;
}
