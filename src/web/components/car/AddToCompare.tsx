/**
 * "Add to compare" on car pages and cards (docs/product.md#compare): a link
 * to the compare page with this car added to the list this browser keeps
 * (the oldest leaves past 3). Before the app runs, and without JavaScript,
 * the list is not read: the link compares this car alone. `compact`: the
 * card's small text link (its car's `title` read after it).
 */
import { addToCompare, addToCompareCount } from '#messages/frame.ts';
import { comparePath, withCar } from '#shared/pages/compare.ts';
import { useCompareList } from '#web/lib/compare-list.ts';
import { Link } from '#web/lib/links.tsx';

export function AddToCompare({
  rand,
  compact = false,
  title,
}: {
  rand: string;
  compact?: boolean;
  /** The car's title, said to screen readers after the label (a card among many). */
  title?: string;
}) {
  const list = withCar(useCompareList(), rand);
  const label = list.length > 1 ? addToCompareCount(list.length) : addToCompare;
  if (compact) {
    return (
      <Link
        to={comparePath(list)}
        className="mt-1 flex min-h-11 items-center justify-center text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
      >
        {label}
        {title ? <span className="sr-only">{`: ${title}`}</span> : null}
      </Link>
    );
  }
  return (
    <Link
      to={comparePath(list)}
      className="mt-3 flex min-h-11 items-center justify-center gap-2 rounded-xl border border-ink-300 px-4 text-sm font-semibold text-ink-800 hover:bg-ink-50"
    >
      <svg
        viewBox="0 0 20 20"
        className="h-4 w-4"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
      >
        <path d="M3 5h6v10H3zM11 5h6v10h-6z" />
      </svg>
      {label}
    </Link>
  );
}
