/**
 * The shared car card (docs/product.md#home): photo, year + company + model +
 * variant, km / gear / fuel chips, price, city, its price drop and days
 * listed, its fair-price badge, a favourite slot and a 'View Details' link. Used by Home, search and Related Cars.
 */

import { memo, type ReactNode, useContext } from 'react';
import {
  fuelLabel,
  gearLabel,
  kmLabel,
  photoComingSoon,
  priceLabel,
  saveToWishlist,
  soldTag,
  viewDetails,
} from '#messages/frame.ts';
import { carDetailsPath, catalogueName, formatKm, formatRupees } from '#shared/format.ts';
import { CARD_PHOTO_SIZES, photoSrcSet } from '#shared/photo-renditions.ts';
import type { CarListItem } from '#shared/schemas/car.ts';
import { Link } from '#web/lib/links.tsx';
import { CarIcon, HeartIcon, PinIcon } from '../ui/icons.tsx';
import { AddToCompare } from './AddToCompare.tsx';
import { FavouriteSlot } from './favourite-slot.ts';
import { ListingAge } from './ListingAge.tsx';
import { PriceBadge } from './PriceBadge.tsx';

export interface CarCardProps {
  car: CarListItem;
  /** Above the fold: load the photo eagerly with high fetch priority. */
  priority?: boolean;
  /** Replaces the heart (otherwise the app's FavouriteSlot renderer, else a plain button). */
  favourite?: ReactNode;
  /** Called by the plain heart button (used when neither `favourite` nor a FavouriteSlot is given). */
  onFavourite?: (car: CarListItem) => void;
  /** Actions under 'View Details' (e.g. Remove on the wishlist); default: Add to compare. */
  actions?: ReactNode;
}

/** "2019 Maruti Suzuki Swift". */
export function carTitle(car: Pick<CarListItem, 'modelyear' | 'companyid' | 'carmodelid'>): string {
  return `${car.modelyear} ${car.companyid} ${car.carmodelid}`;
}

/** Card photo box, pixels: the seller crop ratio is 800:550, shown in a 4:3 box. */
const PHOTO_W = 400;
const PHOTO_H = 300;

/**
 * srcSet and sizes of a card photo: the WebP renditions (400, 600 and 800 px)
 * of one of our stored photos, for the width the card shows at; nothing for
 * any other URL (src alone).
 */
function cardSources(url: string | null): { srcSet?: string; sizes?: string } {
  const srcSet = photoSrcSet(url);
  return srcSet ? { srcSet, sizes: CARD_PHOTO_SIZES } : {};
}

/** Memoised: a list re-rendered for new criteria leaves the cards it keeps alone. */
export const CarCard = memo(function CarCard({
  car,
  priority = false,
  favourite,
  onFavourite,
  actions,
}: CarCardProps) {
  const renderFavourite = useContext(FavouriteSlot);
  const title = carTitle(car);
  const fullTitle = `${title} ${car.variantid}`;
  const photo = car.carphotosmall ?? car.carphoto;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-ink-200/70 transition-shadow duration-200 hover:shadow-card-hover">
      <div className="relative aspect-[4/3] w-full overflow-hidden bg-ink-100">
        {photo ? (
          <img
            src={photo}
            {...cardSources(car.carphoto)}
            alt={fullTitle}
            width={PHOTO_W}
            height={PHOTO_H}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : undefined}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex h-full w-full flex-col items-center justify-center gap-1 text-ink-600">
            <CarIcon className="h-14 w-14" />
            <span className="text-xs">{photoComingSoon}</span>
          </div>
        )}
        {car.CarStatus === 'Sold' && (
          <span className="absolute left-3 top-3 rounded-full bg-red-700 px-2.5 py-1 text-xs font-semibold text-white shadow">
            {soldTag}
          </span>
        )}
        <div className="absolute right-2 top-2">
          {favourite ?? renderFavourite?.(car) ?? (
            <button
              type="button"
              aria-label={saveToWishlist(fullTitle)}
              onClick={() => onFavourite?.(car)}
              className="flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-ink-600 shadow-md transition-colors hover:text-red-600"
            >
              <HeartIcon className="h-5 w-5" />
            </button>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="truncate text-base font-semibold leading-snug text-ink-900" title={title}>
          {title}
        </h3>
        <p className="truncate text-sm text-ink-500" title={car.variantid}>
          {car.variantid}
        </p>
        <ul className="mt-3 flex flex-wrap gap-1.5 text-xs font-medium text-ink-700">
          <li className="rounded-md bg-ink-100 px-2 py-1">
            <span className="sr-only">{kmLabel}</span>
            {formatKm(car.km)}
          </li>
          <li className="rounded-md bg-ink-100 px-2 py-1">
            <span className="sr-only">{gearLabel}</span>
            {catalogueName(car.gear)}
          </li>
          <li className="rounded-md bg-ink-100 px-2 py-1">
            <span className="sr-only">{fuelLabel}</span>
            {catalogueName(car.fueltypeid)}
          </li>
        </ul>
        <div className="mt-auto pt-4">
          <div className="flex items-end justify-between gap-3">
            <p className="text-xl font-bold tracking-tight text-ink-900">
              <span className="sr-only">{priceLabel}</span>
              {formatRupees(car.nSaleprice)}
            </p>
            <p className="flex min-w-0 items-center gap-1 pb-0.5 text-sm text-ink-500">
              <PinIcon className="h-4 w-4 shrink-0" />
              <span className="truncate">{car.cityname}</span>
            </p>
          </div>
          <ListingAge car={car} className="mt-1 text-xs" />
          <div className="mt-2 empty:hidden">
            <PriceBadge car={car} />
          </div>
          <Link
            to={carDetailsPath(car)}
            className="mt-3 flex min-h-11 items-center justify-center rounded-xl bg-primary-600 px-4 text-sm font-semibold text-white transition-colors hover:bg-primary-700"
          >
            {viewDetails}
            <span className="sr-only">: {fullTitle}</span>
          </Link>
          {actions ??
            (car.CarStatus === 'UnSold' ? (
              <AddToCompare rand={car.Rand} compact title={fullTitle} />
            ) : null)}
        </div>
      </div>
    </article>
  );
});
