/** Home's 'Load More' button; a loading indicator takes its place while a page loads. */
import { MSG } from '#shared/messages.ts';
import { Spinner } from '#web/components/ui/Spinner.tsx';

export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  if (loading)
    return (
      <div className="flex min-h-12 justify-center py-2 text-ink-600">
        <Spinner label={MSG.loading} />
      </div>
    );
  if (!hasMore) return null;
  return (
    <div className="flex justify-center">
      <button
        type="button"
        onClick={onLoadMore}
        className="inline-flex min-h-12 items-center rounded-xl border-2 border-primary-600 bg-white px-10 font-semibold text-primary-700 transition-colors hover:bg-primary-600 hover:text-white"
      >
        Load More
      </button>
    </div>
  );
}
