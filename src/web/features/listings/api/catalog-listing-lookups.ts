/**
 * The catalogue's own lists for the Sell / Edit form: what the sell and edit
 * pages hand it (features/catalog/api/lookups.ts); component tests hand it
 * fixed ones instead (test/fake-lookups.ts).
 */
import {
  useCompanies,
  useFuels,
  useGears,
  useModels,
  useVehicleTypes,
} from '#web/features/catalog/api/lookups.ts';
import type { ListingLookups } from './listing-lookups.ts';

/** The catalogue's query hooks as the form's ListingLookups. */
export const catalogListingLookups: ListingLookups = {
  useVehicleTypes,
  useCompanies,
  useModels,
  useFuels,
  useGears,
};
