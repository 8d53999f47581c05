/**
 * /Enquiries (issue 12 item 1): the login prompt when signed out, else the
 * seller's Enquiries: the leads on their cars.
 */
import { loginToEnquiries, navEnquiries } from '#messages/frame.ts';
import { Enquiries } from '#web/features/enquiries/components/Enquiries.tsx';
import { SignedInOnly } from '../../components/LoginPrompt.tsx';

const TITLE = navEnquiries;

export function Component() {
  return (
    <SignedInOnly title={TITLE} reason={loginToEnquiries}>
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="mb-1 text-2xl font-bold text-ink-900 sm:text-3xl">{TITLE}</h1>
        <Enquiries />
      </div>
    </SignedInOnly>
  );
}
