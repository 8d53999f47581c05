/**
 * The car page's "Add to compare" (docs/product.md#compare): a link to the
 * compare page with this car added to the list this browser keeps (the
 * oldest leaves past 3). Before the app runs, and without JavaScript, the
 * list is not read: the link compares this car alone.
 */
import { comparePath, withCar } from '#shared/pages/compare.ts';
import { loadCompareList } from '#web/lib/compare-list.ts';
import { Link } from '#web/lib/links.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';

export function AddToCompare({ rand }: { rand: string }) {
  const hydrated = useHydrated();
  const list = hydrated ? withCar(loadCompareList(), rand) : [rand];
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
      {list.length > 1 ? `Add to compare (${list.length} cars)` : 'Add to compare'}
    </Link>
  );
}
