/**
 * /MyAlerts (issue 24): the login prompt when signed out, else the buyer's
 * saved searches and WhatsApp alerts (docs/product.md#saved-searches).
 */
import { loginToAlerts, navMyAlerts } from '#messages/frame.ts';
import { MyAlerts } from '#web/features/saved-searches/components/MyAlerts.tsx';
import { SignedInOnly } from '../../components/LoginPrompt.tsx';

const TITLE = navMyAlerts;

export function Component() {
  return (
    <SignedInOnly title={TITLE} reason={loginToAlerts}>
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="mb-1 text-2xl font-bold text-ink-900 sm:text-3xl">{TITLE}</h1>
        <MyAlerts />
      </div>
    </SignedInOnly>
  );
}
