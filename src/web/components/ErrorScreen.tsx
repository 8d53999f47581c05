/**
 * Our own 'Unexpected Application Error!' screen
 * (docs/product.md#screens-and-routes): friendly text and a way home, never a
 * stack trace. Also the 404 page for unknown paths. `standalone` draws its own
 * logo bar when the layout itself failed.
 */

import { useEffect } from 'react';
import {
  browseUsedCars,
  errorText,
  errorTitle,
  goHome,
  logoHomeLabel,
  notFoundText,
  notFoundTitle,
  tryAgain,
} from '#messages/frame.ts';
import { PAGE_MSG } from '#shared/page-messages.ts';
import { Logo } from '#web/components/ui/Logo.tsx';
import { Link } from '#web/lib/links.tsx';
import { pageTitle } from '#web/lib/use-document-title.ts';

export function ErrorScreen({
  notFound = false,
  standalone = false,
}: {
  notFound?: boolean;
  standalone?: boolean;
}) {
  const body = (
    <div className="mx-auto flex max-w-xl flex-col items-center px-5 py-16 text-center md:py-24">
      <div
        className="mb-6 flex h-20 w-20 items-center justify-center rounded-full bg-accent-100 text-3xl font-bold text-accent-800"
        aria-hidden="true"
      >
        {notFound ? '404' : '!'}
      </div>
      <h1 className="text-2xl font-bold text-ink-900 md:text-3xl">{PAGE_MSG.errorTitle}</h1>
      <p className="mt-3 text-base text-ink-600">{notFound ? notFoundText : errorText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-xl bg-primary-600 px-6 font-semibold text-white hover:bg-primary-700"
        >
          {goHome}
        </Link>
        {notFound ? (
          <Link
            to="/search"
            className="inline-flex min-h-11 items-center rounded-xl border border-ink-300 bg-white px-6 font-semibold text-ink-800 hover:bg-ink-100"
          >
            {browseUsedCars}
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex min-h-11 items-center rounded-xl border border-ink-300 bg-white px-6 font-semibold text-ink-800 hover:bg-ink-100"
          >
            {tryAgain}
          </button>
        )}
      </div>
    </div>
  );
  useEffect(() => {
    document.title = pageTitle(notFound ? notFoundTitle : errorTitle);
  }, [notFound]);
  if (!standalone) return body;
  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <header className="bg-primary-600">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4">
          <Link to="/" aria-label={logoHomeLabel}>
            <Logo tone="light" className="h-9 w-auto" title="" />
          </Link>
        </div>
      </header>
      <main className="flex-1">{body}</main>
    </div>
  );
}
