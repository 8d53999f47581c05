/**
 * A listing's extra photos (docs/product.md#listing-photo-calls, #photo-rules):
 * the car's photos grouped by category, uploading one photo (with progress,
 * through the page's form poster) and deleting one. The interface uses the
 * Exterior category only; the main photo is the first Exterior one.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { PRODUCT } from '#shared/brand.ts';
import type { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import type { ImageGroup, ImageGroupsAnswerSchema, ListingImage } from '#shared/schemas/listing.ts';
import { type AnswerData, ApiError, type ApiResult, apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { SESSION_QUERY_META } from '#web/lib/session.ts';

/** Base path of the listing photo calls. */
export const PHOTOS_API = `/api/${PRODUCT}ClientSellimages`;

/** A form POST with upload progress (the app passes the listings feature's XHR poster). */
export type PostForm = <S extends z.ZodType>(
  path: string,
  body: Record<string, string>,
  options?: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
) => Promise<ApiResult<AnswerData<S>>>;

/** The Exterior photos of a listing's groups (none when not loaded). */
export function exteriorOf(groups: ImageGroup[] | undefined): ListingImage[] {
  return groups?.find((g) => g.imagetype === 'Exterior')?.images ?? [];
}

/**
 * The seller's photos of a car (`ImageGroup[]`, parsed with
 * ImageGroupsAnswerSchema); a failure is a query error (ApiError), retried
 * once unless it is a 4xx.
 */
export function useListingPhotos(carnumber: string) {
  return useQuery({
    queryKey: queryKeys.listingPhotos(carnumber),
    queryFn: async ({ signal }) => {
      const r = await apiGet<typeof ImageGroupsAnswerSchema>(
        `${PHOTOS_API}/Sellcarimages?carno=${encodeURIComponent(carnumber)}`,
        { signal },
      );
      if (!r.succ) throw new ApiError(r.msg, r.status, r.data);
      return r.data ?? [];
    },
    meta: SESSION_QUERY_META,
    staleTime: 0,
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
  });
}

export interface UploadTarget {
  carid: number;
  carnumber: string;
}

/** Uploads one Exterior photo (a JPEG data URL); answers the car's photo groups. */
export async function uploadPhoto(
  postForm: PostForm,
  car: UploadTarget,
  photo: { url: string; name: string },
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<ImageGroup[]> {
  const r = await postForm<typeof ImageGroupsAnswerSchema>(
    `${PHOTOS_API}/addcarimages`,
    {
      carid: String(car.carid),
      carnumber: car.carnumber,
      imageslist: JSON.stringify([photo]),
      imagetype: 'Exterior',
    },
    options,
  );
  if (!r.succ) throw new ApiError(r.msg, r.status, r.data);
  return r.data ?? [];
}

/**
 * Deletes one photo by its Rand (answer parsed with EmptyAnswerSchema);
 * answers the server's Message, throws an ApiError on failure.
 */
export function useDeletePhoto(carnumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['listing-photos', 'delete'],
    mutationFn: async (rand: string) => {
      const r = await apiGet<typeof EmptyAnswerSchema>(
        `${PHOTOS_API}/Delete?Rand=${encodeURIComponent(rand)}`,
      );
      if (!r.succ) throw new ApiError(r.msg, r.status, r.data);
      return r.msg;
    },
    onSuccess: (_msg, rand) => {
      client.setQueryData<ImageGroup[]>(queryKeys.listingPhotos(carnumber), (old) =>
        old?.map((g) => ({ ...g, images: g.images.filter((i) => i.Rand !== rand) })),
      );
      void client.invalidateQueries({ queryKey: queryKeys.listingPhotos(carnumber) });
    },
  });
}
