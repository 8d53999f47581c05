/**
 * A car list loaded page by page (Home, landing pages): a skeleton while the
 * first page loads, an error with "Try again" when it failed, else the grid
 * with 'Load More'.
 */
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type CarsPage, uniqueCars } from '../api/cars.ts';
import { CarGrid, CarGridSkeleton } from './CarGrid.tsx';
import { CarsLoadError } from './CarsLoadError.tsx';
import { LoadMore } from './LoadMore.tsx';

export function PagedCarGrid({
  query: q,
  priorityCount = 0,
}: {
  query: UseInfiniteQueryResult<InfiniteData<CarsPage>>;
  /** Cards above the fold, loaded first. */
  priorityCount?: number;
}) {
  const cars = uniqueCars(q.data?.pages);
  if (q.isPending) return <CarGridSkeleton count={8} />;
  if (q.isError && cars.length === 0) return <CarsLoadError onRetry={() => q.refetch()} />;
  return (
    <>
      <CarGrid cars={cars} priorityCount={priorityCount} />
      <div className="mt-8">
        <LoadMore
          next={q.hasNextPage ? q.data?.pages.at(-1)?.next : null}
          loading={q.isFetchingNextPage}
          onLoadMore={() => q.fetchNextPage()}
        />
      </div>
    </>
  );
}
