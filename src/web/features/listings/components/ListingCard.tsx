/**
 * One of the seller's cars on My Vehicles (docs/product.md#my-vehicles): a
 * Sold / UnSold ribbon, photo, title (year, company, model, variant), sale
 * price, and the actions: Sold and Add Photos (UnSold only), Edit, Delete.
 */
import type { ReactNode } from 'react';
import {
  addPhotos,
  deleteButton,
  editButton,
  noPhotoYet,
  salePricePrefix,
  soldButton,
  statusHidden,
  statusPrefix,
  statusSold,
  statusUnSold,
} from '#messages/sell.ts';
import { carDetailsPath, catalogueName, formatKm, formatRupees } from '#shared/format.ts';
import { paths } from '#shared/pages/paths.ts';
import type { CarListItem } from '#shared/schemas/car.ts';
import { CarIcon, TagIcon } from '#web/components/ui/icons.tsx';
import { ImagesIcon, PencilIcon, TrashIcon } from '#web/components/ui/page-icons.tsx';
import { Link } from '#web/lib/links.tsx';

/** The status ribbon's words, by CarStatus. */
const STATUS_LABELS: Record<CarListItem['CarStatus'], string> = {
  Sold: statusSold,
  UnSold: statusUnSold,
  Hidden: statusHidden,
};

export function listingTitle(car: CarListItem): string {
  return `${car.modelyear} ${car.companyid} ${car.carmodelid} ${car.variantid}`;
}

export interface ListingCardProps {
  car: CarListItem;
  priority?: boolean;
  busy?: boolean;
  onSold: (car: CarListItem) => void;
  onDelete: (car: CarListItem) => void;
  onAddPhotos: (car: CarListItem) => void;
  /** Under the price: the listing's views, leads and days listed. */
  stats?: ReactNode;
  /** A full-width row under the actions (Promote on WhatsApp Status, for a live car). */
  promote?: ReactNode;
}

const actionClass =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl px-3 text-sm font-semibold transition disabled:cursor-wait disabled:opacity-60';

function ActionLabel({ icon, text, title }: { icon: ReactNode; text: string; title: string }) {
  return (
    <>
      {icon}
      <span>
        {text}
        <span className="sr-only">: {title}</span>
      </span>
    </>
  );
}

export function ListingCard({
  car,
  priority = false,
  busy = false,
  onSold,
  onDelete,
  onAddPhotos,
  stats,
  promote,
}: ListingCardProps) {
  const title = listingTitle(car);
  const sold = car.CarStatus === 'Sold';
  const photo = car.carphotosmall ?? car.carphoto;
  const titleId = `listing-${car.Rand}`;
  return (
    <article
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-ink-200/70"
    >
      <div className="relative aspect-[800/550] w-full overflow-hidden bg-ink-100">
        {photo ? (
          <img
            src={photo}
            alt={title}
            width={400}
            height={275}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            className={`h-full w-full object-cover ${sold ? 'grayscale-[60%]' : ''}`}
          />
        ) : (
          <div className="flex h-full w-full flex-col items-center justify-center gap-1 text-ink-500">
            <CarIcon className="h-14 w-14" />
            <span className="text-sm">{noPhotoYet}</span>
          </div>
        )}
        <div className="pointer-events-none absolute -left-12 top-5 w-44 -rotate-45 text-center shadow-md">
          <span
            className={`block py-1 text-xs font-bold uppercase tracking-wider text-white ${
              sold ? 'bg-red-700' : car.CarStatus === 'Hidden' ? 'bg-amber-700' : 'bg-green-700'
            }`}
          >
            <span className="sr-only">{statusPrefix}</span>
            {STATUS_LABELS[car.CarStatus]}
          </span>
        </div>
      </div>

      <div className="flex flex-1 flex-col p-4">
        <h2 id={titleId} className="text-base font-semibold leading-snug text-ink-900">
          <Link
            to={carDetailsPath(car)}
            className="line-clamp-2 rounded hover:text-primary-700 hover:underline"
          >
            {title}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          <span className="font-mono tracking-wide">{car.carnumber}</span>
          <span aria-hidden="true"> · </span>
          {formatKm(car.km)}
          <span aria-hidden="true"> · </span>
          {catalogueName(car.fueltypeid)}
        </p>
        <p className="mt-2 text-xl font-bold tracking-tight text-ink-900">
          <span className="sr-only">{salePricePrefix}</span>
          {formatRupees(car.nSaleprice)}
        </p>
        {stats}

        <div className="mt-auto grid grid-cols-2 gap-2 pt-4">
          {!sold ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => onSold(car)}
              className={`${actionClass} bg-green-700 text-white hover:bg-green-800`}
            >
              <ActionLabel
                icon={<TagIcon className="h-4.5 w-4.5" />}
                text={soldButton}
                title={title}
              />
            </button>
          ) : null}
          <Link
            to={paths.editListing(car.Rand)}
            className={`${actionClass} bg-primary-600 text-white hover:bg-primary-700`}
          >
            <ActionLabel
              icon={<PencilIcon className="h-4.5 w-4.5" />}
              text={editButton}
              title={title}
            />
          </Link>
          {!sold ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => onAddPhotos(car)}
              className={`${actionClass} border border-primary-600 bg-white text-primary-700 hover:bg-primary-50`}
            >
              <ActionLabel
                icon={<ImagesIcon className="h-4.5 w-4.5" />}
                text={addPhotos}
                title={title}
              />
            </button>
          ) : null}
          <button
            type="button"
            disabled={busy}
            onClick={() => onDelete(car)}
            className={`${actionClass} border border-red-200 bg-white text-red-700 hover:bg-red-50`}
          >
            <ActionLabel
              icon={<TrashIcon className="h-4.5 w-4.5" />}
              text={deleteButton}
              title={title}
            />
          </button>
        </div>
        {promote ? <div className="pt-2">{promote}</div> : null}
      </div>
    </article>
  );
}

/** The card's shape while My Vehicles loads. */
export function ListingCardSkeleton() {
  return (
    <div
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-ink-200/70"
      aria-hidden="true"
    >
      <div className="aspect-[800/550] w-full animate-pulse bg-ink-100" />
      <div className="p-4">
        <div className="h-5 w-4/5 animate-pulse rounded bg-ink-100" />
        <div className="mt-2 h-4 w-3/5 animate-pulse rounded bg-ink-100" />
        <div className="mt-3 h-7 w-28 animate-pulse rounded bg-ink-100" />
        <div className="mt-4 grid grid-cols-2 gap-2">
          <div className="h-11 animate-pulse rounded-xl bg-ink-100" />
          <div className="h-11 animate-pulse rounded-xl bg-ink-100" />
          <div className="h-11 animate-pulse rounded-xl bg-ink-100" />
          <div className="h-11 animate-pulse rounded-xl bg-ink-100" />
        </div>
      </div>
    </div>
  );
}
