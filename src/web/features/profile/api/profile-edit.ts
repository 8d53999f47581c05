/**
 * Editing the profile (docs/product.md#profile, #profile-calls,
 * #messages-and-errors), loaded with the Profile page: the city suggestions
 * of Add a City, saving, adding a city. The location lookups are the
 * catalogue's (features/catalog/api/lookups.ts). Saving and adding a city are the user's own actions and follow
 * the shared helpers' 401 rule (clear storage, go to / after 1 s).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRODUCT } from '#shared/brand.ts';
import type { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import type { LookupListAnswerSchema, LookupOption } from '#shared/schemas/lookup.ts';
import type { ClientProfile, ProfileForm } from '#shared/schemas/profile.ts';
import { ApiError, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { PROFILE_API, profileQuery } from './profile.ts';

/**
 * Cities containing `text` (case-insensitive), for the Add a City modal's
 * suggestions (docs/product.md#profile).
 */
export function citySuggestions(
  cities: readonly LookupOption[],
  text: string,
  limit = 6,
): LookupOption[] {
  const q = text.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!q) return [];
  return cities.filter((c) => c.Text.toLowerCase().includes(q)).slice(0, limit);
}

export interface SavedProfile {
  values: ProfileForm;
  names: { CountryName: string; StateName: string; CityName: string };
}

/**
 * Saves the profile (answer parsed with EmptyAnswerSchema), then caches it;
 * answers the server's Message, throws an ApiError on failure.
 */
export function useSaveProfile(mobile: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'save'],
    mutationFn: async ({ values }: SavedProfile) => {
      const r = await apiPost<typeof EmptyAnswerSchema>(
        `${PROFILE_API}/Add${PRODUCT}ClientProfile`,
        {
          Status: 'Edit',
          Name: values.Name,
          Mobileno: mobile,
          nCountry: values.nCountry,
          nState: values.nState,
          nCity: values.nCity,
          Address: values.Address,
          ...(values.Adult ? { Adult: 'true' } : {}),
        },
      );
      if (!r.succ) throw new ApiError(r.msg, r.status, r.data);
      return r.msg;
    },
    onSuccess: (_msg, { values, names }) => {
      const saved: ClientProfile = {
        Name: values.Name,
        Mobileno: mobile,
        nCountry: String(values.nCountry),
        nState: String(values.nState),
        nCity: String(values.nCity),
        Address: values.Address,
        ...names,
      };
      client.setQueryData(profileQuery.queryKey, (old) => ({
        ...old,
        ...saved,
        AdultConfirmed: Boolean(old?.AdultConfirmed || values.Adult),
      }));
    },
  });
}

export interface AddCityInput {
  cityname: string;
  countryId: string;
  stateId: string;
}

/** Adds a city to the state; answers the state's cities, the new one first (and caches them). */
export function useAddCity() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'add-city'],
    mutationFn: async ({ cityname, countryId, stateId }: AddCityInput) => {
      const r = await apiPost<typeof LookupListAnswerSchema>(`${PROFILE_API}/AddCity`, {
        cityname,
        countryid: countryId,
        stateid: stateId,
      });
      if (!r.succ || !r.data?.length) throw new ApiError(r.msg, r.status, r.data);
      return { cities: r.data, message: r.msg };
    },
    onSuccess: ({ cities }, { countryId, stateId }) => {
      client.setQueryData(queryKeys.catalog.citiesOf(countryId, stateId), cities);
      // The search filters' city lists include it from now on.
      void client.invalidateQueries({ queryKey: queryKeys.catalog.cities });
    },
  });
}
