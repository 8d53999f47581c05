/**
 * /Dealer (issue 12 item 2): the login prompt when signed out, else the
 * dealer workspace (a signed-in user who is no dealer is told so there).
 */
import { dealerWorkspaceTitle, loginToDealer } from '#messages/frame.ts';
import { DealerWorkspace } from '#web/features/dealer/components/DealerWorkspace.tsx';
import { SignedInOnly } from '../../components/LoginPrompt.tsx';

const TITLE = dealerWorkspaceTitle;

export function Component() {
  return (
    <SignedInOnly title={TITLE} reason={loginToDealer}>
      <DealerWorkspace />
    </SignedInOnly>
  );
}
