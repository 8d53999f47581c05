/**
 * The seller's Enquiries (issue 12 item 1; docs/decisions/022-enquiries-inbox.md):
 * the inbox pages (newest first, `before` for older ones), the count of new
 * leads behind the header's badge, a lead's status, and each listing's
 * views, leads and days listed for My Vehicles. All of it belongs to the
 * signed-in user (SESSION_QUERY_META: dropped at sign-out); a 401 ends the
 * session quietly, as My Vehicles does (docs/product.md#sessions).
 */
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import type {
  EnquiryCountSchema,
  EnquiryList,
  EnquiryListSchema,
  LeadStatus,
  ListingStatsSchema,
} from '#shared/schemas/enquiry.ts';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import {
  retryUnless401,
  SESSION_QUERY_META,
  unwrapSignedIn,
  useSignedIn,
} from '#web/lib/session.ts';

const BASE = '/api/Enquiries';

/** The inbox, page by page (`before` = the previous page's NextBefore). */
export const enquiriesQuery = infiniteQueryOptions({
  queryKey: queryKeys.enquiries.list,
  queryFn: ({ pageParam, signal }) =>
    unwrapSignedIn(
      apiGet<typeof EnquiryListSchema>(
        `${BASE}/MyEnquiries${pageParam ? `?before=${pageParam}` : ''}`,
        {
          signal,
          on401: 'return',
        },
      ),
    ),
  initialPageParam: 0,
  getNextPageParam: (last: EnquiryList) => last.NextBefore ?? undefined,
  meta: SESSION_QUERY_META,
  retry: retryUnless401,
});

/** The signed-in seller's inbox; always fresh on arrival. */
export function useEnquiries() {
  return useInfiniteQuery({ ...enquiriesQuery, refetchOnMount: 'always' });
}

/** How many leads are still new: the header's badge (idle while signed out; checked every minute). */
export function useNewEnquiryCount(): number {
  const signedIn = useSignedIn();
  const q = useQuery({
    ...queryOptions({
      queryKey: queryKeys.enquiries.newCount,
      queryFn: ({ signal }) =>
        unwrapSignedIn(
          apiGet<typeof EnquiryCountSchema>(`${BASE}/NewCount`, { signal, on401: 'return' }),
        ),
      meta: SESSION_QUERY_META,
      retry: retryUnless401,
    }),
    enabled: signedIn,
    refetchInterval: 60_000,
    select: (d) => d.NewCount,
  });
  return signedIn ? (q.data ?? 0) : 0;
}

/** Sets lead `id`'s status; on success the inbox and the badge follow. */
export function useSetEnquiryStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: LeadStatus }) =>
      unwrapSignedIn(
        apiPost<typeof EmptyAnswerSchema>(`${BASE}/SetStatus`, { id, Status: status }),
      ),
    onSuccess: (_data, { id, status }) => {
      // The row changes at once; the count is asked again.
      client.setQueryData<InfiniteData<EnquiryList>>(queryKeys.enquiries.list, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                Enquiries: page.Enquiries.map((e) => (e.id === id ? { ...e, Status: status } : e)),
              })),
            }
          : old,
      );
      return client.invalidateQueries({ queryKey: queryKeys.enquiries.newCount });
    },
  });
}

/** Views, leads and days listed per listing (carid) of the signed-in seller. */
export function useListingStats() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: queryKeys.enquiries.listingStats,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof ListingStatsSchema>(`${BASE}/ListingStats`, { signal, on401: 'return' }),
      ),
    meta: SESSION_QUERY_META,
    retry: retryUnless401,
    enabled: signedIn,
    select: (rows) => new Map(rows.map((r) => [r.carid, r])),
  });
}
