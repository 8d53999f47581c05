/**
 * All enquiries (issue 12 item 1): every lead the signed-in person may see,
 * newest first, with the count of new ones; chips narrow the loaded leads
 * by stage; "Show older enquiries" loads the next page. Loading, failure
 * (Try again) and no leads at all each have their state.
 */
import { startTransition, useEffect, useState } from 'react';
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
import { LEAD_STAGES, type LeadStage } from '#shared/schemas/lead-work.ts';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { LoadMoreButton } from '#web/components/ui/LoadMoreButton.tsx';
import { Link } from '#web/lib/links.tsx';
import { useNewEnquiryCount } from '../api/enquiries.ts';
import { useEnquiries } from '../api/enquiry-list.ts';
import { STAGE_NAMES } from '../lead-words.ts';
import { useNow } from '../use-now.ts';
import type { Viewer } from './AssignLead.tsx';
import { EnquiryCard, EnquiryCardSkeleton } from './EnquiryCard.tsx';

type Filter = 'all' | LeadStage;

/** Cards drawn before the first paint: a phone's screen and a little more. */
const FIRST_DRAWN = 4;

/** The cards' shapes while a list loads; `label` names what loads. */
export function CardsLoading({ label }: { label: string }) {
  return (
    <ul className="space-y-3" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <EnquiryCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

export function AllEnquiries({ viewer }: { viewer: Viewer | null }) {
  const q = useEnquiries();
  const newCount = useNewEnquiryCount();
  const now = useNow();
  const [filter, setFilter] = useState<Filter>('all');
  const hasData = q.data !== undefined;
  // The first screen of cards is drawn at once, the rest just after it has been painted:
  // rendering the 20 of a page together held the switch to All enquiries about 0.4 s at
  // 4x CPU (docs/benchmarks.md, the Today queue's first tap).
  const [allDrawn, setAllDrawn] = useState(false);
  useEffect(() => {
    if (!hasData || allDrawn) return;
    const id = setTimeout(() => startTransition(() => setAllDrawn(true)), 0);
    return () => clearTimeout(id);
  }, [hasData, allDrawn]);

  if (q.isPending) return <CardsLoading label={loadingEnquiries} />;
  if (q.isError) {
    return <LoadFailed message={enquiriesLoadFailed} onRetry={() => q.refetch()} />;
  }
  const all = q.data.pages.flatMap((p) => p.Enquiries);
  if (all.length === 0) return <NoEnquiries />;
  const shown = filter === 'all' ? all : all.filter((e) => e.Status === filter);

  return (
    <>
      <p className="mb-3 text-ink-600" aria-live="polite">
        {newEnquiries(newCount)}
      </p>
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">{showFilter}</legend>
        {(['all', ...LEAD_STAGES] as const).map((f) => (
          <label
            key={f}
            className={`inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500 ${
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
            {f === 'all' ? allFilter : STAGE_NAMES[f]}
          </label>
        ))}
      </fieldset>
      {shown.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-ink-600 ring-1 ring-ink-200/70">
          {noEnquiriesWithStatus(filter === 'all' ? '' : STAGE_NAMES[filter].toLowerCase())}
        </p>
      ) : (
        <ul className="space-y-3">
          {(allDrawn ? shown : shown.slice(0, FIRST_DRAWN)).map((e) => (
            // Cards off screen are laid out and painted only when scrolled near.
            <li
              key={e.id}
              className="[content-visibility:auto] [contain-intrinsic-size:auto_16rem]"
            >
              <EnquiryCard enquiry={e} viewer={viewer} now={now} />
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
