/**
 * The person's notices from CarSetu (issue 44 part 7; docs/incident.md):
 * a personal data breach that touched their data, and marking one read.
 * Failures follow the shared helpers' 401 rule.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import type { MyNoticesSchema } from '#shared/schemas/breach.ts';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { retryUnless401, SESSION_QUERY_META, unwrapSignedIn } from '#web/lib/session.ts';

export function useNotices() {
  return useQuery({
    queryKey: queryKeys.account.notices,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof MyNoticesSchema>('/api/Account/Notices', { signal, on401: 'return' }),
      ),
    meta: SESSION_QUERY_META,
    retry: retryUnless401,
  });
}

export function useMarkNoticeRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrapSignedIn(
        apiPost<typeof EmptyAnswerSchema>('/api/Account/NoticeRead', { id }, { on401: 'return' }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.account.notices }),
  });
}
