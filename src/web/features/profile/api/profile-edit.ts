/**
 * Editing the profile (docs/product.md#profile, #profile-calls,
 * #messages-and-errors), loaded with the Profile page: the location lookups
 * (the country is chosen, not fixed), the city suggestions of Add a City,
 * saving, adding a city. Saving and adding a city are the user's own actions
 * and follow the shared helpers' 401 rule (clear storage, go to / after 1 s).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRODUCT } from '#shared/brand.ts';
import type { LookupOption } from '#shared/schemas/lookup.ts';
import type { ClientProfile, ProfileForm } from '#shared/schemas/profile.ts';
import { ApiError, apiGet, apiPost, unwrap } from '#web/lib/api-client.ts';
import { LOOKUP_STALE_MS } from '#web/lib/query-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { PROFILE_API, profileQuery } from './profile.ts';

function lookup(path: string, signal?: AbortSignal): Promise<LookupOption[]> {
  return unwrap(apiGet<LookupOption[] | null>(path, { signal })).then((d) => d ?? []);
}

export function useCountries() {
  return useQuery({
    queryKey: queryKeys.catalog.countries,
    queryFn: ({ signal }) => lookup('/api/Common/countrydata', signal),
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useStatesOf(countryId: string) {
  return useQuery({
    queryKey: queryKeys.catalog.statesOf(countryId),
    queryFn: ({ signal }) =>
      lookup(`/api/Common/statenamedata?countryid=${encodeURIComponent(countryId)}`, signal),
    enabled: countryId !== '',
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useCitiesOf(countryId: string, stateId: string) {
  return useQuery({
    queryKey: queryKeys.catalog.citiesOf(countryId, stateId),
    queryFn: ({ signal }) =>
      lookup(
        `/api/Common/citynamedata?countryid=${encodeURIComponent(countryId)}&stateid=${encodeURIComponent(stateId)}`,
        signal,
      ),
    enabled: countryId !== '' && stateId !== '',
    staleTime: LOOKUP_STALE_MS,
  });
}

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

export function useSaveProfile(mobile: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'save'],
    mutationFn: async ({ values }: SavedProfile) => {
      const r = await apiPost<null>(`${PROFILE_API}/Add${PRODUCT}ClientProfile`, {
        Status: 'Edit',
        Name: values.Name,
        Mobileno: mobile,
        nCountry: values.nCountry,
        nState: values.nState,
        nCity: values.nCity,
        Address: values.Address,
      });
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
      client.setQueryData(profileQuery.queryKey, () => saved);
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
      const r = await apiPost<LookupOption[] | null>(`${PROFILE_API}/AddCity`, {
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
