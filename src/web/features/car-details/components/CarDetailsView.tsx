/**
 * The car page body (docs/product.md#car-page): gallery and details on the left
 * (about 60 %), a sticky price and seller card on the right; one column on
 * phones with a sticky action bar above the site's bottom bar. Lead actions
 * come in as props and slots: the page composes the leads feature in.
 */

import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import {
  emiPerMonth,
  features,
  getBestPrice,
  priceAndSeller,
  soldBy,
  specifications,
  usuallyReplies,
} from '#messages/car-page.ts';
import { factPrice } from '#messages/cars.ts';
import { seeDealerCars } from '#messages/showroom.ts';
import { defaultEmi } from '#shared/emi.ts';
import { carDetailsPath, formatRupees } from '#shared/format.ts';
import type { CarDetails } from '#shared/schemas/car.ts';
import { LazyRecentlyViewed } from '#web/components/car/LazyRecentlyViewed.tsx';
import { ListingAge } from '#web/components/car/ListingAge.tsx';
import { PriceBadgeExplained } from '#web/components/car/PriceBadgeExplained.tsx';
import { DialogOpener } from '#web/components/ui/FormDialog.tsx';
import { Link } from '#web/lib/links.tsx';
import { type RecentCar, rememberCar } from '#web/lib/recently-viewed.ts';
import { carCity, carPhotos } from '../utils/car-facts.ts';
import { carFullTitle } from '../utils/car-title.ts';
import { FeatureList, KeyChips, SpecGrid } from './CarSpecs.tsx';
import { EMI_ID, EmiCalculator } from './EmiCalculator.tsx';
import { PhotoGallery } from './PhotoGallery.tsx';
import { PriceTagIcon } from './PriceTagIcon.tsx';
import { RelatedCars } from './RelatedCars.tsx';
import { ShareButton, WishlistHeart } from './ShareButton.tsx';

export interface CarDetailsViewProps {
  car: CarDetails;
  /** Absolute URL of this page, for sharing. */
  shareUrl: string;
  /** Wishlist control; a visual-only heart until favourites are wired. */
  favourite?: ReactNode;
  /** The id of the dialog the Get Best Price button opens (the page's lead dialog). */
  bestPriceDialog: string;
  /** The Get Seller Details button, or the Contact Dealer block once revealed. */
  seller: ReactNode;
  /** The action of the phone's sticky bar (Get Seller Details, or Call). */
  mobileAction: ReactNode;
  /** "Add to compare" (the compare feature's link). */
  compare?: ReactNode;
}

/**
 * Sticky offset for the desktop side card: 24 px from the top when it fits the
 * window; when it is taller (the Contact Dealer block is open), a negative top
 * so it scrolls with the page until its bottom shows, then sticks there.
 */
function useStickyTop(ref: RefObject<HTMLElement | null>, gap = 24): number {
  const [top, setTop] = useState(gap);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setTop(Math.min(gap, window.innerHeight - el.offsetHeight - gap));
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref, gap]);
  return top;
}

const cardClass = 'rounded-2xl bg-white p-5 shadow-card sm:p-6';

export function CarDetailsView({
  car,
  shareUrl,
  favourite,
  bestPriceDialog,
  seller,
  mobileAction,
  compare,
}: CarDetailsViewProps) {
  const title = carFullTitle(car);
  const city = carCity(car);
  const dealer = car.dealerprofilelist[0];
  const price = formatRupees(car.nSaleprice);
  const emi = defaultEmi(car.nSaleprice);
  const asideRef = useRef<HTMLElement>(null);
  const stickyTop = useStickyTop(asideRef);
  // Remembered as recently viewed: by the boot script on a page load, here on the app's own visits.
  const recent = useMemo<RecentCar>(
    () => ({
      Rand: car.Rand,
      title,
      price: car.nSaleprice,
      photo: car.carphotosmall ?? car.carphoto,
      path: carDetailsPath(car),
    }),
    [car, title],
  );
  useEffect(() => rememberCar(recent), [recent]);

  return (
    <>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <PhotoGallery
            photos={carPhotos(car)}
            title={title}
            overlay={
              <>
                <ShareButton title={title} url={shareUrl} />
                {favourite ?? <WishlistHeart />}
              </>
            }
          />
        </div>

        <aside
          ref={asideRef}
          aria-label={priceAndSeller}
          data-recent-car={JSON.stringify(recent)}
          style={{ top: stickyTop }}
          className="min-w-0 self-start lg:sticky lg:col-start-2 lg:row-span-3 lg:row-start-1"
        >
          <div className={cardClass}>
            <h1 className="text-2xl leading-tight font-bold text-ink-900 sm:text-[1.75rem]">
              {title}
            </h1>
            {city ? (
              <p className="mt-1.5 flex items-center gap-1 text-sm text-ink-600">
                <svg
                  viewBox="0 0 24 24"
                  fill="currentColor"
                  className="h-4 w-4 shrink-0"
                  aria-hidden="true"
                >
                  <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
                </svg>
                {city}
              </p>
            ) : null}

            <p className="mt-4 text-sm font-medium text-ink-500">{factPrice}</p>
            <p className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
              {price}
            </p>
            <PriceBadgeExplained car={car} />
            <ListingAge car={car} className="mt-1 text-sm" />
            {emi > 0 ? (
              <a
                href={`#${EMI_ID}`}
                className="mt-1 inline-block text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
              >
                {emiPerMonth(formatRupees(emi))}
              </a>
            ) : null}

            <div className="mt-4">
              <KeyChips car={car} />
            </div>

            <DialogOpener
              dialogId={bestPriceDialog}
              className="mt-5 flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-accent-700 px-4 text-base font-semibold text-white shadow-sm transition hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700"
            >
              <PriceTagIcon className="h-5 w-5" />
              {getBestPrice}
            </DialogOpener>

            <div className="mt-3">{seller}</div>
            {compare}

            {dealer ? (
              <p className="mt-4 border-t border-ink-100 pt-4 text-sm text-ink-600">
                {soldBy(
                  <span key="seller" className="font-semibold text-ink-800">
                    {dealer.Firmname}
                  </span>,
                )}
                {dealer.nCity ? `, ${dealer.nCity}` : ''}
                {dealer.Showroom ? (
                  <Link
                    to={dealer.Showroom}
                    className="mt-1 flex min-h-11 items-center font-semibold text-primary-700 underline-offset-2 hover:underline"
                  >
                    {seeDealerCars}
                  </Link>
                ) : null}
                {dealer.ReplyMinutes ? (
                  <span className="mt-1 block">{usuallyReplies(dealer.ReplyMinutes)}</span>
                ) : null}
              </p>
            ) : null}
          </div>
        </aside>

        <section
          aria-labelledby="car-specs-title"
          className={`${cardClass} min-w-0 lg:col-start-1`}
        >
          <h2 id="car-specs-title" className="mb-4 text-lg font-bold text-ink-900 sm:text-xl">
            {specifications}
          </h2>
          <SpecGrid car={car} />
        </section>

        {car.nSaleprice > 0 ? <EmiCalculator price={car.nSaleprice} /> : null}

        <section
          aria-labelledby="car-features-title"
          className={`${cardClass} min-w-0 lg:col-start-1`}
        >
          <h2 id="car-features-title" className="mb-4 text-lg font-bold text-ink-900 sm:text-xl">
            {features}
          </h2>
          <FeatureList features={car.Listidjson} />
        </section>
      </div>

      <RelatedCars cars={car.carmodellist} />
      <LazyRecentlyViewed except={car.Rand} />

      {/* Phones: price and the main action stay in reach, above the site's bottom bar. */}
      <div
        data-bottom-cta
        className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t border-ink-200 bg-white/95 px-4 py-2.5 shadow-[0_-4px_16px_rgb(16_24_40/0.08)] md:hidden"
      >
        <div className="mx-auto flex max-w-xl items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="truncate text-xs text-ink-500">
              {car.modelyear} {car.companyid} {car.carmodelid}
            </p>
            <p className="text-lg leading-tight font-extrabold text-ink-900">{price}</p>
          </div>
          {/* A fixed share of the bar: the action does not move when a web font arrives (Hindi, Gujarati). */}
          <div className="w-[52%] shrink-0">{mobileAction}</div>
        </div>
      </div>
    </>
  );
}
