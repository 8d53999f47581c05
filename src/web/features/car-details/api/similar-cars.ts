/**
 * Cars like a sold one, for its page (GET /api/Carmaster/SimilarCars, an
 * addition to the original API): unsold cars of the same model, then of the
 * same make near its price.
 */
import { queryOptions } from '@tanstack/react-query';
import type { SimilarCarsAnswerSchema } from '#shared/schemas/car.ts';
import { apiGet, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * Query options for the cars like `rand`'s (`CarListItem[]`, parsed with
 * SimilarCarsAnswerSchema); a failure is a query error (ApiError).
 */
export function similarCarsQuery(rand: string) {
  return queryOptions({
    queryKey: queryKeys.cars.similar(rand),
    queryFn: ({ signal }) =>
      unwrap(
        apiGet<typeof SimilarCarsAnswerSchema>(
          `/api/Carmaster/SimilarCars?Randomno=${encodeURIComponent(rand)}`,
          { signal },
        ),
      ),
    staleTime: 60_000,
  });
}
