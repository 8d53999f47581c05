/**
 * The console's breach notice calls (issue 44 part 7; docs/incident.md):
 * what was sent, and sending one (the list is asked again after).
 * Operator-only on the server; a 401 ends the session quietly.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BreachNoticeForm,
  BreachNoticeSentSchema,
  ConsoleBreachNoticesSchema,
} from '#shared/schemas/breach.ts';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { unwrapSignedIn } from '#web/lib/session.ts';
import { BASE, READ } from './admin.ts';

/** Under the console's key (an action refreshes every console read); kept out of the shared query keys. */
const BREACH_NOTICES_KEY = [...queryKeys.admin.all, 'breach-notices'] as const;

export const useBreachNotices = () =>
  useQuery({
    queryKey: BREACH_NOTICES_KEY,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof ConsoleBreachNoticesSchema>(`${BASE}/BreachNotices`, {
          signal,
          on401: 'return',
        }),
      ),
    ...READ,
  });

/** Sends a notice; resolves with the server's message and the counts. */
export function useSendBreachNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (form: BreachNoticeForm) => {
      const r = await apiPost<typeof BreachNoticeSentSchema>(
        `${BASE}/BreachNotice`,
        { ...form, mobiles: form.mobiles ?? '' },
        { on401: 'return' },
      );
      const data = await unwrapSignedIn(r);
      return { ...data, message: r.msg };
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
