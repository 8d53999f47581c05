/**
 * One lead in the seller's Enquiries (issue 12 item 1, issue 43 parts 2 and
 * 3): the buyer, what they asked for and when (IST), its stage as a badge,
 * the next follow-up in IST (red once overdue), the lost reason, who holds
 * it in a dealership (with Change for owners and managers), the last note,
 * the car, Call and WhatsApp links (each tap reported as a contact, without
 * holding the link up), the quick follow-up and the history. A lead whose
 * buyer details were removed (account deleted, or past LEAD_RETENTION_DAYS)
 * says so in place of the name, number, Call and WhatsApp.
 */
import { memo, useId } from 'react';
import {
  askedBestPrice,
  askedSellerDetails,
  callButton,
  callBuyerOn,
  enquiryWhatsAppText,
  whatsAppButton,
  whatsAppBuyer,
} from '#messages/account.ts';
import { soldTag } from '#messages/frame.ts';
import {
  buyerDetailsRemoved,
  followUpAt,
  lastNote,
  lostBecause,
  overdueAt,
  visitAt,
} from '#messages/lead-work.ts';
import { formatRupees } from '#shared/format.ts';
import type { Enquiry } from '#shared/schemas/enquiry.ts';
import { PhoneIcon } from '#web/components/ui/icons.tsx';
import { WhatsAppIcon } from '#web/components/ui/WhatsAppIcon.tsx';
import { telHref, whatsAppTextHref } from '#web/features/leads/components/ContactDealer.tsx';
import { Link } from '#web/lib/links.tsx';
import { reportContact } from '../api/lead-work.ts';
import { followUpState } from '../follow-up.ts';
import { followUpWhen, formatIstDateTime } from '../ist-time.ts';
import { LOST_REASON_NAMES, STAGE_NAMES, STAGE_STYLES } from '../lead-words.ts';
import { AssignLead, type Viewer } from './AssignLead.tsx';
import { LeadHistory } from './LeadHistory.tsx';
import { QuickFollowUp } from './QuickFollowUp.tsx';

const TYPE_LABELS: Record<Enquiry['Type'], string> = {
  Price: askedBestPrice,
  Contact: askedSellerDetails,
};

/** "98111 00001" for a ten-digit mobile. */
const spaced = (m: string) => (m.length === 10 ? `${m.slice(0, 5)} ${m.slice(5)}` : m);

export interface EnquiryCardProps {
  enquiry: Enquiry;
  /** The person in a dealership looking at it; null for a private seller (no assignees). */
  viewer: Viewer | null;
  /** The clock the follow-up is read against. */
  now: Date;
  /** The buyer's heading: 3 under a Today section's heading. */
  level?: 2 | 3;
}

/**
 * One lead's card. Memoised: a card re-renders only when its lead, the
 * viewer or the clock's minute changed, not when the queue around it did.
 */
export const EnquiryCard = memo(function EnquiryCard({
  enquiry: e,
  viewer,
  now,
  level = 2,
}: EnquiryCardProps) {
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  const message = enquiryWhatsAppText(e.Name, e.Car.Title);
  // Emptied when the buyer deleted their account or the lead passed LEAD_RETENTION_DAYS.
  const removed = e.Mobile === '';
  const state = e.NextFollowUp ? followUpState(e.NextFollowUp, now) : null;
  return (
    <article
      aria-labelledby={`${id}-name`}
      className={`rounded-2xl bg-white p-4 shadow-card ring-1 ${
        state === 'overdue'
          ? 'ring-red-300'
          : e.Status === 'new'
            ? 'ring-amber-300'
            : 'ring-ink-200/70'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading id={`${id}-name`} className="truncate text-lg font-semibold text-ink-900">
            {removed ? buyerDetailsRemoved : e.Name}
          </Heading>
          {removed ? null : (
            <p className="font-medium tabular-nums text-ink-800">{spaced(e.Mobile)}</p>
          )}
          <p className="text-sm text-ink-600">
            <span className="font-medium text-ink-800">{TYPE_LABELS[e.Type]}</span>
            {' · '}
            <time dateTime={e.CreatedAt}>{formatIstDateTime(e.CreatedAt)}</time>
          </p>
        </div>
        <span
          className={`flex-none rounded-full px-2.5 py-0.5 text-xs font-semibold ${STAGE_STYLES[e.Status]}`}
        >
          {STAGE_NAMES[e.Status]}
        </span>
      </div>

      <div className="mt-2 space-y-1">
        {e.NextFollowUp && state ? (
          <p
            className={`text-sm font-semibold ${state === 'overdue' ? 'text-red-700' : 'text-ink-800'}`}
          >
            <time dateTime={e.NextFollowUp}>
              {(state === 'overdue' ? overdueAt : e.Status === 'visit' ? visitAt : followUpAt)(
                followUpWhen(e.NextFollowUp, now),
              )}
            </time>
          </p>
        ) : null}
        {e.Status === 'lost' && e.LostReason ? (
          <p className="text-sm text-ink-700">{lostBecause(LOST_REASON_NAMES[e.LostReason])}</p>
        ) : null}
        {viewer ? <AssignLead lead={e} viewer={viewer} /> : null}
        {e.LastNote ? (
          <p className="line-clamp-3 break-words rounded-lg bg-amber-50 px-2.5 py-1.5 text-sm text-ink-800">
            <span className="font-medium">{lastNote}: </span>
            {e.LastNote}
          </p>
        ) : null}
      </div>

      <Link
        to={e.Car.Path}
        className="mt-3 flex items-center gap-3 rounded-xl bg-ink-50 p-2 hover:bg-ink-100"
      >
        {e.Car.Photo ? (
          <img
            src={e.Car.Photo}
            alt=""
            width={96}
            height={64}
            loading="lazy"
            className="h-16 w-24 flex-none rounded-lg object-cover"
          />
        ) : (
          <span className="h-16 w-24 flex-none rounded-lg bg-ink-200" aria-hidden="true" />
        )}
        <span className="min-w-0">
          <span className="line-clamp-2 font-medium text-ink-900">{e.Car.Title}</span>
          <span className="block text-sm text-ink-600">
            {formatRupees(e.Car.Price)}
            {e.Car.CarStatus === 'Sold' ? ` · ${soldTag}` : ''}
          </span>
        </span>
      </Link>

      {removed ? null : (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <a
            href={telHref(e.Mobile)}
            onClick={() => reportContact(e.id, 'call')}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-primary-600 px-4 font-semibold text-white hover:bg-primary-700"
            aria-label={callBuyerOn(e.Name, spaced(e.Mobile))}
          >
            <PhoneIcon className="h-5 w-5" />
            {callButton}
          </a>
          <a
            href={whatsAppTextHref(e.Mobile, message)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => reportContact(e.id, 'whatsapp')}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-emerald-700 px-4 font-semibold text-white hover:bg-emerald-800"
            aria-label={whatsAppBuyer(e.Name)}
          >
            <WhatsAppIcon className="h-5 w-5" />
            {whatsAppButton}
          </a>
        </div>
      )}
      <QuickFollowUp lead={e} />
      <LeadHistory leadId={e.id} />
    </article>
  );
});

/** The card's shape while the inbox loads. */
export function EnquiryCardSkeleton() {
  return (
    <div className="animate-pulse rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70">
      <div className="h-5 w-40 rounded bg-ink-200" />
      <div className="mt-2 h-4 w-56 rounded bg-ink-100" />
      <div className="mt-3 h-20 rounded-xl bg-ink-100" />
      <div className="mt-3 h-11 rounded-xl bg-ink-100" />
    </div>
  );
}
