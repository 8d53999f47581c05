/** A sold car's page: the cars a buyer who wanted it may like instead. Nothing while loading or when there are none. */
import { useQuery } from '@tanstack/react-query';
import { similarCarsForSale } from '#messages/car-page.ts';
import { CarGrid } from '#web/features/cars/components/CarGrid.tsx';
import { similarCarsQuery } from '../api/similar-cars.ts';

export function SimilarCars({ rand }: { rand: string }) {
  const { data: cars } = useQuery(similarCarsQuery(rand));
  if (!cars || cars.length === 0) return null;
  return (
    <section aria-labelledby="similar-cars" className="mt-10">
      <h2 id="similar-cars" className="mb-4 text-xl font-bold text-ink-900 sm:text-2xl">
        {similarCarsForSale}
      </h2>
      <CarGrid cars={cars} />
    </section>
  );
}
