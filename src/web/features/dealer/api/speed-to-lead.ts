/**
 * The workspace's speed to lead (issue 43 part 4; docs/decisions/041-lead-work.md):
 * each person's median minutes to a lead's first contact over the last 7
 * days and the open leads nobody has contacted, for owners and managers
 * (GET /api/Dealer/SpeedToLead; a 403 for anyone else). The dealership's own
 * data (SESSION_QUERY_META); a 401 ends the session quietly.
 */
import { useQuery } from '@tanstack/react-query';
import type { SpeedToLeadSchema } from '#shared/schemas/lead-work.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { retryUnless4xx, SESSION_QUERY_META, unwrapSignedIn } from '#web/lib/session.ts';

/** The speed to lead of the caller's dealership (`enabled`: their role sees every lead). */
export function useSpeedToLead(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.dealer.all, 'speed-to-lead'] as const,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof SpeedToLeadSchema>('/api/Dealer/SpeedToLead', { signal, on401: 'return' }),
      ),
    meta: SESSION_QUERY_META,
    retry: retryUnless4xx,
    enabled,
  });
}
