/**
 * The client profile (docs/product.md#client-profile, #profile-prompt,
 * #profile-calls, #messages-and-errors). The profile is cached under
 * ['profile'] for the signed-in user: the Profile page edits it and the app's
 * 'Complete your Profile' prompt reads it (shown while the city is empty).
 *
 * Reading it is a background check on every page, so a 401 there ends the
 * session quietly (the Profile page then shows its login prompt). Editing
 * lives in profile-edit.ts, loaded with the Profile page only.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCT } from '#shared/brand.ts';
import type { ClientProfile, ClientProfileAnswerSchema } from '#shared/schemas/profile.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import {
  retryUnless401,
  SESSION_QUERY_META,
  unwrapSignedIn,
  useSignedIn,
} from '#web/lib/session.ts';

/** Base path of the profile calls. */
export const PROFILE_API = `/api/Client${PRODUCT}Profile`;

/**
 * The signed-in user's profile, or null when it has none (parsed with
 * ClientProfileAnswerSchema). A 401 ends the session quietly and throws an
 * ApiError with status 401; any other failure throws an ApiError.
 */
export async function fetchProfile(signal?: AbortSignal): Promise<ClientProfile | null> {
  const list = await unwrapSignedIn(
    apiGet<typeof ClientProfileAnswerSchema>(`${PROFILE_API}/GetClientprofilebyclientid`, {
      signal,
      on401: 'return',
    }),
  );
  // Data is an array; the first item is used (docs/product.md#profile-calls).
  return list?.[0] ?? null;
}

/** The profile's query options: no retry after a 401. */
export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => fetchProfile(signal),
  meta: SESSION_QUERY_META,
  retry: retryUnless401,
});

/** The signed-in user's profile; idle while signed out. */
export function useProfile() {
  const signedIn = useSignedIn();
  return useQuery({ ...profileQuery, enabled: signedIn });
}

/** The profile has no city yet (docs/product.md#profile-prompt). */
export function profileIncomplete(profile: ClientProfile | null | undefined): boolean {
  return profile !== undefined && (profile === null || profile.nCity === '');
}
