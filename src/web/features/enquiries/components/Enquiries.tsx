/**
 * The seller's Enquiries, /Enquiries (issue 12 item 1, issue 43 parts 2 and
 * 3). A person in a dealership has two views, kept in the address's `view`
 * (so Back returns to the one they were on): Today, their queue of overdue,
 * due and new leads (the default), and All enquiries. A private seller has
 * All only. No route of its own for Today: each route costs every page's
 * start (docs/decisions/040-dealer-team.md).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { loadingEnquiries } from '#messages/account.ts';
import { viewAll, viewsLabel, viewToday } from '#messages/lead-work.ts';
import { useDealerMe } from '#web/features/dealer/api/dealer.ts';
import { Link } from '#web/lib/links.tsx';
import { enquiriesQuery } from '../api/enquiry-list.ts';
import { AllEnquiries, CardsLoading } from './AllEnquiries.tsx';
import type { Viewer } from './AssignLead.tsx';
import { TodayQueue } from './TodayQueue.tsx';

type View = 'today' | 'all';

/** The view the address asks for, else the person's default. */
export function viewOf(param: string | null, inDealership: boolean): View {
  if (!inDealership) return 'all';
  return param === 'all' ? 'all' : 'today';
}

export function Enquiries() {
  const me = useDealerMe();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const dealer = me.data ?? null;
  const role = dealer?.role;
  const staffId = dealer?.staffId ?? null;
  const canAssign = dealer?.permissions.assignLeads ?? false;
  // One object while the person's role stays, so the memoised cards skip a render when only the view changes.
  const viewer: Viewer | null = useMemo(
    () => (role ? { role, staffId, canAssign } : null),
    [role, staffId, canAssign],
  );
  if (me.isPending) return <CardsLoading label={loadingEnquiries} />;
  const view = viewOf(params.get('view'), viewer !== null);
  if (!viewer) return <AllEnquiries viewer={null} />;
  return (
    <>
      <nav aria-label={viewsLabel} className="mb-4 mt-2">
        <ul className="inline-flex rounded-xl bg-ink-100 p-1">
          {(['today', 'all'] as const).map((v) => (
            <li key={v}>
              <Link
                to={`?view=${v}`}
                // The list is asked for as the finger lands, not after the view has changed
                // (about 150 ms later at 4x CPU: docs/benchmarks.md, the Today queue's first tap).
                onPointerDown={
                  v === 'all' ? () => void client.prefetchInfiniteQuery(enquiriesQuery) : undefined
                }
                aria-current={view === v ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-lg px-4 font-semibold ${
                  view === v ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-700 hover:bg-white/60'
                }`}
              >
                {v === 'today' ? viewToday : viewAll}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {view === 'today' ? <TodayQueue viewer={viewer} /> : <AllEnquiries viewer={viewer} />}
    </>
  );
}
