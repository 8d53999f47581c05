/**
 * /Dealer (issue 12 item 2): the login prompt when signed out, else the
 * dealer workspace (a signed-in user who is no dealer is told so there).
 */
import { DealerWorkspace } from '#web/features/dealer/components/DealerWorkspace.tsx';
import { SignedInOnly } from '../../components/LoginPrompt.tsx';

const TITLE = 'Dealer workspace';

export function Component() {
  return (
    <SignedInOnly
      title={TITLE}
      reason="Log in with your dealership's registered mobile number to manage your cars."
    >
      <DealerWorkspace />
    </SignedInOnly>
  );
}
