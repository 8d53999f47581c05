/**
 * One lead in the seller's Enquiries (issue 12 item 1): the buyer, what they
 * asked for and when (IST), the car, Call and WhatsApp links (a message
 * naming the car typed in), and the status select.
 */
import { useId } from 'react';
import {
  askedBestPrice,
  askedSellerDetails,
  callButton,
  callBuyerOn,
  enquiryStatus,
  enquiryWhatsAppText,
  whatsAppButton,
  whatsAppBuyer,
} from '#messages/account.ts';
import { soldTag } from '#messages/frame.ts';
import { formatRupees } from '#shared/format.ts';
import {
  type Enquiry,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
} from '#shared/schemas/enquiry.ts';
import { PhoneIcon } from '#web/components/ui/icons.tsx';
import { WhatsAppIcon } from '#web/components/ui/WhatsAppIcon.tsx';
import { telHref, whatsAppTextHref } from '#web/features/leads/components/ContactDealer.tsx';
import { Link } from '#web/lib/links.tsx';
import { formatIstDateTime } from '../ist-time.ts';

const TYPE_LABELS: Record<Enquiry['Type'], string> = {
  Price: askedBestPrice,
  Contact: askedSellerDetails,
};

const STATUS_STYLES: Record<LeadStatus, string> = {
  new: 'bg-amber-100 text-amber-800',
  contacted: 'bg-sky-100 text-sky-800',
  closed: 'bg-ink-100 text-ink-600',
};

/** "98111 00001" for a ten-digit mobile. */
const spaced = (m: string) => (m.length === 10 ? `${m.slice(0, 5)} ${m.slice(5)}` : m);

export interface EnquiryCardProps {
  enquiry: Enquiry;
  /** Its status change is on its way. */
  saving: boolean;
  onStatus(status: LeadStatus): void;
}

export function EnquiryCard({ enquiry: e, saving, onStatus }: EnquiryCardProps) {
  const selectId = useId();
  const message = enquiryWhatsAppText(e.Name, e.Car.Title);
  return (
    <article
      className={`rounded-2xl bg-white p-4 shadow-card ring-1 ${
        e.Status === 'new' ? 'ring-amber-300' : 'ring-ink-200/70'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold text-ink-900">{e.Name}</h2>
          <p className="font-medium tabular-nums text-ink-800">{spaced(e.Mobile)}</p>
          <p className="text-sm text-ink-600">
            <span className="font-medium text-ink-800">{TYPE_LABELS[e.Type]}</span>
            {' · '}
            <time dateTime={e.CreatedAt}>{formatIstDateTime(e.CreatedAt)}</time>
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[e.Status]}`}
        >
          {LEAD_STATUS_LABELS[e.Status]}
        </span>
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

      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-end">
        <a
          href={telHref(e.Mobile)}
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
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-emerald-700 px-4 font-semibold text-white hover:bg-emerald-800"
          aria-label={whatsAppBuyer(e.Name)}
        >
          <WhatsAppIcon className="h-5 w-5" />
          {whatsAppButton}
        </a>
        <div className="col-span-2 sm:ml-auto sm:w-44">
          <label htmlFor={selectId} className="mb-1 block text-xs font-medium text-ink-600">
            {enquiryStatus}
          </label>
          <select
            id={selectId}
            value={e.Status}
            disabled={saving}
            onChange={(ev) => onStatus(ev.target.value as LeadStatus)}
            className="min-h-11 w-full rounded-xl border border-ink-300 bg-white px-3 text-ink-900 disabled:cursor-wait disabled:opacity-60"
          >
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LEAD_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </article>
  );
}

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
