/**
 * One car of the dealer's stock (issue 12 item 2): photo, title (to its
 * page), vehicle number, km and fuel, price, views, leads and days listed,
 * and the quick actions the person's role allows (`may`;
 * docs/decisions/040-dealer-team.md): a new price, and marking it sold,
 * editing it, adding photos, promoting it on WhatsApp Status; a badge once
 * it has been listed 15, 30 or 45 days, and for owners its cost sheet
 * (issue 45 part 1); Mark sold opens the Sell form (the buyer's details),
 * and a sold car's Papers follow (issue 45 part 3); a car for sale's Price
 * guidance, for everyone of the dealership (issue 45 part 2).
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { inStockFor } from '#messages/cost-sheet.ts';
import { changePrice, markSold, statusForSale, statusSold } from '#messages/dealer.ts';
import { addPhotos, editButton } from '#messages/sell.ts';
import { catalogueName, formatKm, formatRupees } from '#shared/format.ts';
import { paths } from '#shared/pages/paths.ts';
import { STOCK_AGE_STEPS } from '#shared/schemas/cost-sheet.ts';
import type { DealerCar } from '#shared/schemas/dealer.ts';
import { PriceBadgeExplained } from '#web/components/car/PriceBadgeExplained.tsx';
import { CarIcon, TagIcon } from '#web/components/ui/icons.tsx';
import { ImagesIcon, PencilIcon } from '#web/components/ui/page-icons.tsx';
import { ListingStatsLine } from '#web/features/enquiries/components/ListingStatsLine.tsx';
import { AddPhotosModal } from '#web/features/listing-photos/components/AddPhotosModal.tsx';
import { postFormWithProgress } from '#web/features/listings/api/post-form-with-progress.ts';
import { PriceGuidance } from '#web/features/price-guidance/components/PriceGuidance.tsx';
import { PromoteButton } from '#web/features/status-card/components/PromoteButton.tsx';
import { Link } from '#web/lib/links.tsx';
import { CostSheet } from './CostSheet.tsx';
import { PriceForm } from './PriceForm.tsx';
import { SalePapers } from './SalePapers.tsx';
import { SellForm } from './SellForm.tsx';

const action =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl px-3 text-sm font-semibold transition disabled:cursor-wait disabled:opacity-60';

export function DealerCarRow({
  car,
  may,
  busy,
  onSold,
  onPhotosClosed,
}: {
  car: DealerCar;
  /** What the person's role allows on this car: its quick price, and the rest of the actions. */
  may: { setPrice: boolean; manageCar: boolean; costs: boolean };
  busy: boolean;
  onSold: (car: DealerCar) => void;
  /** The Add Photos dialog closed (the main photo may have changed). */
  onPhotosClosed: () => void;
}) {
  const [pricing, setPricing] = useState(false);
  const [selling, setSelling] = useState(false);
  const [addingPhotos, setAddingPhotos] = useState(false);
  const sold = car.CarStatus === 'Sold';
  return (
    <article
      aria-label={car.Title}
      aria-busy={busy || undefined}
      className="rounded-2xl bg-white p-3 shadow-card ring-1 ring-ink-200/70 sm:p-4"
    >
      <div className="flex gap-3 sm:gap-4">
        {car.Photo ? (
          <img
            src={car.Photo}
            alt=""
            width={144}
            height={99}
            loading="lazy"
            className={`h-20 w-28 flex-none rounded-xl object-cover sm:h-24 sm:w-36 ${sold ? 'grayscale-[60%]' : ''}`}
          />
        ) : (
          <span className="flex h-20 w-28 flex-none items-center justify-center rounded-xl bg-ink-100 text-ink-400 sm:h-24 sm:w-36">
            <CarIcon className="h-8 w-8" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          {/* On a phone the chip sits above the title, so the make and model get the full width. */}
          <div className="flex flex-col-reverse items-start gap-1 sm:flex-row sm:justify-between sm:gap-2">
            <h2 className="font-semibold leading-snug text-ink-900">
              <Link to={car.Path} className="line-clamp-3 hover:text-primary-700 hover:underline">
                {car.Title}
              </Link>
            </h2>
            <span
              className={`flex-none rounded-full px-2 py-0.5 text-xs font-semibold ${
                sold ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-800'
              }`}
            >
              {sold ? statusSold : statusForSale}
            </span>
          </div>
          <p className="mt-0.5 text-sm text-ink-600">
            <span className="font-mono tracking-wide">{car.carnumber}</span>
            <span aria-hidden="true"> · </span>
            {formatKm(car.Km)}
            <span aria-hidden="true"> · </span>
            {catalogueName(car.Fuel)}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-lg font-bold text-ink-900">
            {formatRupees(car.Price)}
            {sold ? null : <AgeBadge days={car.DaysListed} />}
          </p>
          <PriceBadgeExplained car={car} />
          <ListingStatsLine stats={car} />
        </div>
      </div>
      {selling ? (
        <SellForm
          rand={car.Rand}
          price={car.Price}
          title={car.Title}
          onDone={() => setSelling(false)}
          onSoldWithoutPapers={() => {
            setSelling(false);
            onSold(car);
          }}
        />
      ) : pricing ? (
        <PriceForm
          rand={car.Rand}
          price={car.Price}
          title={car.Title}
          onDone={() => setPricing(false)}
        />
      ) : !sold && (may.setPrice || may.manageCar) ? (
        <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
          {may.setPrice ? (
            <button
              type="button"
              onClick={() => setPricing(true)}
              disabled={busy}
              className={`${action} border border-primary-600 bg-white text-primary-700 hover:bg-primary-50`}
            >
              {changePrice}
              <span className="sr-only">: {car.Title}</span>
            </button>
          ) : null}
          {may.manageCar ? (
            <CarActions
              car={car}
              busy={busy}
              onSold={() => setSelling(true)}
              onPhotos={() => setAddingPhotos(true)}
            />
          ) : null}
        </div>
      ) : null}
      {sold && may.manageCar ? <SalePapers rand={car.Rand} title={car.Title} /> : null}
      {car.CarStatus === 'UnSold' ? (
        <PriceGuidance rand={car.Rand} title={car.Title} canSetPrice={may.setPrice} />
      ) : null}
      {may.costs ? <CostSheet rand={car.Rand} title={car.Title} /> : null}
      {addingPhotos ? (
        <AddPhotosModal
          car={{ carid: car.carid, carnumber: car.carnumber, title: car.Title }}
          postForm={postFormWithProgress}
          onClose={() => {
            setAddingPhotos(false);
            onPhotosClosed();
          }}
        />
      ) : null}
    </article>
  );
}

/** Mark sold, Edit, Add Photos and Promote on WhatsApp Status: for who may manage the car. */
function CarActions({
  car,
  busy,
  onSold,
  onPhotos,
}: {
  car: DealerCar;
  busy: boolean;
  onSold: (car: DealerCar) => void;
  onPhotos: () => void;
}) {
  const location = useLocation();
  return (
    <>
      <button
        type="button"
        onClick={() => onSold(car)}
        disabled={busy}
        className={`${action} bg-green-700 text-white hover:bg-green-800`}
      >
        <TagIcon className="h-4.5 w-4.5" />
        {markSold}
        <span className="sr-only">: {car.Title}</span>
      </button>
      <Link
        to={paths.editListing(car.Rand)}
        state={{ back: location.pathname + location.search }}
        className={`${action} bg-primary-600 text-white hover:bg-primary-700`}
      >
        <PencilIcon className="h-4.5 w-4.5" />
        {editButton}
        <span className="sr-only">: {car.Title}</span>
      </Link>
      <button
        type="button"
        onClick={onPhotos}
        disabled={busy}
        className={`${action} border border-primary-600 bg-white text-primary-700 hover:bg-primary-50`}
      >
        <ImagesIcon className="h-4.5 w-4.5" />
        {addPhotos}
        <span className="sr-only">: {car.Title}</span>
      </button>
      <div className="col-span-2 sm:w-72">
        <PromoteButton
          car={{
            Rand: car.Rand,
            title: car.Title,
            version: [car.Price, car.Km, car.Title, car.Fuel, car.Photo].join('|'),
          }}
        />
      </div>
    </>
  );
}

/** '15+ days', '30+ days', '45+ days' as a car ages in stock (STOCK_AGE_STEPS); nothing before. */
function AgeBadge({ days }: { days: number }) {
  const step = [...STOCK_AGE_STEPS].reverse().find((s) => days >= s);
  if (!step) return null;
  const tone =
    step >= 45
      ? 'bg-red-100 text-red-800'
      : step >= 30
        ? 'bg-amber-100 text-amber-900'
        : 'bg-ink-100 text-ink-800';
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {inStockFor(step)}
    </span>
  );
}
