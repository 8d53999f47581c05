/**
 * The account menus' dealer-only entries (Dealer Workspace): shown once GET
 * /api/Dealer/Me says the signed-in user is a dealer, and never before, so
 * an entry does not show and then vanish. Loaded lazily by account-label.tsx
 * for signed-in visitors only, so the public pages' first load does not
 * carry the dealer feature's code.
 */
import type { ReactNode } from 'react';
import { useDealerMe } from '#web/features/dealer/api/dealer.ts';

export default function DealerGate({ children }: { children: ReactNode }): ReactNode {
  const { data: dealer } = useDealerMe();
  return dealer ? children : null;
}
