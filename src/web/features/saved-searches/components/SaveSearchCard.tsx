/**
 * My alerts' card for the search the buyer came to save from /search
 * (docs/product.md#saved-searches): what it finds in words, a name (offered
 * from those words), and, while WhatsApp alerts are off, a box to turn them
 * on with the consent wording. Save keeps it and the card goes; Cancel
 * returns to the search.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { cancelButton, readingSearch, saveThisSearch } from '#messages/account.ts';
import { saveSearch } from '#messages/frame.ts';
import { paths } from '#shared/pages/paths.ts';
import { Link } from '#web/lib/links.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import {
  type Criteria,
  useAlerts,
  useDescribedSearch,
  useSaveSearch,
  useSetAlerts,
} from '../api/saved-searches.ts';
import { CANCEL_CLASS, SearchNameForm } from './SearchNameForm.tsx';

export function SaveSearchCard({ criteria }: { criteria: Criteria }) {
  const described = useDescribedSearch(criteria);
  const alerts = useAlerts();
  const save = useSaveSearch();
  const setAlerts = useSetAlerts();
  const navigate = useNavigate();
  const [alertsWanted, setAlertsWanted] = useState(false);
  const askConsent = alerts.data?.on === false;

  const onSubmit = async (name: string) => {
    try {
      const message = await save.mutateAsync({ name, criteria });
      if (askConsent && alertsWanted && alerts.data)
        await setAlerts.mutateAsync({ on: true, consent: alerts.data.consentText });
      notifySuccess(message);
      navigate(paths.myAlerts, { replace: true });
      return undefined;
    } catch (err) {
      return (err as Error).message;
    }
  };

  return (
    <section
      aria-labelledby="save-search-title"
      className="mb-6 rounded-2xl bg-white p-5 shadow-card ring-2 ring-primary-200 sm:p-6"
    >
      <h2 id="save-search-title" className="text-lg font-semibold text-ink-900">
        {saveThisSearch}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-600" aria-live="polite">
        {described.data?.summary ?? (described.isError ? described.error.message : readingSearch)}
      </p>
      {described.data ? (
        <SearchNameForm
          name={described.data.name}
          submitLabel={saveSearch}
          pending={save.isPending || setAlerts.isPending}
          onSubmit={onSubmit}
          cancel={
            <Link to={described.data.searchPath} className={CANCEL_CLASS}>
              {cancelButton}
            </Link>
          }
        >
          {askConsent ? (
            <label className="mt-4 flex items-start gap-3 rounded-xl bg-ink-50 p-3 text-sm text-ink-700">
              <input
                type="checkbox"
                checked={alertsWanted}
                onChange={(e) => setAlertsWanted(e.target.checked)}
                className="mt-0.5 h-5 w-5 shrink-0 accent-primary-600"
              />
              <span>{alerts.data?.consentText}</span>
            </label>
          ) : null}
        </SearchNameForm>
      ) : null}
    </section>
  );
}
