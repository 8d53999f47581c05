/**
 * /used-cars/{slug}: the landing page of a city, a make or a make + model
 * (title, h1, description and its cars, rendered on the server), reached
 * from Home's popular links, the car page's breadcrumbs and the sitemap.
 * An unknown slug shows the not-found screen (the server answers 404).
 */

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useLocation, useParams } from 'react-router';
import { carsForSale, filterTheseCars, landingTitle, navHome } from '#messages/frame.ts';
import { usedMakeCars } from '#messages/landing.ts';
import { landingPath } from '#shared/pages/landing.ts';
import { landingWording } from '#shared/pages/landing-wording.ts';
import type { LandingPage } from '#shared/schemas/landing.ts';
import { Breadcrumbs } from '#web/components/ui/Breadcrumbs.tsx';
import { CarGridSkeleton } from '#web/features/cars/components/CarGrid.tsx';
import { CarsLoadError } from '#web/features/cars/components/CarsLoadError.tsx';
import { PagedCarGrid } from '#web/features/cars/components/PagedCarGrid.tsx';
import { startPage } from '#web/features/cars/page-links.ts';
import { landingCarsQuery, landingQuery } from '#web/features/landing/api/landing.ts';
import { Link } from '#web/lib/links.tsx';
import { loaderQueryClient, loadPageData } from '#web/lib/query-client-context.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { LazyErrorScreen } from '../../components/LazyErrorScreen.tsx';

/** The landing page, then its first page of cars (or the page the address names). */
export function loader({ context, params, request }: LoaderFunctionArgs): Promise<null> {
  const client = loaderQueryClient(context);
  const start = startPage(new URL(request.url).searchParams);
  return loadPageData([
    client
      .ensureQueryData(landingQuery(params.slug ?? ''))
      .then((r) =>
        r.kind === 'page'
          ? client.ensureInfiniteQueryData(landingCarsQuery(r.page, start))
          : undefined,
      ),
  ]);
}

export function Component() {
  const { slug = '' } = useParams();
  const landing = useQuery(landingQuery(slug));
  const page = landing.data?.kind === 'page' ? landing.data.page : null;
  // Written in the page's language (the API answers English).
  useDocumentTitle(page ? landingWording(page.kind, page.name, page).title : landingTitle);

  if (landing.data?.kind === 'missing') return <LazyErrorScreen notFound />;
  if (!page) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {landing.isError ? (
          <CarsLoadError onRetry={() => landing.refetch()} />
        ) : (
          <CarGridSkeleton count={8} />
        )}
      </div>
    );
  }
  return <LandingView key={page.slug} page={page} />;
}

function LandingView({ page }: { page: LandingPage }) {
  const { search } = useLocation();
  const words = landingWording(page.kind, page.name, page);
  const q = useInfiniteQuery(landingCarsQuery(page, startPage(new URLSearchParams(search))));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 md:py-8">
      <Breadcrumbs
        items={[
          { label: navHome, to: '/' },
          ...(page.make
            ? [{ label: usedMakeCars(page.make.name), to: landingPath(page.make.slug) }]
            : []),
          { label: words.h1 },
        ]}
      />
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">{words.h1}</h1>
          <p className="mt-2 text-ink-600">{words.description}</p>
        </div>
        <Link
          to={page.searchPath}
          className="inline-flex min-h-11 items-center rounded-xl border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-900 hover:border-primary-300 hover:text-primary-700"
        >
          {filterTheseCars}
        </Link>
      </header>
      <h2 className="sr-only">{carsForSale}</h2>
      <PagedCarGrid query={q} priorityCount={2} />
    </div>
  );
}
