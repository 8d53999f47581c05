/**
 * My alerts' WhatsApp switch (docs/product.md#saved-searches): off, the
 * consent wording and 'Turn on WhatsApp alerts'; on, what the buyer gets and
 * 'Turn off alerts'. Alerts start only after this consent.
 */
import {
  alertsOffTitle,
  alertsOnText,
  alertsOnTitle,
  turnOffAlerts,
  turnOnAlerts,
} from '#messages/account.ts';
import { CheckCircleIcon } from '#web/components/ui/page-icons.tsx';
import { WhatsAppIcon } from '#web/components/ui/WhatsAppIcon.tsx';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { useAlerts, useSetAlerts } from '../api/saved-searches.ts';

const BUTTON =
  'mt-3 inline-flex min-h-11 items-center gap-2 rounded-xl px-5 font-semibold disabled:cursor-wait disabled:opacity-60';

export function AlertsPanel() {
  const alerts = useAlerts();
  const change = useSetAlerts();
  if (!alerts.data) return null;
  const { on, consentText } = alerts.data;
  const turn = (next: boolean) =>
    change.mutate(
      { on: next, consent: consentText },
      { onSuccess: notifySuccess, onError: (err) => notifyError(err.message) },
    );
  return (
    <section
      aria-labelledby="alerts-title"
      className={`mb-6 rounded-2xl p-5 ring-1 sm:p-6 ${on ? 'bg-green-50 ring-green-200' : 'bg-white shadow-card ring-ink-200/70'}`}
    >
      <h2 id="alerts-title" className="flex items-center gap-2 font-semibold text-ink-900">
        {on ? (
          <CheckCircleIcon className="h-5 w-5 text-green-700" />
        ) : (
          <WhatsAppIcon className="h-5 w-5 text-green-700" />
        )}
        {on ? alertsOnTitle : alertsOffTitle}
      </h2>
      {on ? (
        <>
          <p className="mt-1 text-sm text-ink-700">{alertsOnText}</p>
          <button
            type="button"
            disabled={change.isPending}
            onClick={() => turn(false)}
            className={`${BUTTON} border border-ink-300 bg-white text-ink-800 hover:bg-ink-100`}
          >
            {turnOffAlerts}
          </button>
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-700">{consentText}</p>
          <button
            type="button"
            disabled={change.isPending}
            onClick={() => turn(true)}
            className={`${BUTTON} bg-green-700 text-white hover:bg-green-800`}
          >
            {turnOnAlerts}
          </button>
        </>
      )}
    </section>
  );
}
