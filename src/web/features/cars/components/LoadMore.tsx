/**
 * 'Load More' under a car list (Home, landing pages; docs/product.md#home-paging):
 * a link to the next page's address (page-links.ts), so it works before the
 * app runs and without JavaScript; once the app runs, a tap appends the page
 * in place. A loading indicator takes its place while a page loads.
 */
import { useLocation } from 'react-router';
import { loadMore } from '#messages/cars.ts';
import { PAGE_MSG } from '#shared/page-messages.ts';
import { Spinner } from '#web/components/ui/Spinner.tsx';
import { localPath } from '#web/lib/local-path.ts';
import type { PageParam } from '../api/cars.ts';
import { pageHref } from '../page-links.ts';

export function LoadMore({
  next,
  loading,
  onLoadMore,
}: {
  /** The next page, or null at the end of the list. */
  next: PageParam | null | undefined;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const { pathname, search } = useLocation();
  if (loading)
    return (
      <div className="flex min-h-12 justify-center py-2 text-ink-600">
        <Spinner label={PAGE_MSG.loading} />
      </div>
    );
  if (!next) return null;
  return (
    <div className="flex justify-center">
      <a
        href={localPath(pageHref(pathname, search, next))}
        rel="next"
        onClick={(e) => {
          e.preventDefault();
          onLoadMore();
        }}
        className="inline-flex min-h-12 items-center rounded-xl border-2 border-primary-600 bg-white px-10 font-semibold text-primary-700 transition-colors hover:bg-primary-600 hover:text-white"
      >
        {loadMore}
      </a>
    </div>
  );
}
