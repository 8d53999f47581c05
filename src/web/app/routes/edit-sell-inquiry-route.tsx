/**
 * /EditSellInquiryform/{Rand}, Edit Your Car (docs/product.md#edit-form):
 * signed out, it redirects to /Login, which opens the login dialog over Home
 * and comes back here once signed in (docs/product.md#sessions); signed in, the
 * prefilled form. A saved edit goes back to where the form was opened from
 * when that page said so (`state.back`, e.g. the dealer workspace with its
 * search), else to My Vehicles.
 */
import { Navigate, useLocation, useParams } from 'react-router';
import { editCarTitle } from '#messages/frame.ts';
import { catalogListingLookups } from '#web/features/listings/api/catalog-listing-lookups.ts';
import { EditListing } from '#web/features/listings/components/EditListing.tsx';
import { loginPath, safeNextPath } from '#web/lib/login-dialog-store.ts';
import { useSignedIn } from '#web/lib/session.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export function Component() {
  const signedIn = useSignedIn();
  const { Rand = '' } = useParams();
  const location = useLocation();
  useDocumentTitle(editCarTitle);
  if (!signedIn) {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  const back = (location.state as { back?: unknown } | null)?.back;
  const doneTo = typeof back === 'string' ? safeNextPath(back) : undefined;
  return <EditListing key={Rand} rand={Rand} lookups={catalogListingLookups} doneTo={doneTo} />;
}
