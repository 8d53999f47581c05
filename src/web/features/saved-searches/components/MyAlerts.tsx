/**
 * My alerts (issue 24, docs/product.md#saved-searches): the search the buyer
 * came to save from /search (`?save=`), the WhatsApp alerts switch, and the
 * saved searches with their new matches, each renamed, paused or resumed,
 * or deleted here. Loading, failure and empty states as on the other
 * signed-in screens.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  loadingSavedSearches,
  myAlertsIntro,
  noSavedSearches,
  noSavedSearchesHint,
  savedOfLimit,
  savedSearchesLabel,
  savedSearchesLoadFailed,
} from '#messages/account.ts';
import { navSearch } from '#messages/frame.ts';
import { SAVED_SEARCH_LIMIT } from '#shared/constants.ts';
import { paths } from '#shared/pages/paths.ts';
import { useConfirm } from '#web/components/ui/ConfirmDialog.tsx';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { Link } from '#web/lib/links.tsx';
import { criteriaToSave, useSavedSearches } from '../api/saved-searches.ts';
import { AlertsPanel } from './AlertsPanel.tsx';
import { SavedSearchCard } from './SavedSearchCard.tsx';
import { SaveSearchCard } from './SaveSearchCard.tsx';

export function MyAlerts() {
  const [params] = useSearchParams();
  const save = params.get('save');
  const criteria = useMemo(() => criteriaToSave(save), [save]);
  const list = useSavedSearches();
  const { confirm, dialog } = useConfirm();
  const count = list.data?.length ?? 0;

  return (
    <>
      <p className="mb-5 text-ink-600">
        {myAlertsIntro}
        {list.data ? savedOfLimit(count, SAVED_SEARCH_LIMIT) : ''}
      </p>
      {criteria ? <SaveSearchCard criteria={criteria} /> : null}
      {/* While saving, the save card asks for the alerts consent itself. */}
      {criteria ? null : <AlertsPanel />}
      {list.isPending ? (
        <ul className="space-y-3" aria-label={loadingSavedSearches}>
          {[0, 1].map((i) => (
            <li key={i} className="h-40 animate-pulse rounded-2xl bg-ink-100" />
          ))}
        </ul>
      ) : list.isError ? (
        <LoadFailed message={savedSearchesLoadFailed} onRetry={() => list.refetch()} />
      ) : count === 0 ? (
        criteria ? null : (
          <NoSavedSearches />
        )
      ) : (
        <ul className="space-y-4" aria-label={savedSearchesLabel}>
          {list.data.map((s) => (
            <li key={s.id}>
              <SavedSearchCard
                search={s}
                confirmDelete={() => confirm({ tone: 'danger', message: '' })}
              />
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </>
  );
}

function NoSavedSearches() {
  return (
    <div className="rounded-2xl bg-white px-6 py-12 text-center shadow-card ring-1 ring-ink-200/70">
      <p className="text-lg font-semibold text-ink-900">{noSavedSearches}</p>
      <p className="mt-2 text-ink-600">{noSavedSearchesHint}</p>
      <Link
        to={paths.search}
        className="mt-5 inline-flex min-h-11 items-center rounded-xl bg-primary-600 px-6 font-semibold text-white hover:bg-primary-700"
      >
        {navSearch}
      </Link>
    </div>
  );
}
