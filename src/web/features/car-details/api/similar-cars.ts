/**
 * Cars like a sold one, for its page (GET /api/Carmaster/SimilarCars, an
 * addition to the original API): unsold cars of the same model, then of the
 * same make near its price.
 */
import { queryOptions } from '@tanstack/react-query';
import { envelope } from '#shared/schemas/api.ts';
import { CarListItemSchema } from '#shared/schemas/car.ts';
import { apiGet, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function similarCarsQuery(rand: string) {
  return queryOptions({
    queryKey: queryKeys.cars.similar(rand),
    queryFn: ({ signal }) =>
      unwrap(
        apiGet(
          `/api/Carmaster/SimilarCars?Randomno=${encodeURIComponent(rand)}`,
          envelope(CarListItemSchema.array()),
          { signal },
        ),
      ),
    staleTime: 60_000,
  });
}
