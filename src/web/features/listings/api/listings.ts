/**
 * The seller's listings (docs/product.md#listing-calls, #listing-status,
 * #sessions, #messages-and-errors): My Vehicles, the Edit form's listing,
 * saving (addcar / Editcar, with upload progress), delete and mark Sold. Every
 * change refreshes My Vehicles and the public car lists (a seller's car is a
 * public listing at once).
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRODUCT } from '#shared/brand.ts';
import type { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import type { CarListItem } from '#shared/schemas/car.ts';
import type {
  EditableListing,
  EditableListingAnswerSchema,
  MyListing,
  MyListingsAnswerSchema,
  SavedListingAnswerSchema,
} from '#shared/schemas/listing.ts';
import { ApiError, apiGet, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import {
  retryUnless4xx,
  SESSION_QUERY_META,
  unwrapSignedIn,
  useSignedIn,
} from '#web/lib/session.ts';
import { postFormWithProgress } from './post-form-with-progress.ts';

/** Base path of the seller's listing calls. */
export const LISTINGS_API = `/api/${PRODUCT}ClientSellInquiry`;

/** A 401 here clears storage and marks signed out, with no message (docs/product.md#sessions). */
export async function fetchMyListings(signal?: AbortSignal): Promise<MyListing[]> {
  const list = await unwrapSignedIn(
    apiGet<typeof MyListingsAnswerSchema>(`${LISTINGS_API}/All`, { signal, on401: 'return' }),
  );
  return list ?? [];
}

/** My Vehicles (a React Query result of `CarListItem[]`); idle while signed out. */
export function useMyListings() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: queryKeys.listings.mine,
    queryFn: ({ signal }) => fetchMyListings(signal),
    meta: SESSION_QUERY_META,
    enabled: signedIn,
    staleTime: 0,
    retry: retryUnless4xx,
  });
}

/**
 * The Edit form's listing (parsed with EditableListingAnswerSchema); a failure
 * or an empty Data throws an ApiError.
 */
export async function fetchEditableListing(
  rand: string,
  signal?: AbortSignal,
): Promise<EditableListing> {
  const r = await apiGet<typeof EditableListingAnswerSchema>(
    `${LISTINGS_API}/Editcar?Rand=${encodeURIComponent(rand)}`,
    { signal },
  );
  if (!r.succ || !r.data) throw new ApiError(r.msg, r.status, r.data);
  return r.data;
}

/** The Edit form's listing as a query; never cached past the page. */
export function useEditableListing(rand: string) {
  return useQuery({
    queryKey: queryKeys.listings.editable(rand),
    queryFn: ({ signal }) => fetchEditableListing(rand, signal),
    meta: SESSION_QUERY_META,
    staleTime: 0,
    gcTime: 0,
    retry: retryUnless4xx,
  });
}

/** After any change: My Vehicles and every public car list/page are out of date. */
function refreshAfterChange(client: QueryClient) {
  void client.invalidateQueries({ queryKey: queryKeys.listings.all });
  void client.invalidateQueries({ queryKey: queryKeys.cars.all });
}

export interface SaveListingInput {
  /** listingWireBody(parsed form) */
  body: Record<string, string>;
  onProgress?: (fraction: number) => void;
}

export interface SavedListing {
  Rand: string;
  carid: number;
  carnumber: string;
}

/** addcar (mode 'sell') or Editcar (mode 'edit'); answers the server's Message. */
export function useSaveListing(mode: 'sell' | 'edit') {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['listings', mode],
    mutationFn: async ({ body, onProgress }: SaveListingInput) => {
      const path = `${LISTINGS_API}/${mode === 'sell' ? 'addcar' : 'Editcar'}`;
      const r = await postFormWithProgress<typeof SavedListingAnswerSchema>(path, body, {
        onProgress,
      });
      if (!r.succ) throw new ApiError(r.msg, r.status, r.data);
      return { message: r.msg, saved: r.data };
    },
    onSuccess: () => refreshAfterChange(client),
  });
}

/**
 * Deletes a listing by its Rand (answer parsed with EmptyAnswerSchema);
 * answers the server's Message, throws an ApiError on failure.
 */
export function useDeleteListing() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['listings', 'delete'],
    mutationFn: async (rand: string) => {
      const r = await apiGet<typeof EmptyAnswerSchema>(
        `${LISTINGS_API}/Delete?Rand=${encodeURIComponent(rand)}`,
      );
      if (!r.succ) throw new ApiError(r.msg, r.status, r.data);
      return r.msg;
    },
    onSuccess: (_msg, rand) => {
      client.setQueryData<CarListItem[]>(queryKeys.listings.mine, (old) =>
        old?.filter((car) => car.Rand !== rand),
      );
      refreshAfterChange(client);
    },
  });
}

/**
 * UnSold -> Sold (docs/product.md#listing-status); carstatus is the car's
 * current status (query only).
 */
export function useMarkSold() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['listings', 'sold'],
    mutationFn: async (car: Pick<CarListItem, 'carnumber' | 'CarStatus'>) => {
      const q = new URLSearchParams({ carno: car.carnumber, carstatus: car.CarStatus });
      const r = await apiPost<typeof EmptyAnswerSchema>(
        `${LISTINGS_API}/changesoldunsoldstatus?${q}`,
        {},
      );
      if (!r.succ) throw new ApiError(r.msg, r.status, r.data);
      return r.msg;
    },
    onSuccess: (_msg, car) => {
      client.setQueryData<CarListItem[]>(queryKeys.listings.mine, (old) =>
        old?.map((c) => (c.carnumber === car.carnumber ? { ...c, CarStatus: 'Sold' as const } : c)),
      );
      refreshAfterChange(client);
    },
  });
}

/**
 * Renew: the car is still for sale (docs/moderation.md#fresh-listings); an
 * expired one shows to buyers again. Resolves with the server's message.
 */
export function useRenewListing() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['listings', 'renew'],
    mutationFn: async (rand: string) => {
      const r = await apiPost<typeof EmptyAnswerSchema>(`${LISTINGS_API}/Renew`, { Rand: rand });
      if (!r.succ) throw new ApiError(r.msg, r.status, r.data);
      return r.msg;
    },
    onSuccess: () => refreshAfterChange(client),
  });
}
