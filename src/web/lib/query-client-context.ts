/**
 * The React Query client of the current render, as route-loader context.
 * In the browser it is the app's one client; on the server each request sets
 * its own (src/web/entry-server.tsx), so no visitor's data is cached for
 * another and the data loaded for the HTML travels with it to the browser.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createContext, type RouterContextProvider } from 'react-router';
import { queryClient } from './query-client.ts';

export const queryClientContext = createContext<QueryClient>(queryClient);

/** The query client a loader should fill. */
export function loaderQueryClient(context: Readonly<RouterContextProvider>): QueryClient {
  return context.get(queryClientContext);
}

/**
 * A page loader's data requests: the server waits for them all (their data
 * goes into the HTML and on to the browser); the browser only starts them and
 * shows the page at once with its loading states. Failures are left to the
 * page, which shows its own error state. Answers null (the loader's data).
 */
export async function loadPageData(requests: Promise<unknown>[]): Promise<null> {
  const settled = Promise.allSettled(requests);
  if (import.meta.env.SSR) await settled;
  return null;
}
