/**
 * What the server hands the browser beside a rendered page, in
 * `<script type="application/json" id="ssr-data">` (JSON, not a script, so
 * the strict Content-Security-Policy stays as it is): what the server
 * answered for the page beyond its HTML (an error's status, a posted form's
 * outcome; lib/first-page.tsx), and the React Query cache the loaders filled.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { FirstPage } from './lib/first-page.tsx';

export interface SsrData {
  page: FirstPage;
  queries: DehydratedState;
}

/** The element id of the data script. */
export const SSR_DATA_ID = 'ssr-data';

/** The data of a server-rendered page, or null for the plain shell (signed-in pages, dev server). */
export function readSsrData(doc: Document): SsrData | null {
  const text = doc.getElementById(SSR_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as SsrData) : null;
}

/**
 * `queries` as of the page's arrival at `arrivedAt` (ms since the epoch):
 * a page may have been rendered minutes before it was sent (kept or stored
 * pages, docs/decisions/016-stored-car-pages.md), but what it shows is what
 * the server holds for it now, so the browser counts its data from then, as
 * it would an answer it had just fetched, and does not fetch it again when
 * the app starts.
 */
export function asOfArrival(queries: DehydratedState, arrivedAt: number): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((q) => ({
      ...q,
      state: { ...q.state, dataUpdatedAt: Math.max(q.state.dataUpdatedAt, arrivedAt) },
    })),
  };
}
