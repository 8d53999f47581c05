/**
 * My Vehicles (docs/product.md#my-vehicles, #listing-status, #sessions,
 * #messages-and-errors): the seller's cars with their actions. Sold and Delete
 * ask first ('Are you sure, you want to sold this record?' / '... delete this
 * record?'); Add Photos opens the page's photo dialog. A loading skeleton, the
 * documented empty state, and failures as the server's message in a toast (a
 * 401 has already ended the session quietly: the page shows its login prompt).
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { navMyVehicles } from '#messages/frame.ts';
import {
  addVehicle,
  addYourCar,
  carsListed,
  carsLoadFailed,
  loadingYourCars,
} from '#messages/sell.ts';
import { MSG } from '#shared/messages.ts';
import type { CarListItem } from '#shared/schemas/car.ts';
import { useConfirm } from '#web/components/ui/ConfirmDialog.tsx';
import { CarIcon } from '#web/components/ui/icons.tsx';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { PlusIcon } from '#web/components/ui/page-icons.tsx';
import { useListingStats } from '#web/features/enquiries/api/enquiries.ts';
import { ListingStatsLine } from '#web/features/enquiries/components/ListingStatsLine.tsx';
import { promotedListing } from '#web/features/status-card/api/status-card.ts';
import { PromoteButton } from '#web/features/status-card/components/PromoteButton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { Link } from '#web/lib/links.tsx';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useDeleteListing, useMarkSold, useMyListings, useRenewListing } from '../api/listings.ts';
import { SELLER_TOAST } from '../seller-toast.ts';
import { ListingCard, ListingCardSkeleton, listingTitle } from './ListingCard.tsx';
import { RenewalLine } from './RenewalLine.tsx';

export interface MyVehiclesProps {
  /** The Add Photos dialog for `car` (from the listing-photos feature); `onClose` closes it. */
  renderAddPhotos: (car: CarListItem, title: string, onClose: () => void) => ReactNode;
}

const addButtonClass =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-accent-700 px-5 font-semibold text-white shadow-sm transition hover:bg-accent-800';

export function MyVehicles({ renderAddPhotos }: MyVehiclesProps) {
  const client = useQueryClient();
  const q = useMyListings();
  const stats = useListingStats();
  const sold = useMarkSold();
  const del = useDeleteListing();
  const renew = useRenewListing();
  const { confirm, dialog } = useConfirm();
  const [photosFor, setPhotosFor] = useState<CarListItem | null>(null);
  const cars = q.data ?? [];

  useEffect(() => {
    if (q.error && !(q.error instanceof ApiError && q.error.status === 401)) {
      toast.error(q.error.message, SELLER_TOAST);
    }
  }, [q.error]);

  const busyWith = (car: CarListItem) =>
    (sold.isPending && sold.variables?.carnumber === car.carnumber) ||
    (del.isPending && del.variables === car.Rand) ||
    (renew.isPending && renew.variables === car.Rand);

  const onRenew = (car: CarListItem) => {
    renew.mutate(car.Rand, {
      onSuccess: (msg) => toast.success(msg, SELLER_TOAST),
      onError: (err) => toast.error(err.message, SELLER_TOAST),
    });
  };

  const onSold = async (car: CarListItem) => {
    if (!(await confirm({ message: MSG.confirmSold }))) return;
    sold.mutate(car, {
      onSuccess: (msg) => toast.success(msg, SELLER_TOAST),
      onError: (err) => toast.error(err.message, SELLER_TOAST),
    });
  };

  const onDelete = async (car: CarListItem) => {
    if (!(await confirm({ message: MSG.confirmDelete, tone: 'danger' }))) return;
    del.mutate(car.Rand, {
      onSuccess: (msg) => toast.success(msg, SELLER_TOAST),
      onError: (err) => toast.error(err.message, SELLER_TOAST),
    });
  };

  const closePhotos = () => {
    setPhotosFor(null);
    // The main photo may have changed (first upload, or the main one deleted).
    void client.invalidateQueries({ queryKey: queryKeys.listings.all });
    void client.invalidateQueries({ queryKey: queryKeys.cars.all });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">
            {navMyVehicles}
          </h1>
          {q.isSuccess && cars.length > 0 ? (
            <p className="mt-1 text-ink-600">
              {carsListed(cars.length, cars.filter((c) => c.CarStatus === 'UnSold').length)}
            </p>
          ) : null}
        </div>
        {q.isSuccess && cars.length > 0 ? (
          <Link to="/SellInquiryform" className={addButtonClass}>
            <PlusIcon className="h-5 w-5" />
            {addVehicle}
          </Link>
        ) : null}
      </div>

      {q.isPending ? (
        <div
          className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3"
          role="status"
          aria-label={loadingYourCars}
        >
          {[0, 1, 2].map((i) => (
            <ListingCardSkeleton key={i} />
          ))}
        </div>
      ) : q.isError ? (
        <LoadFailed
          message={carsLoadFailed}
          onRetry={() => q.refetch()}
          className="mx-auto mt-8 max-w-md rounded-2xl bg-white px-6 py-10 text-center shadow-card ring-1 ring-ink-200/70"
        />
      ) : cars.length === 0 ? (
        <section className="mx-auto mt-8 flex max-w-lg flex-col items-center rounded-2xl bg-white px-6 py-10 text-center shadow-card ring-1 ring-ink-200/70">
          <div className="flex h-16 w-16 items-center justify-center rounded-full bg-primary-50 text-primary-700">
            <CarIcon className="h-9 w-9" />
          </div>
          <p className="mt-5 text-lg text-ink-800">{MSG.noListings}</p>
          <Link to="/SellInquiryform" className={`${addButtonClass} mt-6 w-full sm:w-auto`}>
            <PlusIcon className="h-5 w-5" />
            {addYourCar}
          </Link>
        </section>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {cars.map((car, i) => (
            <li key={car.Rand}>
              <ListingCard
                car={car}
                priority={i < 2}
                busy={busyWith(car)}
                onSold={onSold}
                onDelete={onDelete}
                onAddPhotos={setPhotosFor}
                stats={
                  <>
                    <ListingStatsLine stats={stats.data?.get(car.carid)} />
                    <RenewalLine car={car} busy={busyWith(car)} onRenew={onRenew} />
                  </>
                }
                promote={
                  car.CarStatus === 'UnSold' ? (
                    <PromoteButton car={promotedListing(car)} />
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}

      {photosFor ? renderAddPhotos(photosFor, listingTitle(photosFor), closePhotos) : null}
      {dialog}
    </div>
  );
}
