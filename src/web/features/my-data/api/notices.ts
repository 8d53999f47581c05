/**
 * The person's notices from CarSetu (issue 44 part 7; docs/incident.md):
 * a personal data breach that touched their data, and marking one read.
 * Failures follow the shared helpers' 401 rule.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import type { MyNoticesSchema } from '#shared/schemas/breach.ts';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { retryUnless401, SESSION_QUERY_META, unwrapSignedIn } from '#web/lib/session.ts';

/** Kept here, not in the shared query keys: only My data reads it. */
const NOTICES_KEY = ['account', 'notices'] as const;

export function useNotices() {
  return useQuery({
    queryKey: NOTICES_KEY,
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
    onSettled: () => client.invalidateQueries({ queryKey: NOTICES_KEY }),
  });
}
