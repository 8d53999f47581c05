/**
 * A signed-in form's component test (the Team screen's working hours and
 * GSTIN): a token in local storage, `fetch` answering every call with
 * `answer(method)`'s envelope (Success true), the bodies of its POSTs
 * collected, and the form rendered in a fresh QueryClient. Call
 * `stubSignedInApi` in a beforeEach; it undoes itself after each test
 * (signed-in-fetch.ts, which it is built on).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { stubSignedInFetch } from './signed-in-fetch.ts';

/** Stubs `fetch` for a signed-in form; answers the list its POST bodies go to. */
export function stubSignedInApi(
  answer: (method: string) => { Message: string; Data: unknown },
): string[] {
  const posted: string[] = [];
  stubSignedInFetch(async (_url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'POST') posted.push(String(init?.body));
    return new Response(JSON.stringify({ Success: true, ...answer(method) }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return posted;
}

/** Renders `ui` in a QueryClient of its own (no retries). */
export function renderWithQueries(ui: ReactNode): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
