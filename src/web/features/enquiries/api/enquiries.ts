/**
 * The seller's Enquiries (issue 12 item 1; docs/decisions/022-enquiries-inbox.md):
 * the counts behind
 * the header's badge (new leads, and the Today queue's length), and each
 * listing's views, leads and days listed for My Vehicles. Working a lead
 * (follow-ups, history, assignment, Today) is lead-work.ts'. All of it belongs to the
 * signed-in user (SESSION_QUERY_META: dropped at sign-out); a 401 ends the
 * session quietly, as My Vehicles does (docs/product.md#sessions).
 */
import { type InfiniteData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  Enquiry,
  EnquiryCountSchema,
  EnquiryList,
  ListingStatsSchema,
} from '#shared/schemas/enquiry.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import {
  retryUnless401,
  SESSION_QUERY_META,
  unwrapSignedIn,
  useSignedIn,
} from '#web/lib/session.ts';

const BASE = '/api/Enquiries';

/** The header's counts: new leads, and the Today queue's length (idle while signed out; checked every minute). */
export function useEnquiryCounts() {
  const signedIn = useSignedIn();
  return useQuery({
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
  });
}

/** How many leads are still new (0 while signed out or loading). */
export function useNewEnquiryCount(): number {
  const signedIn = useSignedIn();
  const q = useEnquiryCounts();
  return signedIn ? (q.data?.NewCount ?? 0) : 0;
}

/** Lead `lead` as the server answered it after a change: the inbox's row follows at once. */
export function putLead(client: QueryClient, lead: Enquiry): void {
  client.setQueryData<InfiniteData<EnquiryList>>(queryKeys.enquiries.list, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            Enquiries: page.Enquiries.map((e) => (e.id === lead.id ? lead : e)),
          })),
        }
      : old,
  );
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
