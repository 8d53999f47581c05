/**
 * /SellInquiryform, Sell Your Car (docs/product.md#sell-form): the login prompt
 * when signed out, else the listing form with the catalogue's lookup lists.
 */
import { loginToSell, navSell } from '#messages/frame.ts';
import { catalogListingLookups } from '#web/features/listings/api/catalog-listing-lookups.ts';
import { SellListing } from '#web/features/listings/components/SellListing.tsx';
import { SignedInOnly } from '../../components/LoginPrompt.tsx';

const TITLE = navSell;

export function Component() {
  return (
    <SignedInOnly title={TITLE} reason={loginToSell}>
      <SellListing lookups={catalogListingLookups} />
    </SignedInOnly>
  );
}
