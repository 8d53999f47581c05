/**
 * /Dealer (issue 12 item 2): the login prompt when signed out, else the
 * dealer workspace (a signed-in user who is no dealer is told so there).
 */
import { DealerWorkspace } from '#web/features/dealer/components/DealerWorkspace.tsx';
import { useSignedIn } from '#web/lib/session.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { LoginPrompt } from '../login-prompt.tsx';

const TITLE = 'Dealer workspace';

export function Component() {
  const signedIn = useSignedIn();
  useDocumentTitle(TITLE);
  if (!signedIn) {
    return (
      <LoginPrompt
        title={TITLE}
        reason="Log in with your dealership's registered mobile number to manage your cars."
      />
    );
  }
  return <DealerWorkspace />;
}
