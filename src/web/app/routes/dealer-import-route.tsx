/**
 * /Dealer/Import, Import cars (issue 12 item 2; docs/decisions/024-dealer-import.md):
 * the login prompt when signed out, else the import screen (a signed-in
 * user who is no dealer is told there that only dealers can import).
 */
import { importCarsTitle, loginToImport } from '#messages/frame.ts';
import { DealerImport } from '#web/features/dealer-import/components/DealerImport.tsx';
import { SignedInOnly } from '../../components/LoginPrompt.tsx';

const TITLE = importCarsTitle;

export function Component() {
  return (
    <SignedInOnly title={TITLE} reason={loginToImport}>
      <DealerImport />
    </SignedInOnly>
  );
}
