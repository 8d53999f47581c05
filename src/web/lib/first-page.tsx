/**
 * What the server answered for the page the visitor arrived on, beyond its
 * HTML and data (docs/decisions/029-declarative-router-in-the-browser.md):
 * the HTTP status of an error it rendered (404 for an unknown car or policy
 * page) and the outcome of a form posted without JavaScript (the car page's
 * lead), by route id. The server renders with it; the browser hydrates with
 * the same, from the page's data (ssr-data.ts). It holds for that first
 * history entry only: a page reached afterwards starts clean.
 */
import { createContext, type ReactNode, use, useState } from 'react';
import { useLocation } from 'react-router';

export interface FirstPage {
  /** The status of the error page the server rendered, if it rendered one. */
  errorStatus?: number;
  /** Posted forms' outcomes by route id (what the route's action answered). */
  actionData?: Record<string, unknown> | null;
}

const NONE: FirstPage = {};
const FirstPageContext = createContext<FirstPage>(NONE);

/** Provides `page` while the router is still at the entry it first rendered. */
export function FirstPageProvider({ page, children }: { page: FirstPage; children: ReactNode }) {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  return <FirstPageContext value={key === firstKey ? page : NONE}>{children}</FirstPageContext>;
}

/** The status of the error the server rendered for this page, or undefined. */
export function useFirstPageError(): number | undefined {
  return use(FirstPageContext).errorStatus;
}

/** What route `routeId`'s action answered a form posted to this page without JavaScript. */
export function usePostedOutcome<T>(routeId: string): T | undefined {
  return use(FirstPageContext).actionData?.[routeId] as T | undefined;
}
