/**
 * The signed-in flag (docs/product.md#search-filters, #sessions): true when a
 * stored access token exists. The token lives in localStorage under
 * TOKEN_STORAGE_KEY; this store mirrors whether one is there, also across tabs.
 * Queries holding the user's own data carry `meta: SESSION_QUERY_META` and are
 * dropped whenever the session ends; their calls are made with
 * `on401: 'return'` and read with `unwrapSignedIn`, so a 401 ends the session
 * quietly.
 */
import { create } from 'zustand';
import { TOKEN_STORAGE_KEY } from '#shared/brand.ts';
import { ApiError, type ApiResult, storedToken } from './api-client.ts';
import { queryClient } from './query-client.ts';
import { useHydrated } from './use-hydrated.ts';

interface SessionState {
  signedIn: boolean;
  /** How the last session on this page ended: 'expired' lets the next login dialog say so. */
  ended: 'logout' | 'expired' | null;
}

export const useSession = create<SessionState>(() => ({
  signedIn: storedToken() !== null,
  ended: null,
}));

/**
 * Whether this device is signed in, for rendering: false until hydrated, so
 * a server-rendered page (the same HTML for everyone) hydrates as signed out
 * and then shows the signed-in parts (hearts, menu, profile prompt).
 */
export function useSignedIn(): boolean {
  const signedIn = useSession((s) => s.signedIn);
  return useHydrated() && signedIn;
}

/** Put on every query whose data belongs to the signed-in user (wishlist, profile, listings). */
export const SESSION_QUERY_META = { session: true } as const;

function dropUserQueries(): void {
  queryClient.removeQueries({ predicate: (q) => q.meta?.session === true });
}

/** After a successful sign-in: keep the access token and mark signed in. */
export function startSession(accessToken: string): void {
  dropUserQueries();
  localStorage.setItem(TOKEN_STORAGE_KEY, accessToken);
  useSession.setState({ signedIn: true, ended: null });
}

/**
 * Ends the session on this device: clears ALL localStorage (logout and session
 * expiry, docs/product.md#sessions), marks signed out and forgets the user's
 * cached data.
 */
export function endSession(how: 'logout' | 'expired' = 'logout'): void {
  try {
    localStorage.clear();
  } catch {
    // Storage unavailable (private mode in some web views): nothing to clear.
  }
  useSession.setState({ signedIn: false, ended: how });
  dropUserQueries();
}

/**
 * A 401 while loading My Vehicles clears local storage and marks the user
 * signed out, with no message (docs/product.md#sessions). Call it from a
 * request made with `on401: 'return'` that answered 401. (Also used by the
 * app's background checks: the wishlist ids behind the hearts and the profile
 * prompt.)
 */
export function expireSessionQuietly(): void {
  endSession('expired');
}

/**
 * Reads the answer of a call on the signed-in user's own data (wishlist, My
 * Vehicles, profile, Enquiries, the dealer workspace), made with
 * `on401: 'return'`: the data of a success; any failure throws an ApiError
 * carrying `msg`, `status` and `data`, and a 401 first ends the session
 * quietly (the page that asked then shows its login prompt).
 */
export async function unwrapSignedIn<T>(result: ApiResult<T> | Promise<ApiResult<T>>): Promise<T> {
  const r = await result;
  if (r.status === 401) expireSessionQuietly();
  if (!r.succ) throw new ApiError(r.msg, r.status, r.data);
  return r.data;
}

/** React Query's retry for those calls: once, and never after a 401 (the session is over). */
export function retryUnless401(count: number, error: Error): boolean {
  return !(error instanceof ApiError && error.status === 401) && count < 1;
}

/** React Query's retry for calls a 4xx refuses for good (signed out, not found, not yours): once, and never after one. */
export function retryUnless4xx(count: number, error: Error): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1;
}

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== null && e.key !== TOKEN_STORAGE_KEY) return;
    const signedIn = storedToken() !== null;
    if (signedIn !== useSession.getState().signedIn) {
      dropUserQueries();
      useSession.setState({ signedIn });
    }
  });
}
