/**
 * Related Cars carousel (docs/product.md#car-page, #limits-and-constants): 3
 * cards a view on desktop, 2 below 991 px, 1 below 767 px with a peek of the
 * next. A CSS scroll-snap strip rendered on the server, so it swipes before
 * and without JavaScript; the desktop arrows move it a view at a time once
 * the app runs (useSnapStrip). The cards' photos load lazily.
 */
import { nextRelated, previousRelated, relatedCars } from '#messages/car-page.ts';
import type { CarListItem } from '#shared/schemas/car.ts';
import { CarCard } from '#web/components/car/CarCard.tsx';
import { SNAP_STRIP_CLASS, useSnapStrip } from '#web/components/ui/use-snap-strip.ts';
import { StripArrows } from './ArrowButton.tsx';

const navClass =
  'flex h-11 w-11 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-700 shadow-card transition hover:border-primary-300 hover:text-primary-700 disabled:opacity-40 disabled:hover:border-ink-200 disabled:hover:text-ink-700';

export function RelatedCars({ cars }: { cars: CarListItem[] }) {
  const strip = useSnapStrip<HTMLUListElement>();
  if (cars.length === 0) return null;

  return (
    <section aria-labelledby="related-cars-title" className="mt-10">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="related-cars-title" className="text-xl font-bold text-ink-900 sm:text-2xl">
          {relatedCars}
        </h2>
        {cars.length > 1 ? (
          <div className="hidden gap-2 md:flex">
            <StripArrows
              strip={strip}
              labels={[previousRelated, nextRelated]}
              className={() => navClass}
              iconClassName="h-5 w-5"
            />
          </div>
        ) : null}
      </div>
      <ul ref={strip.ref} className={`${SNAP_STRIP_CLASS} -mx-1 gap-4 overflow-x-auto px-1 pb-2`}>
        {cars.map((car) => (
          <li
            key={car.Rand}
            className="w-[87%] shrink-0 snap-start md:w-[calc(50%-0.5rem)] lg:w-[calc(33.333%-0.667rem)] [&>article]:h-full"
          >
            <CarCard car={car} />
          </li>
        ))}
      </ul>
    </section>
  );
}
