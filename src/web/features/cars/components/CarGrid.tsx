/** Responsive grid of car cards: 1 column on phones, 2 on small tablets, 3-4 on desktops. */
import { loadingCars } from '#messages/cars.ts';
import type { CarListItem } from '#shared/schemas/car.ts';
import { CarCard } from '#web/components/car/CarCard.tsx';
import { CarCardSkeleton } from '#web/components/car/CarCardSkeleton.tsx';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4';

export function CarGrid({
  cars,
  priorityCount = 0,
  columns = GRID,
}: {
  cars: CarListItem[];
  /** How many leading cards load their photo eagerly (above the fold). */
  priorityCount?: number;
  columns?: string;
}) {
  return (
    <ul className={columns}>
      {cars.map((car, i) => (
        <li key={car.carid}>
          <CarCard car={car} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

export function CarGridSkeleton({
  count = 8,
  columns = GRID,
}: {
  count?: number;
  columns?: string;
}) {
  return (
    <div className={columns} role="status" aria-label={loadingCars}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
        <CarCardSkeleton key={i} />
      ))}
    </div>
  );
}

export const GRID_WITH_SIDEBAR = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3';
