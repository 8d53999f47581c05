/**
 * Sell Your Car (docs/product.md#sell-form): the form, sent to addcar with
 * upload progress. A refusal shows the server's Message in a toast (e.g.
 * 'Please complete your profile first.', 'This vehicle is already listed.');
 * success toasts and goes to My Vehicles.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { navSell } from '#messages/frame.ts';
import { sellIntro } from '#messages/sell.ts';
import { paths } from '#shared/pages/paths.ts';
import { listingWireBody } from '#shared/schemas/listing.ts';
import type { ListingLookups } from '../api/listing-lookups.ts';
import { useSaveListing } from '../api/listings.ts';
import { EMPTY_LISTING } from '../form-values.ts';
import { SELLER_TOAST } from '../seller-toast.ts';
import { ListingForm } from './ListingForm.tsx';

export function SellListing({ lookups }: { lookups: ListingLookups }) {
  const navigate = useNavigate();
  const save = useSaveListing('sell');
  const [progress, setProgress] = useState<number | null>(null);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">{navSell}</h1>
      <p className="mt-1 mb-5 text-ink-600">{sellIntro}</p>
      <ListingForm
        mode="sell"
        lookups={lookups}
        defaultValues={EMPTY_LISTING}
        submitting={save.isPending}
        progress={progress}
        onSubmit={(values) => {
          // Enter pressed again while the first request is on its way: ignore it.
          if (save.isPending) return;
          setProgress(0);
          save.mutate(
            { body: listingWireBody(values), onProgress: setProgress },
            {
              onSuccess: ({ message }) => {
                toast.success(message, SELLER_TOAST);
                navigate(paths.myVehicles);
              },
              onError: (err) => toast.error(err.message, SELLER_TOAST),
              onSettled: () => setProgress(null),
            },
          );
        }}
      />
    </div>
  );
}
