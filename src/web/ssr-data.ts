/**
 * What the server hands the browser beside a rendered page, in
 * `<script type="application/json" id="ssr-data">` (JSON, not a script, so
 * the strict Content-Security-Policy stays as it is): the router's loader
 * data and errors, and the React Query cache the loaders filled.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

export interface SsrData {
  router: HydrationState;
  queries: DehydratedState;
}

/** The element id of the data script. */
export const SSR_DATA_ID = 'ssr-data';

/** The data of a server-rendered page, or null for the plain shell (signed-in pages, dev server). */
export function readSsrData(doc: Document): SsrData | null {
  const text = doc.getElementById(SSR_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as SsrData) : null;
}
