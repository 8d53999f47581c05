/**
 * Wishlisted Cars for a signed-in user (docs/product.md#wishlist,
 * #favourite-toggle): the saved cars as car cards with a Remove action each
 * (removing takes the card off the list), or an empty message with a See All
 * Cars link to /. Sold cars stay, marked Sold.
 */

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carsSaved, removeCar } from '#messages/account.ts';
import {
  loadingWishlist,
  removeButton,
  removing,
  seeAllCars,
  wishlistEmpty,
  wishlistEmptyHint,
  wishlistLoadFailed,
} from '#messages/cars.ts';
import { CarCard } from '#web/components/car/CarCard.tsx';
import { CarCardSkeleton } from '#web/components/car/CarCardSkeleton.tsx';
import { HeartIcon } from '#web/components/ui/icons.tsx';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { TrashIcon } from '#web/components/ui/page-icons.tsx';
import { Link } from '#web/lib/links.tsx';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import {
  changeFavourite,
  type FavouriteCar,
  favouriteErrorMessage,
  useFavourites,
} from '../api/favourites.ts';
import { FavouriteButton } from './FavouriteButton.tsx';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4';

export function Wishlist() {
  // Always fresh on arrival (another device may have changed it); cached cars show meanwhile.
  const q = useFavourites({ refetchOnMount: 'always' });

  if (q.isPending) {
    return (
      <div className={GRID} role="status" aria-label={loadingWishlist}>
        {[0, 1, 2, 3].map((i) => (
          <CarCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (q.isError) {
    return <LoadFailed message={wishlistLoadFailed} onRetry={() => q.refetch()} />;
  }
  const cars = q.data;
  if (cars.length === 0) return <EmptyWishlist />;
  return (
    <>
      <p className="mb-4 text-ink-600" aria-live="polite">
        {carsSaved(cars.length)}
      </p>
      <ul className={GRID}>
        {cars.map((car) => (
          <li key={car.carid}>
            <CarCard
              car={car}
              favourite={<FavouriteButton car={car} />}
              actions={<RemoveButton car={car} />}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function RemoveButton({ car }: { car: FavouriteCar }) {
  const client = useQueryClient();
  const remove = useMutation({
    mutationKey: ['favourites', 'change', car.carid],
    mutationFn: () => changeFavourite(client, car, 'remove'),
    onSuccess: (outcome) => {
      if (outcome.kind === 'done') notifySuccess(outcome.message);
    },
    onError: (err) => notifyError(favouriteErrorMessage(err)),
  });
  return (
    <button
      type="button"
      onClick={() => remove.mutate()}
      disabled={remove.isPending}
      aria-label={removeCar(`${car.modelyear} ${car.companyid} ${car.carmodelid} ${car.variantid}`)}
      className="mt-2 flex min-h-11 w-full items-center justify-center gap-2 rounded-xl border border-ink-200 bg-white px-4 text-sm font-semibold text-ink-700 transition-colors hover:border-red-200 hover:bg-red-50 hover:text-red-700 disabled:cursor-wait disabled:opacity-60"
    >
      <TrashIcon className="h-4 w-4" />
      {remove.isPending ? removing : removeButton}
    </button>
  );
}

function EmptyWishlist() {
  return (
    <section className="mx-auto mt-6 flex max-w-md flex-col items-center rounded-2xl bg-white px-6 py-12 text-center shadow-card ring-1 ring-ink-200/70">
      <div className="flex h-16 w-16 items-center justify-center rounded-full bg-red-50 text-red-600">
        <HeartIcon className="h-8 w-8" />
      </div>
      <h2 className="mt-5 text-xl font-semibold text-ink-900">{wishlistEmpty}</h2>
      <p className="mt-2 text-ink-600">{wishlistEmptyHint}</p>
      <Link
        to="/"
        className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-primary-600 px-6 font-semibold text-white hover:bg-primary-700 sm:w-auto"
      >
        {seeAllCars}
      </Link>
    </section>
  );
}
