/**
 * /Dealer/Import, Import cars (issue 12 item 2; docs/decisions/024-dealer-import.md):
 * the login prompt when signed out, else the import screen (a signed-in
 * user who is no dealer is told there that only dealers can import).
 */
import { DealerImport } from '#web/features/dealer-import/components/DealerImport.tsx';
import { SignedInOnly } from '../../components/LoginPrompt.tsx';

const TITLE = 'Import cars';

export function Component() {
  return (
    <SignedInOnly
      title={TITLE}
      reason="Log in with your dealership's registered mobile number to import your cars."
    >
      <DealerImport />
    </SignedInOnly>
  );
}
