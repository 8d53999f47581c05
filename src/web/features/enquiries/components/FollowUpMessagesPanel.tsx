/**
 * The Today view's switch for the 9:30 WhatsApp of the person's day's
 * follow-ups (issue 43 part 3), as My alerts does it for buyers: off, the
 * consent wording the server gives (in the page's language) and 'Turn on the
 * morning message', which sends that wording back with the consent; on, what
 * they get and how to stop it. Nothing while it loads or if it cannot.
 */
import {
  followUpMessagesOnText,
  followUpMessagesOnTitle,
  followUpMessagesTitle,
  turnOffFollowUpMessages,
  turnOnFollowUpMessages,
} from '#messages/lead-work.ts';
import { WhatsAppIcon } from '#web/components/ui/WhatsAppIcon.tsx';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { useFollowUpMessages, useSetFollowUpMessages } from '../api/lead-work.ts';

const BUTTON =
  'mt-3 inline-flex min-h-11 items-center gap-2 rounded-xl px-5 font-semibold disabled:cursor-wait disabled:opacity-60';

export function FollowUpMessagesPanel() {
  const state = useFollowUpMessages(true);
  const change = useSetFollowUpMessages();
  if (!state.data) return null;
  const { On: on, ConsentText: consent } = state.data;
  const turn = (next: boolean) =>
    change.mutate(
      { on: next, consent },
      { onSuccess: notifySuccess, onError: (err) => notifyError(err.message) },
    );
  return (
    <section
      aria-labelledby="follow-up-messages-title"
      className={`mt-8 rounded-2xl p-5 ring-1 sm:p-6 ${on ? 'bg-green-50 ring-green-200' : 'bg-white shadow-card ring-ink-200/70'}`}
    >
      <h2
        id="follow-up-messages-title"
        className="flex items-center gap-2 font-semibold text-ink-900"
      >
        <WhatsAppIcon className="h-5 w-5 flex-none text-green-700" />
        {on ? followUpMessagesOnTitle : followUpMessagesTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{on ? followUpMessagesOnText : consent}</p>
      {on ? (
        <button
          type="button"
          disabled={change.isPending}
          onClick={() => turn(false)}
          className={`${BUTTON} border border-ink-300 bg-white text-ink-800 hover:bg-ink-100`}
        >
          {turnOffFollowUpMessages}
        </button>
      ) : (
        <button
          type="button"
          disabled={change.isPending}
          onClick={() => turn(true)}
          className={`${BUTTON} bg-green-700 text-white hover:bg-green-800`}
        >
          {turnOnFollowUpMessages}
        </button>
      )}
    </section>
  );
}
