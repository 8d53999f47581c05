/**
 * The car page's loading skeleton, sold-out state and error state
 * (docs/product.md#car-page, #car-page-states, #messages-and-errors).
 */

import type { ReactNode } from 'react';
import {
  browseAllCars,
  carLoadFailedText,
  carLoadFailedTitle,
  carNotFoundText,
  carNotFoundTitle,
  carSoldTitle,
  carUnavailableText,
  viewMoreCars,
} from '#messages/car-page.ts';
import { tryAgain } from '#messages/frame.ts';
import { PAGE_MSG } from '#shared/page-messages.ts';
import { OutlineIcon } from '#web/components/ui/icons.tsx';
import { Link } from '#web/lib/links.tsx';
import { PriceTagIcon } from './PriceTagIcon.tsx';

export function CarDetailsSkeleton() {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">{PAGE_MSG.loading}</span>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8">
        <div>
          <div className="aspect-[800/550] w-full animate-pulse rounded-2xl bg-ink-200" />
          <div className="mt-2 grid grid-cols-2 gap-2 min-[481px]:grid-cols-3 min-[769px]:grid-cols-4 min-[1025px]:grid-cols-5">
            {[0, 1, 2, 3, 4].map((i) => (
              <div
                key={i}
                className={`aspect-[800/550] animate-pulse rounded-xl bg-ink-200 ${i >= 2 ? 'max-[480px]:hidden' : ''} ${i >= 3 ? 'max-[768px]:hidden' : ''} ${i >= 4 ? 'max-[1024px]:hidden' : ''}`}
              />
            ))}
          </div>
        </div>
        <div className="space-y-4 rounded-2xl bg-white p-5 shadow-card">
          <div className="h-7 w-4/5 animate-pulse rounded-lg bg-ink-200" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-ink-100" />
          <div className="h-9 w-2/5 animate-pulse rounded-lg bg-ink-200" />
          <div className="flex flex-wrap gap-2">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-8 w-20 animate-pulse rounded-full bg-ink-100" />
            ))}
          </div>
          <div className="h-12 w-full animate-pulse rounded-xl bg-ink-200" />
          <div className="h-12 w-full animate-pulse rounded-xl bg-ink-100" />
        </div>
      </div>
      <div className="mt-6 space-y-3 rounded-2xl bg-white p-5 shadow-card lg:w-3/5">
        <div className="h-6 w-40 animate-pulse rounded-lg bg-ink-200" />
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-4 w-full animate-pulse rounded bg-ink-100" />
        ))}
      </div>
    </div>
  );
}

function StateCard({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl bg-white px-6 py-10 text-center shadow-card sm:px-10">
      <div className="mx-auto mb-4 flex h-16 w-16 items-center justify-center rounded-full bg-primary-50 text-primary-600">
        {icon}
      </div>
      <h1 className="text-xl font-bold text-ink-900 sm:text-2xl">{title}</h1>
      <div className="mt-3 text-base leading-relaxed text-ink-600">{children}</div>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {actions}
      </div>
    </div>
  );
}

const primaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-xl bg-primary-700 px-6 text-base font-semibold text-white shadow-sm transition hover:bg-primary-800';
const secondaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-xl border border-ink-300 bg-white px-6 text-base font-semibold text-ink-800 transition hover:border-primary-300 hover:text-primary-700';

/** A sold car's page; `unavailable`: one kept from buyers (docs/moderation.md). */
export function CarSoldOut({ unavailable = false }: { unavailable?: boolean }) {
  return (
    <StateCard
      title={unavailable ? PAGE_MSG.unavailable : carSoldTitle}
      icon={<PriceTagIcon className="h-8 w-8" />}
      actions={
        <Link to="/" className={primaryButton}>
          {viewMoreCars}
        </Link>
      }
    >
      <p>{unavailable ? carUnavailableText : PAGE_MSG.soldOutText}</p>
    </StateCard>
  );
}

export function CarDetailsError({
  notFound,
  message,
  onRetry,
}: {
  notFound: boolean;
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <StateCard
      title={notFound ? carNotFoundTitle : carLoadFailedTitle}
      icon={
        <OutlineIcon className="h-8 w-8" strokeWidth={2}>
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5M8.5 8.5l5 5M13.5 8.5l-5 5" />
        </OutlineIcon>
      }
      actions={
        <>
          {!notFound && onRetry ? (
            <button type="button" onClick={onRetry} className={primaryButton}>
              {tryAgain}
            </button>
          ) : null}
          <Link to="/search" className={notFound ? primaryButton : secondaryButton}>
            {browseAllCars}
          </Link>
        </>
      }
    >
      <p>{notFound ? carNotFoundText : carLoadFailedText}</p>
      {!notFound && message ? <p className="mt-2 text-sm text-ink-500">{message}</p> : null}
    </StateCard>
  );
}
