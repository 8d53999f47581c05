/**
 * Add Photos' "Photos of this car" (docs/product.md#add-photos): the car's
 * Exterior photos as thumbnails, three to a row, the main one marked, each
 * with a Delete photo button (a spinner while that photo is being deleted);
 * placeholders while they load, the error or "No photos yet." otherwise.
 */
import {
  deletePhoto,
  mainBadge,
  mainPhotoAlt,
  noPhotos,
  nthPhotoAlt,
  photosOfThisCar,
} from '#messages/sell.ts';
import type { ListingImage } from '#shared/schemas/listing.ts';
import { StarIcon, TrashIcon } from '#web/components/ui/page-icons.tsx';
import { Spinner } from '#web/components/ui/Spinner.tsx';

export function CarPhotoGrid({
  headingId,
  pending,
  error,
  photos,
  deleting,
  onDelete,
}: {
  /** id of the section's heading (it names the section). */
  headingId: string;
  /** The photos are still loading. */
  pending: boolean;
  /** The load failed: its message. */
  error: string | null;
  photos: ListingImage[];
  /** Rand of the photo being deleted, if any. */
  deleting: string | undefined;
  onDelete: (rand: string) => void;
}) {
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h3 id={headingId} className="text-base font-semibold text-ink-900">
        {photosOfThisCar}
      </h3>
      {pending ? (
        <div className="mt-3 grid grid-cols-3 gap-2">
          {[0, 1, 2].map((i) => (
            <div key={i} className="aspect-[4/3] animate-pulse rounded-lg bg-ink-100" />
          ))}
        </div>
      ) : error !== null ? (
        <p className="mt-2 text-sm text-red-700">{error}</p>
      ) : photos.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">{noPhotos}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-3 gap-2">
          {photos.map((img, i) => (
            <li key={img.Rand} className="relative">
              <img
                src={img.carphotosmall}
                alt={img.ismain ? mainPhotoAlt : nthPhotoAlt(i + 1)}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-lg bg-ink-100 object-cover"
              />
              {img.ismain ? (
                <span className="absolute bottom-1 left-1 inline-flex items-center gap-1 rounded-full bg-primary-700 px-2 py-0.5 text-xs font-semibold text-white">
                  <StarIcon className="h-3.5 w-3.5" />
                  {mainBadge}
                </span>
              ) : null}
              <button
                type="button"
                onClick={() => onDelete(img.Rand)}
                disabled={deleting === img.Rand}
                aria-label={deletePhoto}
                className="absolute -right-1 -top-1 flex h-11 w-11 items-center justify-center"
              >
                <span className="flex h-8 w-8 items-center justify-center rounded-full bg-white text-red-700 shadow-md ring-1 ring-ink-200 transition hover:bg-red-50">
                  {deleting === img.Rand ? <Spinner /> : <TrashIcon className="h-4.5 w-4.5" />}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
