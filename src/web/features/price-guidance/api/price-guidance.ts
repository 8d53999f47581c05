/**
 * A car's price guidance (issue 45 part 2; docs/decisions/045-price-guidance.md):
 * GET /api/Dealer/PriceGuidance?Rand=, asked when its panel opens. Kept under
 * the workspace's key, so a new price (SetPrice refreshes the workspace)
 * asks it again. A 401 ends the session quietly.
 */
import { useQuery } from '@tanstack/react-query';
import type { PriceGuidanceAnswerSchema } from '#shared/schemas/price-guidance.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { retryUnless4xx, SESSION_QUERY_META, unwrapSignedIn } from '#web/lib/session.ts';

const guidanceKey = (rand: string) => [...queryKeys.dealer.all, 'price-guidance', rand] as const;

/** Car `rand`'s guidance (rupees, counts over the last 14 days), asked only while `enabled`. */
export function usePriceGuidance(rand: string, enabled: boolean) {
  return useQuery({
    queryKey: guidanceKey(rand),
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof PriceGuidanceAnswerSchema>(
          `/api/Dealer/PriceGuidance?Rand=${encodeURIComponent(rand)}`,
          { signal, on401: 'return' },
        ),
      ),
    enabled,
    meta: SESSION_QUERY_META,
    retry: retryUnless4xx,
  });
}
