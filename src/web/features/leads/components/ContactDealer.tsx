/**
 * The Contact Dealer block (docs/product.md#car-page): shown in place of Get
 * Seller Details once a lead went through. Full mobile as a call button,
 * WhatsApp, the second number if any, address, city, a map link and the
 * safety tips.
 */
import {
  address,
  alternateMobile,
  contactDealer,
  viewOnMap,
  whatsApp,
  whatsAppInterest,
} from '#messages/car-page.ts';
import { factCity } from '#messages/cars.ts';
import { callSeller, mobileLabel } from '#messages/frame.ts';
import type { DealerProfile } from '#shared/schemas/car.ts';
import { webLink } from '#shared/web-link.ts';
import { PhoneIcon, PinIcon } from '#web/components/ui/icons.tsx';
import { WhatsAppIcon } from '#web/components/ui/WhatsAppIcon.tsx';
import { SafetyTips } from './SafetyTips.tsx';

/** Ten-digit Indian mobile from whatever the profile holds ("+91 98765-43210" -> "9876543210"). */
export function localMobile(raw: string | null | undefined): string {
  const digits = (raw ?? '').replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

export function telHref(raw: string): string {
  const mobile = localMobile(raw);
  return mobile.length === 10 ? `tel:+91${mobile}` : `tel:${mobile}`;
}

/** A WhatsApp chat with Indian mobile `raw`, with `text` typed in when given. */
export function whatsAppTextHref(raw: string, text?: string): string {
  const base = `https://wa.me/91${localMobile(raw)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** A buyer's WhatsApp chat with the seller of `carTitle`. */
export function whatsAppHref(raw: string, carTitle?: string): string {
  return whatsAppTextHref(raw, carTitle ? whatsAppInterest(carTitle) : undefined);
}

function spaced(mobile: string): string {
  const m = localMobile(mobile);
  return m.length === 10 ? `${m.slice(0, 5)} ${m.slice(5)}` : mobile;
}

export interface ContactDealerProps {
  seller: DealerProfile;
  carTitle?: string;
  /** Heading level of the block title. */
  headingLevel?: 'h2' | 'h3';
}

export function ContactDealer({ seller, carTitle, headingLevel = 'h2' }: ContactDealerProps) {
  const Heading = headingLevel;
  const mapHref = webLink(seller.nGpslink);
  const second = seller.Mobileno1 && localMobile(seller.Mobileno1) ? seller.Mobileno1 : null;
  return (
    <section
      aria-label={contactDealer}
      className="rounded-2xl border border-emerald-200 bg-emerald-50/60 p-4"
    >
      <div className="flex items-center gap-2 text-sm font-semibold text-emerald-800">
        <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
          <path
            fillRule="evenodd"
            d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4z"
            clipRule="evenodd"
          />
        </svg>
        <Heading className="text-sm font-semibold">{contactDealer}</Heading>
      </div>
      <p className="mt-2 text-lg font-bold text-ink-900">{seller.Firmname}</p>
      <p className="text-sm text-ink-600">{seller.nCity}</p>

      <div className="mt-3 grid grid-cols-2 gap-2">
        <a
          href={telHref(seller.Mobileno)}
          className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-primary-700 px-3 text-base font-semibold text-white shadow-sm transition hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
        >
          <PhoneIcon className="h-5 w-5" />
          {callSeller}
        </a>
        <a
          href={whatsAppHref(seller.Mobileno, carTitle)}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-emerald-700 px-3 text-base font-semibold text-white shadow-sm transition hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        >
          <WhatsAppIcon className="h-5 w-5" />
          {whatsApp}
        </a>
      </div>

      <dl className="mt-4 space-y-2.5 text-sm">
        <div className="flex gap-3">
          <dt className="w-20 shrink-0 text-ink-500">{mobileLabel}</dt>
          <dd className="font-semibold text-ink-900">
            <a href={telHref(seller.Mobileno)} className="hover:underline">
              +91 {spaced(seller.Mobileno)}
            </a>
          </dd>
        </div>
        {second ? (
          <div className="flex gap-3">
            <dt className="w-20 shrink-0 text-ink-500">{alternateMobile}</dt>
            <dd className="font-semibold text-ink-900">
              <a href={telHref(second)} className="hover:underline">
                +91 {spaced(second)}
              </a>
            </dd>
          </div>
        ) : null}
        {seller.Address ? (
          <div className="flex gap-3">
            <dt className="w-20 shrink-0 text-ink-500">{address}</dt>
            <dd className="text-ink-800">{seller.Address}</dd>
          </div>
        ) : null}
        <div className="flex gap-3">
          <dt className="w-20 shrink-0 text-ink-500">{factCity}</dt>
          <dd className="text-ink-800">{seller.nCity}</dd>
        </div>
      </dl>
      {mapHref ? (
        <a
          href={mapHref}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-700 hover:underline"
        >
          <PinIcon className="h-4 w-4" />
          {viewOnMap}
        </a>
      ) : null}
      <div className="mt-4">
        <SafetyTips />
      </div>
    </section>
  );
}
