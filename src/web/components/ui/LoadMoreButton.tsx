/**
 * "Show more" under a list loaded page by page: shown while there is a next
 * page; `loading` while it arrives.
 */
import { loadingLabel } from '#messages/frame.ts';

export function LoadMoreButton({
  hasMore,
  loading,
  onMore,
  label,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** E.g. "Show older enquiries". */
  label: string;
}) {
  if (!hasMore) return null;
  return (
    <div className="mt-5 text-center">
      <button
        type="button"
        onClick={onMore}
        disabled={loading}
        className="inline-flex min-h-11 items-center rounded-xl border border-ink-200 bg-white px-6 font-semibold text-ink-800 hover:bg-ink-50 disabled:cursor-wait disabled:opacity-60"
      >
        {loading ? loadingLabel : label}
      </button>
    </div>
  );
}
