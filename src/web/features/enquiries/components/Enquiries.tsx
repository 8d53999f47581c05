/**
 * The seller's Enquiries (issue 12 item 1): every lead on their cars, newest
 * first, with the buyer's name and mobile, the car, what they asked for and
 * when (IST), a Call and a WhatsApp link each, and a status the seller sets.
 * Filter chips narrow the loaded leads by status; "Show older enquiries"
 * loads the next page.
 */
import { useState } from 'react';
import {
  allFilter,
  enquiriesLoadFailed,
  loadingEnquiries,
  newEnquiries,
  noEnquiriesTitle,
  noEnquiriesWithStatus,
  showFilter,
  showOlderEnquiries,
} from '#messages/account.ts';
import { navMyVehicles } from '#messages/frame.ts';
import { MSG } from '#shared/messages.ts';
import { paths } from '#shared/pages/paths.ts';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '#shared/schemas/enquiry.ts';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { LoadMoreButton } from '#web/components/ui/LoadMoreButton.tsx';
import { Link } from '#web/lib/links.tsx';
import { notifyError } from '#web/lib/notify.ts';
import { useEnquiries, useNewEnquiryCount, useSetEnquiryStatus } from '../api/enquiries.ts';
import { EnquiryCard, EnquiryCardSkeleton } from './EnquiryCard.tsx';

type Filter = 'all' | LeadStatus;

export function Enquiries() {
  const q = useEnquiries();
  const newCount = useNewEnquiryCount();
  const setStatus = useSetEnquiryStatus();
  const [filter, setFilter] = useState<Filter>('all');

  if (q.isPending) {
    return (
      <ul className="space-y-3" aria-label={loadingEnquiries}>
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <EnquiryCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (q.isError) {
    return <LoadFailed message={enquiriesLoadFailed} onRetry={() => q.refetch()} />;
  }
  const all = q.data.pages.flatMap((p) => p.Enquiries);
  if (all.length === 0) return <NoEnquiries />;
  const shown = filter === 'all' ? all : all.filter((e) => e.Status === filter);
  const changeStatus = (id: number, status: LeadStatus) =>
    setStatus.mutate({ id, status }, { onError: (err) => notifyError(err.message) });

  return (
    <>
      <p className="mb-3 text-ink-600" aria-live="polite">
        {newEnquiries(newCount)}
      </p>
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">{showFilter}</legend>
        {(['all', ...LEAD_STATUSES] as const).map((f) => (
          <label
            key={f}
            className={`inline-flex min-h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500 ${
              filter === f
                ? 'border-primary-600 bg-primary-600 text-white'
                : 'border-ink-200 bg-white text-ink-700 hover:bg-ink-50'
            }`}
          >
            <input
              type="radio"
              name="enquiry-filter"
              value={f}
              checked={filter === f}
              onChange={() => setFilter(f)}
              className="sr-only"
            />
            {f === 'all' ? allFilter : LEAD_STATUS_LABELS[f]}
          </label>
        ))}
      </fieldset>
      {shown.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-ink-600 ring-1 ring-ink-200/70">
          {noEnquiriesWithStatus(
            filter === 'all' ? '' : LEAD_STATUS_LABELS[filter as LeadStatus].toLowerCase(),
          )}
        </p>
      ) : (
        <ul className="space-y-3">
          {shown.map((e) => (
            <li key={e.id}>
              <EnquiryCard
                enquiry={e}
                saving={setStatus.isPending && setStatus.variables?.id === e.id}
                onStatus={(status) => changeStatus(e.id, status)}
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton
        hasMore={q.hasNextPage}
        loading={q.isFetchingNextPage}
        onMore={() => q.fetchNextPage()}
        label={showOlderEnquiries}
      />
    </>
  );
}

function NoEnquiries() {
  return (
    <section className="mx-auto mt-6 flex max-w-md flex-col items-center rounded-2xl bg-white px-6 py-12 text-center shadow-card ring-1 ring-ink-200/70">
      <h2 className="text-xl font-semibold text-ink-900">{noEnquiriesTitle}</h2>
      <p className="mt-2 text-ink-600">{MSG.noEnquiries}</p>
      <Link
        to={paths.myVehicles}
        className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-primary-600 px-6 font-semibold text-white hover:bg-primary-700 sm:w-auto"
      >
        {navMyVehicles}
      </Link>
    </section>
  );
}
