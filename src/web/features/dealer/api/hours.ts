/**
 * A dealership's working hours (issue 43 part 2; docs/decisions/041-lead-work.md):
 * opening and closing (IST, "HH:MM") and the open weekdays, which decide when
 * a lead nobody acted on goes to the owner too. The owner's own data
 * (SESSION_QUERY_META); a 401 ends the session quietly; a 403 (not an owner)
 * is an ApiError with status 403.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkingHoursAnswerSchema, WorkingHoursForm } from '#shared/schemas/dealer-team.ts';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { retryUnless4xx, SESSION_QUERY_META, unwrapSignedIn } from '#web/lib/session.ts';

const URL = '/api/Dealer/Hours';

/** Below queryKeys.dealer.all, so the workspace's refreshes and a sign-out reach it. */
const hoursKey = [...queryKeys.dealer.all, 'hours'] as const;

/** The signed-in owner's dealership's working hours. */
export function useWorkingHours() {
  return useQuery({
    queryKey: hoursKey,
    queryFn: ({ signal }) =>
      unwrapSignedIn(apiGet<typeof WorkingHoursAnswerSchema>(URL, { signal, on401: 'return' })),
    meta: SESSION_QUERY_META,
    retry: retryUnless4xx,
  });
}

/** Saves the working hours; resolves with the server's message ('Working hours saved'). */
export function useSaveWorkingHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (hours: WorkingHoursForm) => {
      const r = await apiPost<typeof WorkingHoursAnswerSchema>(URL, hours, { on401: 'return' });
      const saved = await unwrapSignedIn(r);
      client.setQueryData(hoursKey, saved);
      return r.msg;
    },
  });
}
