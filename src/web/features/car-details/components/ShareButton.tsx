/**
 * The car page's share button: native wrapper, Web Share, or the no-share alert
 * (docs/product.md#car-page, #messages-and-errors).
 */
import { toast } from 'react-toastify';
import { shareLink } from '#web/lib/share.ts';

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
      aria-label="Share this car"
      title="Share"
      onClick={async () => {
        const outcome = await shareLink({ title, url });
        if (outcome.kind === 'error') toast.error(outcome.message);
        else if (outcome.kind === 'unsupported') window.alert(outcome.message);
      }}
      className={`flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-ink-700 shadow-md ring-1 ring-ink-900/5 backdrop-blur transition hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
      </svg>
    </button>
  );
}

/** Visual-only wishlist heart until the sign-in work wires favourites (it passes its own). */
export function WishlistHeart({ className = '' }: { className?: string }) {
  return (
    <button
      type="button"
      aria-label="Add to wishlist"
      title="Add to wishlist"
      className={`flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-ink-700 shadow-md ring-1 ring-ink-900/5 backdrop-blur transition hover:text-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
      </svg>
    </button>
  );
}
