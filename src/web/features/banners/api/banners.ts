/** GET /api/Bannermaster/AllClientBanner (docs/product.md#api): the Home slider's banners. */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner, BannersAnswerSchema } from '#shared/schemas/car.ts';
import { apiGet, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * The banners, `Banner[]` (`{ nUrl, nPhoto }`), parsed with
 * BannersAnswerSchema; a failure throws an ApiError with the client's message.
 */
export function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  return unwrap(
    apiGet<typeof BannersAnswerSchema>('/api/Bannermaster/AllClientBanner', { signal }),
  );
}

/** The banners as query options (also filled by Home's loader); kept 30 minutes. */
export const bannersQuery = queryOptions({
  queryKey: queryKeys.banners,
  queryFn: ({ signal }) => getBanners(signal),
  staleTime: 30 * 60 * 1000,
});

/** The Home slider's banners (a React Query result of `Banner[]`). */
export function useBanners() {
  return useQuery(bannersQuery);
}

/** The phone version of a banner photo: '/photos/x.jpg' -> '/photos/x-sm.webp'. */
export function smallBannerUrl(photo: string): string {
  return /\.jpe?g$/i.test(photo) ? photo.replace(/\.jpe?g$/i, '-sm.webp') : photo;
}
