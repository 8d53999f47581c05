/**
 * The results of a filtered search (/search, a dealer's showroom page): the
 * cards with infinite scroll and a 'Load More' link (a page of its own
 * without the app), 'Try again' when a page failed, 'Sorry' / 'No vehicle
 * available!' with links that widen the search when nothing matched. While
 * new criteria load, the previous results stay, dimmed.
 */
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { loadMoreFailed, resultsHeading } from '#messages/frame.ts';
import { PAGE_MSG } from '#shared/page-messages.ts';
import { Link } from '#web/lib/links.tsx';
import { type CarsPage, uniqueCars } from '../api/cars.ts';
import { CarGrid, CarGridSkeleton, GRID_WITH_SIDEBAR } from './CarGrid.tsx';
import { InfiniteSentinel } from './InfiniteSentinel.tsx';
import { LoadMore } from './LoadMore.tsx';

export interface SearchResultsProps {
  query: UseInfiniteQueryResult<InfiniteData<CarsPage>>;
  /** Links that widen a search that found nothing: [address or null (not offered), label]. */
  widen: [string | null, string][];
}

/** The cars of `query`'s pages, once each (the same array while the pages stay). */
export function useUniqueCars(query: SearchResultsProps['query']) {
  const pages = query.data?.pages;
  return useMemo(() => uniqueCars(pages), [pages]);
}

export function SearchResults({ query: q, widen }: SearchResultsProps) {
  const cars = useUniqueCars(q);
  const next = q.hasNextPage ? q.data?.pages.at(-1)?.next : null;
  const loadMore = () => {
    if (q.hasNextPage && !q.isFetchingNextPage && !q.isPlaceholderData && !q.isError)
      q.fetchNextPage();
  };

  useEffect(() => {
    if (q.error) console.warn('Search failed:', q.error.message);
  }, [q.error]);

  return (
    <section
      aria-labelledby="search-results"
      aria-busy={q.isFetching}
      data-infinite-list
      // The previous results, dimmed, while the new criteria's load.
      className={`min-h-[75vh] transition-opacity ${q.isPlaceholderData ? 'opacity-60' : ''}`}
    >
      <h2 id="search-results" className="sr-only">
        {resultsHeading}
      </h2>
      {q.isPending ? (
        <>
          <p className="mb-4 text-ink-600" role="status">
            {PAGE_MSG.loading}
          </p>
          <CarGridSkeleton count={2} columns={GRID_WITH_SIDEBAR} />
        </>
      ) : cars.length === 0 ? (
        <NoResults widen={widen} />
      ) : (
        <>
          <CarGrid cars={cars} priorityCount={2} columns={GRID_WITH_SIDEBAR} />
          <InfiniteSentinel
            onVisible={loadMore}
            disabled={!q.hasNextPage || q.isPlaceholderData}
            watch={q.data?.pages.length ?? 0}
          />
          <div className="py-8 text-center text-ink-600" role="status">
            {q.isError ? (
              <button
                type="button"
                onClick={() => q.fetchNextPage()}
                className="inline-flex min-h-11 items-center rounded-xl border border-ink-300 bg-white px-5 font-semibold text-ink-800"
              >
                {loadMoreFailed}
              </button>
            ) : next || q.isFetchingNextPage ? (
              // The next page's link: infinite scroll once the app runs, a page of its own without it.
              <LoadMore next={next} loading={q.isFetchingNextPage} onLoadMore={loadMore} />
            ) : (
              <p className="font-medium">{PAGE_MSG.seenItAll}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/**
 * 'Sorry' / 'No vehicle available!', with links that widen the search ('Clear filters', 'Clear
 * search'). On /search, the Save search link above it is the way to hear when a car like this is listed.
 */
function NoResults({ widen }: { widen: [string | null, string][] }) {
  return (
    <div className="rounded-2xl bg-white px-6 py-14 text-center shadow-card ring-1 ring-ink-200/70">
      <p className="text-2xl font-bold text-ink-900">{PAGE_MSG.sorry}</p>
      <p className="mt-2 text-ink-600">{PAGE_MSG.noVehicle}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {widen.map(
          ([href, label]) =>
            href && (
              <Link
                key={label}
                to={href}
                className="inline-flex min-h-11 items-center rounded-xl bg-primary-600 px-6 font-semibold text-white hover:bg-primary-700"
              >
                {label}
              </Link>
            ),
        )}
      </div>
    </div>
  );
}
