/**
 * Account menu entries with the seller's count of new leads beside
 * Enquiries (issue 12 item 1), and the dot on the buttons that open the
 * menus. The count's code loads lazily, for signed-in visitors only, so the
 * public pages' first load does not carry it.
 */
import { lazy, Suspense } from 'react';
import { paths } from '#shared/paths.ts';
import { useSignedIn } from '#web/lib/session.ts';
import type { NavItem } from './nav-items.ts';

const NewEnquiriesBadge = lazy(() =>
  import('#web/features/enquiries/components/NewEnquiriesBadge.tsx').then((m) => ({
    default: m.NewEnquiriesBadge,
  })),
);

/** The count of new leads, for a signed-in visitor: beside Enquiries, or as a dot on a menu button. */
export function EnquiriesBadge({ dot = false }: { dot?: boolean }) {
  if (!useSignedIn()) return null;
  return (
    <Suspense fallback={null}>
      <NewEnquiriesBadge dot={dot} />
    </Suspense>
  );
}

/** An account menu entry's text, with the new-lead count beside Enquiries. */
export function AccountLabel({ item }: { item: NavItem }) {
  return (
    <>
      {item.label}
      {item.to === paths.enquiries ? <EnquiriesBadge /> : null}
    </>
  );
}
