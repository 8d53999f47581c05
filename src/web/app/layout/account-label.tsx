/**
 * Account menu entries with the seller's count of new leads beside
 * Enquiries (issue 12 item 1), and the dot on the buttons that open the
 * menus; entries for dealers only (Dealer Workspace, issue 21). The count's
 * and the dealer check's code load lazily, for signed-in visitors only, so
 * the public pages' first load does not carry them.
 */
import { lazy, type ReactNode, Suspense } from 'react';
import { paths } from '#shared/pages/paths.ts';
import { useSignedIn } from '#web/lib/session.ts';
import type { NavItem } from './nav-items.ts';

const NewEnquiriesBadge = lazy(() =>
  import('#web/features/enquiries/components/NewEnquiriesBadge.tsx').then((m) => ({
    default: m.NewEnquiriesBadge,
  })),
);

const DealerGate = lazy(() =>
  import('./dealer-gate.tsx').catch((err) => {
    // A flaky connection must not break the menu: the entry stays hidden.
    console.warn('Dealer check could not load:', err);
    return { default: (): ReactNode => null };
  }),
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

/**
 * One account menu entry (`children`, its <li>): as it is, or for a
 * dealer-only entry, nothing unless the signed-in visitor is a dealer.
 */
export function AccountEntry({ item, children }: { item: NavItem; children: ReactNode }) {
  const signedIn = useSignedIn();
  if (!item.dealerOnly) return children;
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <DealerGate>{children}</DealerGate>
    </Suspense>
  );
}
