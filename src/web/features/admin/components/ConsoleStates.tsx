/**
 * The console's shared pieces (docs/moderation.md#console): a panel's
 * loading, refused (403: not an operator) and failed states, Show more under
 * a list that comes a page at a time, and the time of a row in IST.
 */
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { IST_OFFSET_MS } from '#shared/ist.ts';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { LoadMoreButton } from '#web/components/ui/LoadMoreButton.tsx';
import { ApiError } from '#web/lib/api-client.ts';

/** "28 Nov 2026, 14:05 IST" for an ISO time. */
export function istTime(iso: string): string {
  const d = new Date(Date.parse(iso) + IST_OFFSET_MS);
  const month = d.toLocaleString('en-IN', { month: 'short', timeZone: 'UTC' });
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${d.getUTCDate()} ${month} ${d.getUTCFullYear()}, ${hh}:${mm} IST`;
}

/** What a console panel shows for its query: loading, not an operator, failed, or `children`. */
export function PanelState({
  query,
  label,
  children,
}: {
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  label: string;
  children: () => ReactNode;
}) {
  if (query.isPending) {
    return (
      <ul className="space-y-3" aria-label={`Loading ${label}`}>
        {[0, 1].map((i) => (
          <li key={i} className="h-28 animate-pulse rounded-2xl bg-ink-100" />
        ))}
      </ul>
    );
  }
  if (query.error instanceof ApiError && query.error.status === 403) {
    return (
      <p className="rounded-2xl bg-white p-8 text-center text-ink-700 shadow-card ring-1 ring-ink-200/70">
        This page is for CarSetu operators.
      </p>
    );
  }
  if (query.error)
    return <LoadFailed message={query.error.message} onRetry={() => query.refetch()} />;
  return <>{children()}</>;
}

/**
 * 'Show more' under a console list that comes a page at a time: a button
 * (Enter or Space from the keyboard) while `query` has a next page. Once the
 * page arrives, focus moves to its first row (`list`'s child at `shown`, the
 * rows shown before it; rows take tabIndex -1), so the operator reads on
 * from there instead of starting again from the top.
 */
export function ShowMore({
  query,
  list,
  shown,
  label,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  list: RefObject<HTMLElement | null>;
  shown: number;
  label: string;
}) {
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    (list.current?.children[from] as HTMLElement | undefined)?.focus();
  }, [shown, list]);
  return (
    <LoadMoreButton
      hasMore={query.hasNextPage}
      loading={query.isFetchingNextPage}
      onMore={() => {
        focusFrom.current = shown;
        query.fetchNextPage();
      }}
      label={label}
    />
  );
}
