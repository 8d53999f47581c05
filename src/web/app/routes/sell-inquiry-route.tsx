/**
 * /SellInquiryform, Sell Your Car (docs/product.md#sell-form): the login prompt
 * when signed out, else the listing form with the catalogue's lookup lists.
 */
import {
  useCompanies,
  useFuels,
  useGears,
  useModels,
  useVehicleTypes,
} from '#web/features/catalog/api/lookups.ts';
import type { ListingLookups } from '#web/features/listings/api/listing-lookups.ts';
import { SellListing } from '#web/features/listings/components/SellListing.tsx';
import { SignedInOnly } from '../../components/LoginPrompt.tsx';

const TITLE = 'Sell Your Car';

/** The catalogue's lists for the Sell / Edit form (features compose here, not in each other). */
const catalogLookups: ListingLookups = {
  useVehicleTypes,
  useCompanies,
  useModels,
  useFuels,
  useGears,
};

export function Component() {
  return (
    <SignedInOnly
      title={TITLE}
      reason="Log in with your mobile number to list your car for sale. It is free."
    >
      <SellListing lookups={catalogLookups} />
    </SignedInOnly>
  );
}
