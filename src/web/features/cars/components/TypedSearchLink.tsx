/**
 * Phones: one link to /search reading 'Search cars by' + an animated word
 * (docs/product.md#home). A still word when the user prefers reduced motion.
 */
import { Fragment, lazy } from 'react';
import { searchByChoices, searchCarsBy, typedWords } from '#messages/cars.ts';
import { AfterHydration } from '#web/components/ui/AfterHydration.tsx';
import { SearchIcon } from '#web/components/ui/icons.tsx';
import { Link } from '#web/lib/links.tsx';
import { REDUCED_MOTION, useMediaQuery } from '#web/lib/use-media-query.ts';

const TypedWord = lazy(() => import('./TypedWord.tsx'));

/** `animate` false keeps the word still (and its code unloaded), e.g. while the link is hidden. */
export function TypedSearchLink({ to, animate = true }: { to: string; animate?: boolean }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION) || !animate;
  const still = <span className="font-semibold text-primary-700">{typedWords[0]}</span>;
  return (
    <Link
      to={to}
      className="flex min-h-13 items-center gap-3 rounded-2xl bg-white px-4 text-base text-ink-700 shadow-card ring-1 ring-ink-200"
    >
      <SearchIcon className="h-5 w-5 shrink-0 text-primary-700" />
      <span className="truncate">
        {searchCarsBy(
          <Fragment key="word">
            <span className="sr-only">{searchByChoices}</span>
            <span aria-hidden="true">
              {reducedMotion ? (
                still
              ) : (
                <AfterHydration fallback={still}>
                  <TypedWord />
                </AfterHydration>
              )}
            </span>
          </Fragment>,
        )}
      </span>
    </Link>
  );
}
