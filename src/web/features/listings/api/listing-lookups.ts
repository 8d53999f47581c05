/**
 * The catalogue lists the Sell / Edit form takes from its page
 * (docs/product.md#lookup-calls): the page hands it the catalogue's hooks
 * (catalog-listing-lookups.ts), and component tests hand it fixed lists
 * (test/fake-lookups.ts). The form's own lookups (features, variants and
 * colours) it takes from the catalogue directly.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { LookupOption } from '#shared/schemas/lookup.ts';

/** The catalogue lists the form needs, as query hooks (the page passes the catalogue's). */
export interface ListingLookups {
  useVehicleTypes: () => UseQueryResult<LookupOption[]>;
  useCompanies: () => UseQueryResult<LookupOption[]>;
  /** Active models of a make; idle while none is chosen. */
  useModels: (companyId: string | null | undefined) => UseQueryResult<LookupOption[]>;
  useFuels: () => UseQueryResult<LookupOption[]>;
  useGears: () => UseQueryResult<LookupOption[]>;
}
