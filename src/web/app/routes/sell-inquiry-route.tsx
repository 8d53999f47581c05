/**
 * /SellInquiryform, Sell Your Car (docs/product.md#sell-form): the login prompt
 * when signed out, else the listing form with the catalogue's lookup lists.
 */
import { catalogListingLookups } from '#web/features/listings/api/catalog-listing-lookups.ts';
import { SellListing } from '#web/features/listings/components/SellListing.tsx';
import { SignedInOnly } from '../../components/LoginPrompt.tsx';

const TITLE = 'Sell Your Car';

export function Component() {
  return (
    <SignedInOnly
      title={TITLE}
      reason="Log in with your mobile number to list your car for sale. It is free."
    >
      <SellListing lookups={catalogListingLookups} />
    </SignedInOnly>
  );
}
