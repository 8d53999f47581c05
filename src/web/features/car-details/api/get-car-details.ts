/**
 * The car page fetch (GetdetailsofCarsbyRandomid). A sold car answers
 * Success true with Message 'Sold Out...' and no Data, a hidden one with
 * 'This car is no longer available.'; an unknown Rand
 * answers 404, which is an answer too ('missing'), so the server-rendered
 * "not found" page is handed to the browser like any other.
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_MSG } from '#shared/page-messages.ts';
import type { CarDetails, CarDetailsAnswerSchema } from '#shared/schemas/car.ts';
import { ApiError, apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type CarDetailsResult =
  | { kind: 'car'; car: CarDetails }
  | { kind: 'sold' }
  /** Kept from buyers by moderation (docs/moderation.md). */
  | { kind: 'unavailable' }
  | { kind: 'missing'; message: string };

/**
 * One car by its Rand, parsed with CarDetailsAnswerSchema: the car, sold, or
 * missing (a 404 with the server's message). Any other failure (network,
 * 5xx, an answer that does not fit) throws an ApiError.
 */
export async function fetchCarDetails(
  rand: string,
  signal?: AbortSignal,
): Promise<CarDetailsResult> {
  const r = await apiGet<typeof CarDetailsAnswerSchema>(
    `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${encodeURIComponent(rand)}`,
    { signal },
  );
  if (r.succ && r.msg === PAGE_MSG.soldOut) return { kind: 'sold' };
  if (r.succ && r.msg === PAGE_MSG.unavailable) return { kind: 'unavailable' };
  if (r.status === 404) return { kind: 'missing', message: r.msg };
  if (!r.succ || !r.data) throw new ApiError(r.msg, r.status || 0, r.data);
  return { kind: 'car', car: r.data };
}

/** Retries network and server failures, never a 4xx (an unknown car stays unknown). */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The car page's query options (also filled by its loader); kept a minute. */
export function carDetailsQuery(rand: string) {
  return queryOptions({
    queryKey: queryKeys.cars.details(rand),
    queryFn: ({ signal }) => fetchCarDetails(rand, signal),
    retry: shouldRetry,
    staleTime: 60_000,
  });
}

/** The car page's data (a React Query result of CarDetailsResult). */
export function useCarDetails(rand: string) {
  return useQuery(carDetailsQuery(rand));
}
