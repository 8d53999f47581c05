/**
 * Home: banner slider, the filter row (md+; it opens /search with its
 * choices in the query string) or the typed search link (phones), then the
 * car grid with 'Load More'. Rendered on the server with its data; in the
 * browser a spinner holds the top of the page until banners, companies and
 * states have loaded.
 */

import { useEffect } from 'react';
import { type LoaderFunctionArgs, useLocation } from 'react-router';
import {
  homeCarsHeading,
  homeCarsIntro,
  homeFilterHeading,
  homeHeading,
  loadingLabel,
} from '#messages/frame.ts';
import { homeTitle } from '#messages/heads.ts';
import { LazyRecentlyViewed } from '#web/components/car/LazyRecentlyViewed.tsx';
import { Spinner } from '#web/components/ui/Spinner.tsx';
import { bannersQuery, useBanners } from '#web/features/banners/api/banners.ts';
import { BannerPlaceholder, BannerSlider } from '#web/features/banners/components/BannerSlider.tsx';
import { homeCarsQuery, useHomeCars } from '#web/features/cars/api/cars.ts';
import { PagedCarGrid } from '#web/features/cars/components/PagedCarGrid.tsx';
import { TypedSearchLink } from '#web/features/cars/components/TypedSearchLink.tsx';
import { startPage } from '#web/features/cars/page-links.ts';
import {
  citiesQuery,
  fixedLookupQuery,
  useCompanies,
  useStates,
} from '#web/features/catalog/api/lookups.ts';
import { HomeFilterRow } from '#web/features/catalog/components/HomeFilterRow.tsx';
import { DEFAULT_STATE_ID } from '#web/features/catalog/search-filters.ts';
import { landingLinksQuery } from '#web/features/landing/api/landing-links.ts';
import { PopularLinks } from '#web/features/landing/components/PopularLinks.tsx';
import { loaderQueryClient, loadPageData } from '#web/lib/query-client-context.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { MD_UP, useMediaQuery } from '#web/lib/use-media-query.ts';

/**
 * Banners, the states, cities (of the default state) and makes of the filter
 * row, the first page of cars (or the page the address names), the popular links.
 */
export function loader({ context, request }: LoaderFunctionArgs): Promise<null> {
  const client = loaderQueryClient(context);
  return loadPageData([
    client.ensureQueryData(bannersQuery),
    client.ensureQueryData(fixedLookupQuery('companies')),
    client.ensureQueryData(fixedLookupQuery('states')),
    client.ensureQueryData(citiesQuery(String(DEFAULT_STATE_ID))),
    client.ensureInfiniteQueryData(homeCarsQuery(startPage(new URL(request.url).searchParams))),
    client.ensureQueryData(landingLinksQuery),
  ]);
}

export function Component() {
  useDocumentTitle(homeTitle);
  const banners = useBanners();
  const companies = useCompanies();
  const states = useStates();
  const heroReady = !banners.isPending && !companies.isPending && !states.isPending;
  const mdUp = useMediaQuery(MD_UP);

  useEffect(() => {
    // Home lookup failures are only logged (docs/product.md#messages-and-errors).
    for (const e of [banners.error, companies.error, states.error])
      if (e) console.warn('Home lookup failed:', e.message);
  }, [banners.error, companies.error, states.error]);

  return (
    <>
      <section className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 md:pt-6">
        <h1 className="sr-only">{homeHeading}</h1>
        {heroReady ? (
          <BannerSlider banners={banners.data ?? []} />
        ) : (
          <div className="relative">
            <BannerPlaceholder />
            <div className="absolute inset-0 flex items-center justify-center">
              <Spinner
                label={loadingLabel}
                className="rounded-full bg-white/90 px-4 py-2 text-sm text-ink-700 shadow"
              />
            </div>
          </div>
        )}
        {/* Both are in the HTML and CSS picks one: the filter row on md+, the typed link on phones. */}
        <div className="relative z-10 mt-4 md:mx-6 md:-mt-10 lg:mx-10">
          <div className="hidden rounded-2xl bg-white p-5 shadow-card-hover ring-1 ring-ink-200/70 md:block">
            <p className="mb-3 text-lg font-semibold text-ink-900">{homeFilterHeading}</p>
            <HomeFilterRow />
          </div>
          <div className="md:hidden">
            <TypedSearchLink to="/search" animate={!mdUp} />
          </div>
        </div>
      </section>
      <HomeCars />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <LazyRecentlyViewed />
      </div>
      <PopularLinks />
    </>
  );
}

function HomeCars() {
  const { search } = useLocation();
  const q = useHomeCars(startPage(new URLSearchParams(search)));
  return (
    <section aria-labelledby="home-cars" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12">
      <div className="mb-5 flex items-end justify-between gap-4">
        <div>
          <h2 id="home-cars" className="text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">
            {homeCarsHeading}
          </h2>
          <p className="mt-1 text-ink-600">{homeCarsIntro}</p>
        </div>
      </div>
      <PagedCarGrid query={q} priorityCount={2} />
    </section>
  );
}
