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

/**
 * What the visitor did in the login shell (LoginShell.tsx: the dialog's first
 * step in the page's HTML, opened by the boot script before the app ran):
 * the number typed, and whether they asked for the OTP already.
 */
export interface LoginHandover {
  mobile: string;
  send: boolean;
}

/** The login shell's <dialog> id (the boot script opens it by this id). */
export const LOGIN_SHELL_ID = 'login-shell';

/** What was typed in the login shell, if it is open (read once per opening: takeLoginShell). */
function readLoginShell(): LoginHandover | null {
  if (typeof document === 'undefined') return null;
  const shell = document.getElementById(LOGIN_SHELL_ID);
  if (!(shell instanceof HTMLDialogElement) || !shell.open) return null;
  const form = shell.querySelector('form');
  const input = shell.querySelector<HTMLInputElement>('input[name="mobile"]');
  const handover = { mobile: input?.value ?? '', send: form?.dataset.send === '1' };
  if (form) delete form.dataset.send;
  return handover;
}

/**
 * Closes the login shell if it is open, and answers the number in it then
 * (null when it was not open). The dialog calls it once committed (a layout
 * effect, before the browser paints): closed while the dialog was still
 * rendering, the shell left a frame of the dialog's loading spinner.
 */
export function closeLoginShell(): string | null {
  if (typeof document === 'undefined') return null;
  const shell = document.getElementById(LOGIN_SHELL_ID);
  if (!(shell instanceof HTMLDialogElement) || !shell.open) return null;
  const typed = shell.querySelector<HTMLInputElement>('input[name="mobile"]')?.value ?? '';
  shell.close();
  return typed;
}

/**
 * The login shell's number and OTP request for this opening of the dialog:
 * undefined until the dialog takes them (takeLoginShell). The shell stays
 * open, and keeps what the visitor types, until the dialog is there to take
 * over (its code loads on demand).
 */
let handover: LoginHandover | null | undefined = null;

/**
 * What the login shell holds, taken once per opening of the dialog: the
 * dialog calls it as it first renders; a second render (StrictMode) gets the
 * same answer. The shell stays open until closeLoginShell.
 */
export function takeLoginShell(): LoginHandover | null {
  if (handover === undefined) handover = readLoginShell();
  return handover;
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
    handover = undefined;
    set({
      open: true,
      continuation: r.after ?? null,
      reason: r.reason ?? null,
    });
  },
  hide: () => {
    handover = null;
    set({ open: false, continuation: null, reason: null });
  },
}));

/** True once, when the login shell's number was sent before the app ran: the dialog sends it now. */
export function takeHandoverSend(): boolean {
  if (!handover?.send) return false;
  handover = { ...handover, send: false };
  return true;
}

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
