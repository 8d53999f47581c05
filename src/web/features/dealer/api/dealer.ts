/**
 * The dealer workspace (issue 12 item 2; docs/decisions/025-dealer-workspace.md):
 * the dealer's stock page by page for a search `q` and `status`, a new
 * price and marking a car sold. A 401 ends the session quietly, as My
 * Vehicles does; a 403 (not a dealer) is an ApiError with status 403.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { PRODUCT } from '#shared/brand.ts';
import type { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import type {
  DealerInventory,
  DealerInventorySchema,
  DealerMeSchema,
} from '#shared/schemas/dealer.ts';
import { ApiError, apiGet, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { SESSION_QUERY_META, unwrapSignedIn } from '#web/lib/session.ts';

const BASE = '/api/Dealer';

/**
 * The signed-in user's dealership ({ firmName, mobile }), or null for anyone
 * who is no dealer. Asked once per session (it changes only when a dealer row
 * is imported), for landing a dealer on the workspace after sign-in and for
 * offering Import cars only to dealers.
 */
export const dealerMeQuery = queryOptions({
  queryKey: queryKeys.dealer.me,
  queryFn: ({ signal }) =>
    unwrapSignedIn(apiGet<typeof DealerMeSchema>(`${BASE}/Me`, { signal, on401: 'return' })).then(
      (d) => d.dealer,
    ),
  staleTime: Number.POSITIVE_INFINITY,
  meta: SESSION_QUERY_META,
  retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
});

/** dealerMeQuery for a component. */
export function useDealerMe() {
  return useQuery(dealerMeQuery);
}

/** Stock filters as the page's URL holds them: search text and '' | 'UnSold' | 'Sold'. */
export interface StockFilter {
  q: string;
  status: '' | 'UnSold' | 'Sold';
}

/** The inventory for `filter`, page by page (`before` = the previous page's NextBefore). */
export const dealerInventoryQuery = (filter: StockFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeys.dealer.inventory(filter.q, filter.status),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (filter.q) params.set('q', filter.q);
      if (filter.status) params.set('status', filter.status);
      if (pageParam) params.set('before', String(pageParam));
      const query = params.size ? `?${params}` : '';
      return unwrapSignedIn(
        apiGet<typeof DealerInventorySchema>(`${BASE}/Inventory${query}`, {
          signal,
          on401: 'return',
        }),
      );
    },
    initialPageParam: 0,
    getNextPageParam: (last: DealerInventory) => last.NextBefore ?? undefined,
    meta: SESSION_QUERY_META,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

export function useDealerInventory(filter: StockFilter) {
  return useInfiniteQuery({ ...dealerInventoryQuery(filter), placeholderData: (prev) => prev });
}

/** After a change: the stock lists and the public pages' cached cars are asked again. */
function useRefreshAfterChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.dealer.all }),
      client.invalidateQueries({ queryKey: queryKeys.cars.all }),
    ]);
}

/** Sets car `Rand`'s price (rupees); resolves with the server's message. */
export function useSetDealerPrice() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async ({ Rand, price }: { Rand: string; price: number }) => {
      const r = await apiPost<typeof EmptyAnswerSchema>(`${BASE}/SetPrice`, {
        Rand,
        nSaleprice: price,
      });
      await unwrapSignedIn(r);
      return r.msg;
    },
    onSuccess: refresh,
  });
}

/** Marks car `Rand` sold; resolves with the server's message. */
export function useMarkDealerCarSold() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (Rand: string) => {
      const r = await apiPost<typeof EmptyAnswerSchema>(`${BASE}/MarkSold`, { Rand });
      await unwrapSignedIn(r);
      return r.msg;
    },
    onSuccess: refresh,
  });
}

/**
 * Renews the whole stock (docs/moderation.md#fresh-listings): every car for
 * sale or expired stays listed LISTING_TTL_DAYS more; resolves with the
 * server's message ('12 cars renewed').
 */
export function useRenewAllStock() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async () => {
      const r = await apiPost<typeof EmptyAnswerSchema>(
        `/api/${PRODUCT}ClientSellInquiry/RenewAll`,
        {},
      );
      await unwrapSignedIn(r);
      return r.msg;
    },
    onSuccess: refresh,
  });
}
