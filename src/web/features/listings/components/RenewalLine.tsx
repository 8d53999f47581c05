/**
 * A car's place in its listing's life on My Vehicles
 * (docs/moderation.md#fresh-listings): how long until it expires, or that it
 * expired or is hidden by our team; Renew from RENEW_FROM_DAYS before it
 * expires, and on an expired car.
 */
import {
  expiredStillForSale,
  expiresIn,
  hiddenForReview,
  listedForDays,
  renewButton,
} from '#messages/sell.ts';
import { daysLeft, RENEW_FROM_DAYS } from '#shared/listing-expiry.ts';
import type { MyListing } from '#shared/schemas/listing.ts';

export function RenewalLine({
  car,
  busy,
  onRenew,
}: {
  car: MyListing;
  busy: boolean;
  onRenew: (car: MyListing) => void;
}) {
  if (car.CarStatus === 'Hidden' && car.hiddenreason !== 'expired') {
    return (
      <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
        {hiddenForReview}
      </p>
    );
  }
  if (!car.expiresat) return null;
  const days = daysLeft(car.expiresat);
  const expired = car.CarStatus === 'Hidden' || days <= 0;
  if (!expired && days > RENEW_FROM_DAYS) {
    return <p className="mt-2 text-sm text-ink-600">{listedForDays(days)}</p>;
  }
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      <span>{expired ? expiredStillForSale : expiresIn(days)}</span>
      <button
        type="button"
        disabled={busy}
        onClick={() => onRenew(car)}
        className="min-h-11 rounded-lg bg-primary-700 px-3 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
      >
        {renewButton}
      </button>
    </div>
  );
}
