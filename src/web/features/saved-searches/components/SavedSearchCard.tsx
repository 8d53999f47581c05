/**
 * One saved search in My alerts (docs/product.md#saved-searches): its name,
 * what it finds in words, its new matches (a link to them on /search), and
 * Rename (in place), Pause or Resume alerts, and Delete (after the Yes/No
 * confirmation).
 */
import { useState } from 'react';
import {
  alertsPausedNote,
  cancelButton,
  deleteButton,
  forSearch,
  noNewCars,
  pauseAlerts,
  renameButton,
  resumeAlerts,
  savedOn,
  saveName,
  seeCars,
} from '#messages/account.ts';
import { formatDate } from '#shared/format.ts';
import { newCarsText } from '#shared/new-cars.ts';
import type { SavedSearch } from '#shared/schemas/saved-search.ts';
import { PencilIcon, TrashIcon } from '#web/components/ui/page-icons.tsx';
import { Link } from '#web/lib/links.tsx';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { useDeleteSearch, usePauseSearch, useRenameSearch } from '../api/saved-searches.ts';
import { CANCEL_CLASS, SearchNameForm } from './SearchNameForm.tsx';

const ACTION =
  'inline-flex min-h-11 items-center gap-1.5 rounded-xl border border-ink-200 bg-white px-3 text-sm font-semibold text-ink-700 hover:bg-ink-100 disabled:cursor-wait disabled:opacity-60';

/** "3 new cars", "100+ new cars", "No new cars yet". */
export function newMatchesLabel(n: number): string {
  return n === 0 ? noNewCars : newCarsText(n);
}

export function SavedSearchCard({
  search,
  confirmDelete,
}: {
  search: SavedSearch;
  /** Asks the Yes/No question; resolves true on Yes. */
  confirmDelete: () => Promise<boolean>;
}) {
  const [renaming, setRenaming] = useState(false);
  const rename = useRenameSearch();
  const pause = usePauseSearch();
  const remove = useDeleteSearch();
  const done = { onSuccess: notifySuccess, onError: (err: Error) => notifyError(err.message) };

  const onRename = async (name: string) => {
    try {
      notifySuccess(await rename.mutateAsync({ id: search.id, name }));
      setRenaming(false);
      return undefined;
    } catch (err) {
      return (err as Error).message;
    }
  };

  return (
    <article className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-200/70">
      {renaming ? (
        <SearchNameForm
          name={search.name}
          submitLabel={saveName}
          pending={rename.isPending}
          onSubmit={onRename}
          cancel={
            <button type="button" onClick={() => setRenaming(false)} className={CANCEL_CLASS}>
              {cancelButton}
            </button>
          }
        />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h2 className="min-w-0 text-lg font-semibold break-words text-ink-900">{search.name}</h2>
          <span
            className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${search.newMatches ? 'bg-primary-50 text-primary-800' : 'bg-ink-100 text-ink-600'}`}
          >
            {newMatchesLabel(search.newMatches)}
          </span>
        </div>
      )}
      <p className="mt-2 text-sm text-ink-600">{search.summary}</p>
      <p className="mt-1 text-xs text-ink-500">
        {savedOn(formatDate(search.createdAt))}
        {search.paused ? alertsPausedNote : ''}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={search.searchPath}
          className="inline-flex min-h-11 items-center rounded-xl bg-primary-600 px-4 text-sm font-semibold text-white hover:bg-primary-700"
        >
          {seeCars}
          <span className="sr-only">{forSearch(search.name)}</span>
        </Link>
        {renaming ? null : (
          <button type="button" onClick={() => setRenaming(true)} className={ACTION}>
            <PencilIcon className="h-4 w-4" />
            {renameButton}
            <span className="sr-only"> {search.name}</span>
          </button>
        )}
        <button
          type="button"
          disabled={pause.isPending}
          onClick={() => pause.mutate({ id: search.id, paused: !search.paused }, done)}
          className={ACTION}
        >
          {search.paused ? resumeAlerts : pauseAlerts}
          <span className="sr-only">{forSearch(search.name)}</span>
        </button>
        <button
          type="button"
          disabled={remove.isPending}
          onClick={async () => {
            if (await confirmDelete()) remove.mutate(search.id, done);
          }}
          className={`${ACTION} text-red-700 hover:bg-red-50`}
        >
          <TrashIcon className="h-4 w-4" />
          {deleteButton}
          <span className="sr-only"> {search.name}</span>
        </button>
      </div>
    </article>
  );
}
