/**
 * My data's calls (issue 44 part 4; docs/privacy.md#my-data): the consents
 * on record, whom the person's leads went to, and the download of
 * everything (a file: fetched with the token and handed to the browser to
 * save, since a plain link would carry no token).
 */
import { useQuery } from '@tanstack/react-query';
import type { ConsentsAnswerSchema, SharedWithAnswerSchema } from '#shared/schemas/consents.ts';
import { apiGet, apiHeaders } from '#web/lib/api-client.ts';
import { dispositionFileName } from '#web/lib/api-download.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { saveFile } from '#web/lib/save-file.ts';
import { retryUnless401, SESSION_QUERY_META, unwrapSignedIn } from '#web/lib/session.ts';

const BASE = '/api/Account';

export function useConsents() {
  return useQuery({
    queryKey: queryKeys.account.consents,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof ConsentsAnswerSchema>(`${BASE}/Consents`, { signal, on401: 'return' }),
      ),
    meta: SESSION_QUERY_META,
    retry: retryUnless401,
  });
}

export function useSharedWith() {
  return useQuery({
    queryKey: queryKeys.account.sharedWith,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof SharedWithAnswerSchema>(`${BASE}/SharedWith`, { signal, on401: 'return' }),
      ),
    meta: SESSION_QUERY_META,
    retry: retryUnless401,
  });
}

/**
 * Fetches the export (`json` or the readable `text`) and saves it under the
 * server's file name; rejects when the server refuses or the line fails.
 * Its own fetch, not apiDownload: the JSON file is application/json, which
 * apiDownload reads as an API answer.
 */
export async function downloadMyData(format: 'json' | 'text'): Promise<void> {
  const res = await fetch(`${BASE}/MyData?format=${format}`, { headers: apiHeaders() });
  if (!res.ok) throw new Error(String(res.status));
  saveFile(
    await res.blob(),
    dispositionFileName(res.headers.get('Content-Disposition')) ??
      `carsetu-my-data.${format === 'text' ? 'txt' : 'json'}`,
  );
}
