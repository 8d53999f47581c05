/**
 * A buyer's saved searches and WhatsApp alerts (docs/product.md#saved-searches,
 * #saved-search-calls): the list with new matches, the words for a search
 * about to be saved, save, rename, pause or resume, delete, and the alerts
 * switch. All of it the signed-in user's own (SESSION_QUERY_META: dropped
 * at sign-out); a 401 ends the session quietly. Mutations resolve with the
 * server's message, shown as a toast by the screen.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRIVACY_NOTICE_VERSION } from '#shared/privacy-notice.ts';
import type { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import type {
  AlertsAnswerSchema,
  DescribeSearchAnswerSchema,
  SavedSearchAnswerSchema,
  SavedSearchListSchema,
} from '#shared/schemas/saved-search.ts';
import { type ApiResult, apiGet, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { retryUnless401, SESSION_QUERY_META, unwrapSignedIn } from '#web/lib/session.ts';

const BASE = '/api/SavedSearch';

/** The search's criteria as the search call takes them (nState, companyid, q, sort ...). */
export type Criteria = Record<string, string | number>;

/** The criteria in My alerts' `save` (written by /search's save-search-href.ts), or null without one. */
export function criteriaToSave(save: string | null): Criteria | null {
  return save === null ? null : Object.fromEntries(new URLSearchParams(save));
}

/** The server's message of a success; throws an ApiError (its message) otherwise. */
async function messageOf<T>(call: Promise<ApiResult<T>>): Promise<string> {
  const r = await call;
  await unwrapSignedIn(r);
  return r.msg;
}

/** The buyer's saved searches, newest first, with their new matches; fresh on arrival. */
export function useSavedSearches() {
  return useQuery({
    queryKey: queryKeys.savedSearches.list,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof SavedSearchListSchema>(`${BASE}/List`, { signal, on401: 'return' }),
      ),
    meta: SESSION_QUERY_META,
    retry: retryUnless401,
    refetchOnMount: 'always',
  });
}

/** `criteria` in words and the name offered for them (null: nothing to describe). */
export function useDescribedSearch(criteria: Criteria | null) {
  const query = criteria ? new URLSearchParams(criteria as Record<string, string>).toString() : '';
  return useQuery({
    queryKey: queryKeys.savedSearches.describe(query),
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof DescribeSearchAnswerSchema>(`${BASE}/Describe?${query}`, {
          signal,
          on401: 'return',
        }),
      ),
    meta: SESSION_QUERY_META,
    retry: retryUnless401,
    enabled: criteria !== null,
  });
}

/** Whether the buyer's WhatsApp alerts are on, and the consent wording that turns them on. */
export function useAlerts() {
  return useQuery({
    queryKey: queryKeys.savedSearches.alerts,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof AlertsAnswerSchema>(`${BASE}/Alerts`, { signal, on401: 'return' }),
      ),
    meta: SESSION_QUERY_META,
    retry: retryUnless401,
  });
}

/** One change to the saved searches; the list is asked again after it. */
function useSavedSearchChange<V>(send: (v: V) => Promise<ApiResult<unknown>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => messageOf(send(v)),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.savedSearches.list }),
  });
}

export const useSaveSearch = () =>
  useSavedSearchChange((v: { name: string; criteria: Criteria }) =>
    apiPost<typeof SavedSearchAnswerSchema>(`${BASE}/Save`, { ...v.criteria, name: v.name }),
  );

export const useRenameSearch = () =>
  useSavedSearchChange((v: { id: number; name: string }) =>
    apiPost<typeof SavedSearchAnswerSchema>(`${BASE}/Rename`, v),
  );

export const usePauseSearch = () =>
  useSavedSearchChange((v: { id: number; paused: boolean }) =>
    apiPost<typeof SavedSearchAnswerSchema>(`${BASE}/Pause`, {
      id: v.id,
      paused: String(v.paused),
    }),
  );

export const useDeleteSearch = () =>
  useSavedSearchChange((id: number) => apiPost<typeof EmptyAnswerSchema>(`${BASE}/Delete`, { id }));

/** Turns WhatsApp alerts on (with the consent wording shown) or off. */
export function useSetAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { on: boolean; consent: string }) =>
      messageOf(
        apiPost<typeof AlertsAnswerSchema>(`${BASE}/Alerts`, {
          ...(v.on ? { on: 'true', consent: v.consent } : { on: 'false' }),
          noticeVersion: PRIVACY_NOTICE_VERSION,
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.savedSearches.alerts }),
  });
}
