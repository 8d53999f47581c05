/**
 * The wishlist heart on car cards and the car page (docs/product.md#home,
 * #car-page, #favourite-toggle). Signed out: opens the login dialog and saves
 * the car once signed in; it is then a link to `/Login?next=` this page, so
 * it leads to signing in before the app runs (the boot script holds the tap
 * for the dialog: data-needs-login) and without JavaScript. Signed in:
 * removes the car when it is in the wishlist, else adds it, then toasts the
 * server's message. Filled and red while saved.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { addToWishlist, removeFromWishlist } from '#messages/cars.ts';
import { paths } from '#shared/pages/paths.ts';
import { HeartIcon } from '#web/components/ui/icons.tsx';
import { localPath } from '#web/lib/local-path.ts';
import { showLogin } from '#web/lib/login-dialog-store.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { useSignedIn } from '#web/lib/session.ts';
import {
  changeFavourite,
  type FavouriteCar,
  favouriteErrorMessage,
  finishAddAfterLogin,
  useFavouriteIds,
} from '../api/favourites.ts';

export interface FavouriteButtonProps {
  car: FavouriteCar;
  className?: string;
}

export function FavouriteButton({ car, className = '' }: FavouriteButtonProps) {
  const client = useQueryClient();
  const signedIn = useSignedIn();
  const saved = useFavouriteIds().has(car.carid);
  // Plain state rather than useMutation: hearts are on Home, keep its bundle small.
  const [busy, setBusy] = useState(false);
  const { pathname, search } = useLocation();
  const toggle = async () => {
    setBusy(true);
    try {
      const outcome = await changeFavourite(client, car);
      if (outcome.kind === 'done') notifySuccess(outcome.message);
    } catch (err) {
      notifyError(favouriteErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const look = `flex h-11 w-11 items-center justify-center rounded-full bg-white/95 shadow-md ring-1 ring-ink-900/5 transition-colors ${
    saved ? 'text-red-600 hover:text-red-700' : 'text-ink-700 hover:text-red-600'
  } ${className}`;
  const heart = (
    <HeartIcon
      className={`h-5 w-5 ${busy ? 'animate-pulse' : ''}`}
      fill={saved ? 'currentColor' : 'none'}
      strokeWidth={saved ? 1.8 : 2}
    />
  );

  if (!signedIn) {
    return (
      <a
        href={localPath(paths.login(`${pathname}${search}`))}
        data-needs-login
        aria-label={addToWishlist}
        title={addToWishlist}
        onClick={(e) => {
          e.preventDefault();
          showLogin({ after: { run: () => finishAddAfterLogin(client, car) } });
        }}
        className={look}
      >
        {heart}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? removeFromWishlist : addToWishlist}
      title={saved ? removeFromWishlist : addToWishlist}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) void toggle();
      }}
      className={look}
    >
      {heart}
    </button>
  );
}
