/**
 * A signed-in page's component test (Enquiries, My Vehicles): a token in
 * local storage, the session signed in, and `fetch` answered by the test.
 * It undoes itself after each test (the page unmounted, `fetch` restored,
 * local storage cleared).
 */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '#shared/brand.ts';
import { useSession } from '#web/lib/session.ts';

/** Signs the test in and answers every `fetch` with `answer(url, init)`; call it in a beforeEach. */
export function stubSignedInFetch(
  answer: (url: string, init?: RequestInit) => Response | Promise<Response>,
): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
  useSession.setState({ signedIn: true, ended: null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(String(input), init)),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});
