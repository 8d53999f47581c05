/**
 * The car page's share button: native wrapper, Web Share, or the no-share alert
 * (docs/product.md#car-page, #messages-and-errors).
 */

import { shareCar, shareTitle } from '#messages/car-page.ts';
import { addToWishlist } from '#messages/cars.ts';
import { HeartIcon, OutlineIcon } from '#web/components/ui/icons.tsx';
import { notifyError } from '#web/lib/notify.ts';
import { shareLink } from '#web/lib/share.ts';

/**
 * Shares the car's link (`url`, with `title`). Before the app runs, the boot
 * script shares at the tap from data-share and data-share-title.
 */
export function ShareButton({
  title,
  url,
  className = '',
}: {
  title: string;
  url: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={shareCar}
      title={shareTitle}
      data-share={url}
      data-share-title={title}
      onClick={async () => {
        const outcome = await shareLink({ title, url });
        if (outcome.kind === 'error') notifyError(outcome.message);
        else if (outcome.kind === 'unsupported') window.alert(outcome.message);
      }}
      className={`flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-ink-700 shadow-md ring-1 ring-ink-900/5 transition hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ${className}`}
    >
      <OutlineIcon className="h-5 w-5" strokeWidth={2}>
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
      </OutlineIcon>
    </button>
  );
}

/** Visual-only wishlist heart until the sign-in work wires favourites (it passes its own). */
export function WishlistHeart({ className = '' }: { className?: string }) {
  return (
    <button
      type="button"
      aria-label={addToWishlist}
      title={addToWishlist}
      className={`flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-ink-700 shadow-md ring-1 ring-ink-900/5 transition hover:text-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ${className}`}
    >
      <HeartIcon className="h-5 w-5" strokeWidth={2} />
    </button>
  );
}
