/**
 * Today (issue 43 part 3): the signed-in person's own open leads to work
 * now, in three parts, each with its count: overdue follow-ups first (red,
 * oldest first), then those due later today, then new leads nobody has
 * followed up yet. A part of more than TODAY_PART_SIZE leads says how many
 * it shows. Loading, failure (Try again) and nothing to do each have their
 * state; the morning WhatsApp switch is below.
 */
import { type ReactNode, useId } from 'react';
import {
  dueTodayHeading,
  enquiriesCount,
  loadingToday,
  newHeading,
  overdueHeading,
  partShown,
  sectionEmpty,
  todayEmptyText,
  todayEmptyTitle,
  todayLoadFailed,
  viewAll,
} from '#messages/lead-work.ts';
import type { Enquiry, Today } from '#shared/schemas/enquiry.ts';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { Link } from '#web/lib/links.tsx';
import { useToday } from '../api/lead-work.ts';
import { useNow } from '../use-now.ts';
import { CardsLoading } from './AllEnquiries.tsx';
import type { Viewer } from './AssignLead.tsx';
import { EnquiryCard } from './EnquiryCard.tsx';
import { FollowUpMessagesPanel } from './FollowUpMessagesPanel.tsx';

type Part = 'Overdue' | 'Due' | 'New';

const HEADINGS: Record<Part, string> = {
  Overdue: overdueHeading,
  Due: dueTodayHeading,
  New: newHeading,
};

export function TodayQueue({ viewer }: { viewer: Viewer }) {
  const today = useToday(true);
  const now = useNow();
  let body: ReactNode;
  if (today.isPending) body = <CardsLoading label={loadingToday} />;
  else if (today.isError)
    body = <LoadFailed message={todayLoadFailed} onRetry={() => today.refetch()} />;
  else if (today.data.Count === 0) body = <NothingToday />;
  else
    body = (['Overdue', 'Due', 'New'] as const).map((part) => (
      <TodayPart key={part} part={part} data={today.data} viewer={viewer} now={now} />
    ));
  return (
    <>
      <div className="space-y-6" aria-busy={today.isFetching || undefined}>
        {body}
      </div>
      <FollowUpMessagesPanel />
    </>
  );
}

function TodayPart({
  part,
  data,
  viewer,
  now,
}: {
  part: Part;
  data: Today;
  viewer: Viewer;
  now: Date;
}) {
  const id = useId();
  const leads: Enquiry[] = data[part];
  const count = data.Counts[part];
  const overdue = part === 'Overdue';
  return (
    <section aria-labelledby={id}>
      <h2
        id={id}
        className={`mb-2 flex items-center gap-2 text-lg font-semibold ${overdue && count > 0 ? 'text-red-700' : 'text-ink-900'}`}
      >
        {HEADINGS[part]}
        <span
          className={`inline-flex min-w-7 items-center justify-center rounded-full px-2 text-sm font-bold ${
            overdue && count > 0 ? 'bg-red-600 text-white' : 'bg-ink-100 text-ink-800'
          }`}
        >
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{enquiriesCount(count)}</span>
        </span>
      </h2>
      {leads.length === 0 ? (
        <p className="rounded-2xl bg-white px-4 py-3 text-sm text-ink-600 ring-1 ring-ink-200/70">
          {sectionEmpty}
        </p>
      ) : (
        <ul className="space-y-3">
          {leads.map((e) => (
            <li key={e.id}>
              <EnquiryCard enquiry={e} viewer={viewer} now={now} level={3} />
            </li>
          ))}
        </ul>
      )}
      {count > leads.length ? (
        <p className="mt-2 text-sm text-ink-600">{partShown(leads.length, count)}</p>
      ) : null}
    </section>
  );
}

function NothingToday() {
  return (
    <section className="mx-auto mt-2 flex max-w-md flex-col items-center rounded-2xl bg-white px-6 py-10 text-center shadow-card ring-1 ring-ink-200/70">
      <h2 className="text-xl font-semibold text-ink-900">{todayEmptyTitle}</h2>
      <p className="mt-2 text-ink-600">{todayEmptyText}</p>
      <Link
        to="?view=all"
        className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-primary-600 px-6 font-semibold text-white hover:bg-primary-700 sm:w-auto"
      >
        {viewAll}
      </Link>
    </section>
  );
}
