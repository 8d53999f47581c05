/**
 * Web entry: styles, providers and the declarative router
 * (docs/decisions/029-declarative-router-in-the-browser.md). A
 * server-rendered page (public pages) is hydrated with the data the server
 * used, its page's module loaded first so the first render matches the HTML;
 * the plain shell (signed-in pages, the dev server) renders in the browser.
 */
import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { lang } from '#messages/locale.ts';
import { langPrefix } from '#shared/i18n/lang.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, dataRoutes, preloadPages } from './app/router.tsx';
import type { FirstPage } from './lib/first-page.tsx';
import { queryClient } from './lib/query-client.ts';
import { asOfArrival, readSsrData } from './ssr-data.ts';

/** The app, with what the server answered for the first page. */
function app(page: FirstPage) {
  return (
    <StrictMode>
      <AppProvider>
        <BrowserRouter basename={basename}>
          <AppRoutes firstPage={page} />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>
  );
}

// Dialog buttons in a browser without invoker commands, `closedby` or popovers (a rendered page's
// boot script did it already): a chunk loaded only there. `?app` makes it a module of the app's
// own: imported as it is, the boot script would share it as a chunk and load a second file.
if (!('command' in HTMLButtonElement.prototype && 'closedBy' in HTMLDialogElement.prototype))
  void import('./boot-invokers.ts?app').then((m) => m.answerInvokerCommands());

/** The build's language prefix ('' for English, '/hi', '/gu'): every route lives under it. */
const basename = langPrefix(lang) || undefined;
const container = document.getElementById('root')!;
const ssr = readSsrData(document);
const matchedPages = (matchRoutes(dataRoutes, window.location, basename) ?? []).map(
  (m) => m.route.id ?? '',
);
if (ssr) {
  hydrate(queryClient, asOfArrival(ssr.queries, Math.round(performance.timeOrigin)));
  await preloadPages(matchedPages);
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread (a cheap phone stays responsive while the page comes alive).
  startTransition(() => {
    hydrateRoot(container, app(ssr.page));
  });
} else {
  // The frame and its page render together (the page's own effects see the session as the
  // frame's first requests find it; index.html's loader shows meanwhile).
  await preloadPages(matchedPages);
  createRoot(container).render(app({}));
}
