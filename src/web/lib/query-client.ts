/** The one React Query client: cached lists survive back navigation so scroll can be restored. */
import { QueryClient } from '@tanstack/react-query';

/** Lookups (states, companies, fuels ...) change rarely. */
export const LOOKUP_STALE_MS = 60 * 60 * 1000;

/** The app's client, shared by the provider and route loaders (which prefetch into it). */
export const queryClient: QueryClient = createQueryClient();

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 30 * 60 * 1000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
