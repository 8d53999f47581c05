/**
 * Every catalogue lookup of the app, in one module used by every feature
 * (docs/product.md#lookup-calls): states, cities, makes, models, variants and
 * colours, fuels, gears, vehicle types, features, countries. GET (no auth;
 * veriantandcolour is a POST), Data = [{ Value, Text }], parsed with the
 * routes' own answer schemas from src/shared/schemas/lookup.ts; kept an hour
 * (LOOKUP_STALE_MS); query keys from queryKeys.catalog (lib/query-keys.ts); a
 * dependent list (cities of a state, models of a make) only loads once its
 * parent is chosen. A failed lookup (network, non-2xx, an answer that does
 * not fit the schema) is a query error carrying the client's message
 * (ApiError, lib/api-client.ts).
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import { COUNTRY_ID } from '#shared/constants.ts';
import { withCatalogueNames } from '#shared/format.ts';
import type {
  LookupListAnswerSchema,
  LookupOption,
  VariantColourAnswerSchema,
} from '#shared/schemas/lookup.ts';
import { apiGet, apiPost, unwrap } from '#web/lib/api-client.ts';
import { LOOKUP_STALE_MS } from '#web/lib/query-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET one list lookup: its `Data`, or an ApiError with the client's message. */
function lookup(path: string, signal?: AbortSignal): Promise<LookupOption[]> {
  return unwrap(apiGet<typeof LookupListAnswerSchema>(path, { signal }));
}

/** The lookup routes (docs/product.md#lookup-calls); states and cities are India's (COUNTRY_ID). */
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

/**
 * One of the fixed lookup lists as query options (also filled by page
 * loaders, e.g. Home's makes and states): Data is `LookupOption[]`.
 */
export function fixedLookupQuery(name: FixedList) {
  return queryOptions({
    queryKey: queryKeys.catalog.list(name),
    queryFn: ({ signal }) => lookup(lookupPaths[name], signal),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** The lists whose names the catalogue gives in English only: shown in the page's language. */
const NAMED_IN_CATALOGUE: ReadonlySet<FixedList> = new Set(['fuels', 'gears', 'vehicleTypes']);

function useFixedLookup(name: FixedList) {
  return useQuery({
    ...fixedLookupQuery(name),
    select: NAMED_IN_CATALOGUE.has(name) ? withCatalogueNames : undefined,
  });
}

/** Makes (companydata). Each hook answers a React Query result of `LookupOption[]`. */
export const useCompanies = () => useFixedLookup('companies');
/** Fuels (Fueldata). */
export const useFuels = () => useFixedLookup('fuels');
/** Gears (Geardata). */
export const useGears = () => useFixedLookup('gears');
/** Vehicle types (Vehiclenamedata). */
export const useVehicleTypes = () => useFixedLookup('vehicleTypes');
/** India's states (statenamedata?countryid=1): the search filters and Home. */
export const useStates = () => useFixedLookup('states');

/** Cities of a state as query options (also filled by page loaders for the server's HTML). */
export function citiesQuery(stateId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.catalog.citiesOfState(stateId ?? ''),
    queryFn: ({ signal }) => lookup(lookupPaths.cities(stateId as string), signal),
    enabled: Boolean(stateId),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Cities of a state; idle while no state is chosen. */
export const useCities = (stateId: string | null | undefined) => useQuery(citiesQuery(stateId));

/** Active models of a make as query options (also filled by page loaders). */
export function modelsQuery(companyId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.catalog.models(companyId ?? ''),
    queryFn: ({ signal }) => lookup(lookupPaths.models(companyId as string), signal),
    enabled: Boolean(companyId),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Active models of a make; idle while no make is chosen. */
export const useModels = (companyId: string | null | undefined) => useQuery(modelsQuery(companyId));

/** Countries (the profile's first dropdown). */
export function useCountries() {
  return useQuery({
    queryKey: queryKeys.catalog.countries,
    queryFn: ({ signal }) => lookup('/api/Common/countrydata', signal),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** States of any country (the profile); idle while no country is chosen. */
export function useStatesOf(countryId: string) {
  return useQuery({
    queryKey: queryKeys.catalog.statesOf(countryId),
    queryFn: ({ signal }) =>
      lookup(`/api/Common/statenamedata?countryid=${encodeURIComponent(countryId)}`, signal),
    enabled: countryId !== '',
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Cities of a country's state (the profile); idle until both are chosen. */
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

/** Vehicle features (the sell form's multi-select). */
export function useFeatures() {
  return useQuery({
    queryKey: queryKeys.catalog.features,
    queryFn: ({ signal }) => lookup('/api/Common/Featuresdata', signal),
    staleTime: LOOKUP_STALE_MS,
  });
}

/**
 * Variants and colours of a model (POST veriantandcolour): Data is
 * `{ veriantdata, Colourdata }`, both `LookupOption[]`; idle until a model is
 * chosen.
 */
export function useVariantsAndColours(companyId: string, modelId: string) {
  return useQuery({
    queryKey: queryKeys.catalog.variantsAndColours(companyId, modelId),
    queryFn: ({ signal }) =>
      unwrap(
        apiPost<typeof VariantColourAnswerSchema>(
          '/api/Common/veriantandcolour',
          { companyid: companyId, Modelid: modelId },
          { signal },
        ),
      ),
    enabled: modelId !== '',
    staleTime: LOOKUP_STALE_MS,
  });
}
