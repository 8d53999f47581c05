/**
 * Edit Your Car (docs/product.md#edit-form): the Sell form prefilled from GET
 * Editcar (dropdowns by id, colour by colourid, features, insurance), cubic
 * capacity labelled required, the photo optional (the current one shows until
 * replaced), sent to Editcar. Success toasts 'Vehicle Updated Successfully' and
 * goes to `doneTo` (My Vehicles, or the dealer workspace the edit was opened
 * from); a refusal shows the server's Message in a toast.
 */
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { editCarTitle, navMyVehicles, tryAgain } from '#messages/frame.ts';
import { carLoadFailed, loadingYourCar, notYourListing } from '#messages/sell.ts';
import { paths } from '#shared/pages/paths.ts';
import { listingWireBody } from '#shared/schemas/listing.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { Link } from '#web/lib/links.tsx';
import type { ListingLookups } from '../api/listing-lookups.ts';
import { useEditableListing, useSaveListing } from '../api/listings.ts';
import { namesFromEditable, valuesFromEditable } from '../form-values.ts';
import { SELLER_TOAST } from '../seller-toast.ts';
import { ListingForm } from './ListingForm.tsx';

export function EditListing({
  rand,
  lookups,
  doneTo = paths.myVehicles,
}: {
  rand: string;
  lookups: ListingLookups;
  /** Where a saved edit goes (a path on this site). */
  doneTo?: string;
}) {
  const navigate = useNavigate();
  const q = useEditableListing(rand);
  const save = useSaveListing('edit');
  const [progress, setProgress] = useState<number | null>(null);
  const car = q.data;
  const values = useMemo(() => (car ? valuesFromEditable(car) : null), [car]);
  const names = useMemo(() => (car ? namesFromEditable(car) : undefined), [car]);

  useEffect(() => {
    if (q.error && !(q.error instanceof ApiError && q.error.status === 401)) {
      toast.error(q.error.message, SELLER_TOAST);
    }
  }, [q.error]);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">{editCarTitle}</h1>
      {car ? (
        <p className="mt-1 mb-5 text-ink-600">
          {car.modelyear} {car.companyname} {car.carmodelname} {car.variantname} ·{' '}
          <span className="font-mono">{car.carnumber}</span>
        </p>
      ) : null}
      {q.isPending ? (
        <EditSkeleton />
      ) : q.isError || !values ? (
        <section className="mx-auto mt-8 max-w-md rounded-2xl bg-white px-6 py-10 text-center shadow-card ring-1 ring-ink-200/70">
          <p className="text-ink-700">
            {q.error instanceof ApiError && q.error.status === 404 ? notYourListing : carLoadFailed}
          </p>
          <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to="/MyVehicles"
              className="inline-flex min-h-11 items-center justify-center rounded-xl bg-primary-600 px-6 font-semibold text-white hover:bg-primary-700"
            >
              {navMyVehicles}
            </Link>
            {!(q.error instanceof ApiError && q.error.status === 404) ? (
              <button
                type="button"
                onClick={() => q.refetch()}
                className="inline-flex min-h-11 items-center justify-center rounded-xl border border-ink-300 px-6 font-semibold text-ink-800 hover:bg-ink-50"
              >
                {tryAgain}
              </button>
            ) : null}
          </div>
        </section>
      ) : (
        <ListingForm
          key={values.Rand}
          mode="edit"
          lookups={lookups}
          defaultValues={values}
          knownNames={names}
          currentPhotoUrl={car?.carphoto ?? null}
          submitting={save.isPending}
          progress={progress}
          onSubmit={(parsed) => {
            if (save.isPending) return;
            setProgress(0);
            save.mutate(
              { body: listingWireBody(parsed), onProgress: setProgress },
              {
                onSuccess: ({ message }) => {
                  toast.success(message, SELLER_TOAST);
                  navigate(doneTo);
                },
                onError: (err) => toast.error(err.message, SELLER_TOAST),
                onSettled: () => setProgress(null),
              },
            );
          }}
        />
      )}
    </div>
  );
}

function EditSkeleton() {
  return (
    <div className="mt-5 space-y-5" role="status" aria-label={loadingYourCar}>
      {[0, 1, 2].map((s) => (
        <div key={s} className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-6">
          <div className="h-5 w-40 animate-pulse rounded bg-ink-100" />
          <div className="mt-4 grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <div key={i}>
                <div className="mb-2 h-4 w-24 animate-pulse rounded bg-ink-100" />
                <div className="h-12 animate-pulse rounded-xl bg-ink-100" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
