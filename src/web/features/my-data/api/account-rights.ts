/**
 * The nominee and Delete Account calls (issue 44 part 4;
 * docs/privacy.md#nominee, #erasure): read, name and remove the nominee;
 * erase the account, after which the session ends on this device too.
 * Failures follow the shared helpers' 401 rule.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NomineeAnswerSchema, NomineeForm } from '#shared/schemas/account-rights.ts';
import type { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { retryUnless401, SESSION_QUERY_META, unwrapSignedIn } from '#web/lib/session.ts';

const BASE = '/api/Account';
/** Kept here, not in the shared query keys: only My data reads it (the shared keys ride in every route's start). */
const NOMINEE_KEY = ['account', 'nominee'] as const;

export function useNominee() {
  return useQuery({
    queryKey: NOMINEE_KEY,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof NomineeAnswerSchema>(`${BASE}/Nominee`, { signal, on401: 'return' }),
      ),
    meta: SESSION_QUERY_META,
    retry: retryUnless401,
  });
}

/** Posts `path` with `body`; resolves with the server's message, rejects with its refusal. */
async function change(path: string, body: Record<string, string>): Promise<string> {
  const r = await apiPost<typeof EmptyAnswerSchema>(path, body, { on401: 'return' });
  await unwrapSignedIn(r);
  return r.msg;
}

/** Names (or renames) the nominee, or removes them (`null`). */
export function useSetNominee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (nominee: NomineeForm | null) =>
      nominee ? change(`${BASE}/Nominee`, nominee) : change(`${BASE}/RemoveNominee`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: NOMINEE_KEY }),
  });
}

/** Deletes the account (the box ticked); resolves with the server's message. */
export function useEraseAccount() {
  return useMutation({
    mutationFn: () => change(`${BASE}/Erase`, { Confirm: 'true' }),
  });
}
