/**
 * A dealership's team (issue 43 part 1; docs/decisions/040-dealer-team.md):
 * its people, and adding, changing and removing one. The signed-in owner's
 * own data (SESSION_QUERY_META: dropped at sign-out); a 401 ends the session
 * quietly; a 403 (not an owner) is an ApiError with status 403. Mutations
 * resolve with the server's message, shown by the screen.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import type {
  TeamAddForm,
  TeamAnswerSchema,
  TeamChangeForm,
  TeamMemberAnswerSchema,
} from '#shared/schemas/dealer-team.ts';
import { type ApiResult, apiGet, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { retryUnless4xx, SESSION_QUERY_META, unwrapSignedIn } from '#web/lib/session.ts';

const BASE = '/api/Dealer/Team';

/** The server's message of a success; throws an ApiError (its message and status) otherwise. */
async function messageOf<T>(call: Promise<ApiResult<T>>): Promise<string> {
  const r = await call;
  await unwrapSignedIn(r);
  return r.msg;
}

/** The team of the signed-in owner's dealership: the registered mobile first, then its people. */
export function useTeam() {
  return useQuery({
    queryKey: queryKeys.dealer.team,
    queryFn: ({ signal }) =>
      unwrapSignedIn(apiGet<typeof TeamAnswerSchema>(`${BASE}/List`, { signal, on401: 'return' })),
    meta: SESSION_QUERY_META,
    retry: retryUnless4xx,
  });
}

/** After a change: the team is asked again. */
function useRefreshTeam() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.dealer.team });
}

/** Adds a person (mobile, name, role, price permission). */
export function useAddToTeam() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (form: TeamAddForm) =>
      messageOf(
        apiPost<typeof TeamMemberAnswerSchema>(
          `${BASE}/Add`,
          { ...form, MayChangePrice: String(form.MayChangePrice) },
          { on401: 'return' },
        ),
      ),
    onSuccess: refresh,
  });
}

/** Sets person `id`'s role and price permission. */
export function useChangeTeamMember() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: ({ id, ...change }: TeamChangeForm & { id: number }) =>
      messageOf(
        apiPost<typeof TeamMemberAnswerSchema>(
          `${BASE}/Update`,
          { id, Role: change.Role, MayChangePrice: String(change.MayChangePrice) },
          { on401: 'return' },
        ),
      ),
    onSuccess: refresh,
  });
}

/** Removes person `id` (their sessions end; their open leads go back to the owner). */
export function useRemoveTeamMember() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (id: number) =>
      messageOf(apiPost<typeof EmptyAnswerSchema>(`${BASE}/Remove`, { id }, { on401: 'return' })),
    onSuccess: refresh,
  });
}
