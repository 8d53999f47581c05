/**
 * /admin (issue 25 part 2): the operators' console; the login prompt when
 * signed out, and "for operators" for any other account (the API's 403).
 * docs/moderation.md#console.
 */
import { AdminConsole } from '#web/features/admin/components/AdminConsole.tsx';
import { SignedInOnly } from '../../components/LoginPrompt.tsx';

const TITLE = 'Console';

export function Component() {
  return (
    <SignedInOnly
      title={TITLE}
      reason="Log in with an operator's mobile number to use the console."
    >
      <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="mb-4 text-2xl font-bold text-ink-900 sm:text-3xl">{TITLE}</h1>
        <AdminConsole />
      </div>
    </SignedInOnly>
  );
}
