/**
 * The seller's inbox (issue 12 item 1; docs/decisions/022-enquiries-inbox.md):
 * its pages, newest first (`before` for older ones). Only the Enquiries
 * page reads it, so it is a module of that page's own, apart from
 * enquiries.ts (the header's counts and My Vehicles' figures, which other
 * chunks share). The signed-in user's (SESSION_QUERY_META); a 401 ends the
 * session quietly.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EnquiryList, EnquiryListSchema } from '#shared/schemas/enquiry.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { retryUnless401, SESSION_QUERY_META, unwrapSignedIn } from '#web/lib/session.ts';

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

/** A list asked for this recently (the All switch prefetches it as the finger lands) is not asked again on arrival. */
const JUST_FETCHED_MS = 5_000;

/** The signed-in seller's inbox; fresh on arrival. */
export function useEnquiries() {
  return useInfiniteQuery({
    ...enquiriesQuery,
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS,
  });
}
