/**
 * Lookup lists (docs/product.md#lookup-calls): GET, no auth, Data = [{ Value,
 * Text }]. Cached for an hour; dependent lists (cities of a state, models of a
 * make) only load once their parent is chosen.
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import { COUNTRY_ID } from '#shared/constants.ts';
import type { LookupOption } from '#shared/schemas/lookup.ts';
import { apiGet, unwrap } from '#web/lib/api-client.ts';
import { LOOKUP_STALE_MS } from '#web/lib/query-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

function lookup(path: string, signal?: AbortSignal): Promise<LookupOption[]> {
  return unwrap(apiGet<LookupOption[]>(path, { signal })).then((d) => d ?? []);
}

export const lookupPaths = {
  companies: '/api/Common/companydata',
  fuels: '/api/Common/Fueldata',
  gears: '/api/Common/Geardata',
  vehicleTypes: '/api/Common/Vehiclenamedata',
  states: `/api/Common/statenamedata?countryid=${COUNTRY_ID}`,
  cities: (stateId: string) =>
    `/api/Common/citynamedata?countryid=${COUNTRY_ID}&stateid=${encodeURIComponent(stateId)}`,
  models: (companyId: string) => `/api/Common/activemodel/${encodeURIComponent(companyId)}`,
} as const;

type FixedList = 'companies' | 'fuels' | 'gears' | 'vehicleTypes' | 'states';

/** One of the fixed lookup lists (also filled by page loaders). */
export function fixedLookupQuery(name: FixedList) {
  return queryOptions({
    queryKey: queryKeys.catalog.list(name),
    queryFn: ({ signal }) => lookup(lookupPaths[name], signal),
    staleTime: LOOKUP_STALE_MS,
  });
}

function useFixedLookup(name: FixedList) {
  return useQuery(fixedLookupQuery(name));
}

export const useCompanies = () => useFixedLookup('companies');
export const useFuels = () => useFixedLookup('fuels');
export const useGears = () => useFixedLookup('gears');
export const useVehicleTypes = () => useFixedLookup('vehicleTypes');
export const useStates = () => useFixedLookup('states');

/** Cities of a state; idle while no state is chosen. */
export function useCities(stateId: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.catalog.citiesOfState(stateId ?? ''),
    queryFn: ({ signal }) => lookup(lookupPaths.cities(stateId as string), signal),
    enabled: Boolean(stateId),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Active models of a make; idle while no make is chosen. */
export function useModels(companyId: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.catalog.models(companyId ?? ''),
    queryFn: ({ signal }) => lookup(lookupPaths.models(companyId as string), signal),
    enabled: Boolean(companyId),
    staleTime: LOOKUP_STALE_MS,
  });
}
