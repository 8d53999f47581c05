/**
 * The Dealer Workspace's showroom form (issue 45 part 5): GET and POST
 * /api/Dealer/Showroom, signed in (anyone of the dealership reads it; owners
 * change it: 403 otherwise, an ApiError). Apart from api/showroom.ts so
 * that the public page does not carry React Query's mutations.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShowroomForm, ShowroomFormAnswerSchema } from '#shared/schemas/showroom.ts';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { retryUnless4xx, SESSION_QUERY_META, unwrapSignedIn } from '#web/lib/session.ts';

const URL = '/api/Dealer/Showroom';
/** Below queryKeys.dealer.all, so a sign-out and the workspace's refreshes reach it. */
const formKey = [...queryKeys.dealer.all, 'showroom'] as const;

/** The signed-in dealer's showroom form: its words, Rand and page path. */
export function useShowroomForm() {
  return useQuery({
    queryKey: formKey,
    queryFn: ({ signal }) =>
      unwrapSignedIn(apiGet<typeof ShowroomFormAnswerSchema>(URL, { signal, on401: 'return' })),
    meta: SESSION_QUERY_META,
    retry: retryUnless4xx,
  });
}

/** Saves the words about the dealership; resolves with the server's message ('Showroom page saved'). */
export function useSaveShowroom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (form: ShowroomForm) => {
      const r = await apiPost<typeof ShowroomFormAnswerSchema>(URL, form, { on401: 'return' });
      client.setQueryData(formKey, await unwrapSignedIn(r));
      return r.msg;
    },
  });
}
