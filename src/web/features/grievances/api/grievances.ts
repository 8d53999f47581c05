/**
 * The signed-in person's grievances (issue 44 part 5; docs/privacy.md#grievances):
 * their tickets with answers, and filing a new one (the list is asked again
 * after it). Failures follow the shared helpers' 401 rule.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GrievanceFiledSchema,
  GrievanceForm,
  MyGrievancesSchema,
} from '#shared/schemas/grievance.ts';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { retryUnless401, SESSION_QUERY_META, unwrapSignedIn } from '#web/lib/session.ts';

const BASE = '/api/Grievance';

/** The person's grievances, newest first. */
export function useMyGrievances() {
  return useQuery({
    queryKey: queryKeys.grievances,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof MyGrievancesSchema>(`${BASE}/Mine`, { signal, on401: 'return' }),
      ),
    meta: SESSION_QUERY_META,
    retry: retryUnless401,
  });
}

/** Files a grievance; resolves with its ticket and the server's message. */
export function useFileGrievance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (form: GrievanceForm) => {
      const r = await apiPost<typeof GrievanceFiledSchema>(`${BASE}/File`, form, {
        on401: 'return',
      });
      const data = await unwrapSignedIn(r);
      return { ticket: data.ticket, message: r.msg };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.grievances }),
  });
}
