/**
 * The Sell / Edit form's own lookups (docs/product.md#lookup-calls): vehicle
 * features (Featuresdata) and a model's variants and colours (POST
 * veriantandcolour). The other lists (vehicle types, companies, active models,
 * fuels, gears) are the catalogue's, handed to the form by the page
 * (ListingLookups).
 */
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { LookupOption } from '#shared/schemas/lookup.ts';
import { apiGet, apiPost, unwrap } from '#web/lib/api-client.ts';
import { LOOKUP_STALE_MS } from '#web/lib/query-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The catalogue lists the form needs, as query hooks (the page passes the catalogue's). */
export interface ListingLookups {
  useVehicleTypes: () => UseQueryResult<LookupOption[]>;
  useCompanies: () => UseQueryResult<LookupOption[]>;
  /** Active models of a make; idle while none is chosen. */
  useModels: (companyId: string | null | undefined) => UseQueryResult<LookupOption[]>;
  useFuels: () => UseQueryResult<LookupOption[]>;
  useGears: () => UseQueryResult<LookupOption[]>;
}

export function useFeatures() {
  return useQuery({
    queryKey: queryKeys.catalog.features,
    queryFn: ({ signal }) =>
      unwrap(apiGet<LookupOption[] | null>('/api/Common/Featuresdata', { signal })).then(
        (d) => d ?? [],
      ),
    staleTime: LOOKUP_STALE_MS,
  });
}

export interface VariantsAndColours {
  veriantdata: LookupOption[];
  Colourdata: LookupOption[];
}

/** Variants and colours of a model; idle until a model is chosen. */
export function useVariantsAndColours(companyId: string, modelId: string) {
  return useQuery({
    queryKey: queryKeys.catalog.variantsAndColours(companyId, modelId),
    queryFn: ({ signal }) =>
      unwrap(
        apiPost<VariantsAndColours | null>(
          '/api/Common/veriantandcolour',
          { companyid: companyId, Modelid: modelId },
          { signal },
        ),
      ).then((d) => ({ veriantdata: d?.veriantdata ?? [], Colourdata: d?.Colourdata ?? [] })),
    enabled: modelId !== '',
    staleTime: LOOKUP_STALE_MS,
  });
}
