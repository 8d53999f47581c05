/** GET /api/Bannermaster/AllClientBanner (docs/product.md#api): the Home slider's banners. */

import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope } from '#shared/schemas/api.ts';
import { type Banner, BannerSchema } from '#shared/schemas/car.ts';
import { apiGet, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  return unwrap(
    apiGet('/api/Bannermaster/AllClientBanner', envelope(BannerSchema.array()), { signal }),
  );
}

export const bannersQuery = queryOptions({
  queryKey: queryKeys.banners,
  queryFn: ({ signal }) => getBanners(signal),
  staleTime: 30 * 60 * 1000,
});

export function useBanners() {
  return useQuery(bannersQuery);
}

/** The phone version of a banner photo: '/photos/x.jpg' -> '/photos/x-sm.webp'. */
export function smallBannerUrl(photo: string): string {
  return /\.jpe?g$/i.test(photo) ? photo.replace(/\.jpe?g$/i, '-sm.webp') : photo;
}
