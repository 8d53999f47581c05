/**
 * Flagged listings (docs/decisions/036-duplicate-photos.md): cars whose photo
 * is within 8 bits of another seller's live photo, or whose number another
 * seller has live, the oldest first. They stay live until an operator hides
 * one; Dismiss closes the flag.
 */
import type { Flag } from '#shared/schemas/admin.ts';
import { Link } from '#web/lib/links.tsx';
import { useFlags } from '../api/admin.ts';
import { ActionForm } from './ActionForm.tsx';
import { istTime, PanelState } from './ConsoleStates.tsx';

/** A car page's address from its Rand alone (the page ignores the slug). */
const carPath = (rand: string) => `/CarDetails/${rand}/car`;

function FlagCard({ flag }: { flag: Flag }) {
  const what =
    flag.Kind === 'photo'
      ? `A photo matches another seller's car (${flag.Distance} of 64 bits differ)`
      : "The vehicle number is on another seller's car";
  return (
    <li className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-5">
      <Link
        to={carPath(flag.Rand)}
        className="text-lg font-semibold text-primary-800 hover:underline"
      >
        {flag.Title}
      </Link>
      <p className="mt-1 text-sm text-ink-700">{what}</p>
      <p className="mt-1 text-sm text-ink-600">
        Seller {flag.SellerName ?? 'unnamed'}
        {flag.SellerMobile ? ` · ${flag.SellerMobile}` : ''} · {flag.Status} · flagged{' '}
        {istTime(flag.At)}
      </p>
      {flag.OtherRand ? (
        <p className="mt-1 text-sm">
          <Link to={carPath(flag.OtherRand)} className="text-primary-700 underline">
            The other seller's car
          </Link>
        </p>
      ) : null}
      <ActionForm
        label={`Reason for ${flag.Title}`}
        actions={[
          {
            label: 'Hide car',
            tone: 'danger',
            send: (reason) => ({ name: 'CloseFlag', id: flag.id, hide: 'true', reason }),
          },
          {
            label: 'Dismiss',
            tone: 'plain',
            send: (reason) => ({ name: 'CloseFlag', id: flag.id, hide: 'false', reason }),
          },
        ]}
      />
    </li>
  );
}

export function FlaggedListings() {
  const query = useFlags();
  return (
    <PanelState query={query} label="flagged listings">
      {() =>
        query.data?.length ? (
          <ul className="space-y-3">
            {query.data.map((f) => (
              <FlagCard key={f.id} flag={f} />
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl bg-white p-8 text-center text-ink-600 shadow-card ring-1 ring-ink-200/70">
            No flagged listings.
          </p>
        )
      }
    </PanelState>
  );
}
