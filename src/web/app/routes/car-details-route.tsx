/**
 * /CarDetails/:Rand/:name (Car details; titled CAR DETAILS). Composes
 * the car-details feature (fetch, gallery, specs, related cars) with the leads
 * feature (lead dialog, Contact Dealer block). The name parameter only sets
 * the document title; the car is found by Rand.
 */

import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { type LoaderFunctionArgs, useLocation, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '#shared/pages/paths.ts';
import type { CarDetails } from '#shared/schemas/car.ts';
import type { LeadMode } from '#shared/schemas/lead.ts';
import { Breadcrumbs } from '#web/components/ui/Breadcrumbs.tsx';
import { PhoneIcon } from '#web/components/ui/icons.tsx';
import { carDetailsQuery, useCarDetails } from '#web/features/car-details/api/get-car-details.ts';
import { similarCarsQuery } from '#web/features/car-details/api/similar-cars.ts';
import {
  CarDetailsError,
  CarDetailsSkeleton,
  CarSoldOut,
} from '#web/features/car-details/components/CarDetailsStates.tsx';
import { CarDetailsView } from '#web/features/car-details/components/CarDetailsView.tsx';
import { SimilarCars } from '#web/features/car-details/components/SimilarCars.tsx';
import {
  carFullTitle,
  carPageTitle,
  slugToTitle,
} from '#web/features/car-details/utils/car-title.ts';
import { FavouriteButton } from '#web/features/favourites/components/FavouriteButton.tsx';
import type { LeadSuccess, LeadTarget } from '#web/features/leads/api/add-lead.ts';
import { useRevealedSeller } from '#web/features/leads/api/revealed-seller.ts';
import { ContactDealer, telHref } from '#web/features/leads/components/ContactDealer.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { loaderQueryClient, loadPageData } from '#web/lib/query-client-context.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

// The lead dialog (form, validation schema) loads on demand, warmed once the page is idle.
const loadLeadModal = () => import('#web/features/leads/components/LeadModal.tsx');
const LeadModal = lazy(() => loadLeadModal().then((m) => ({ default: m.LeadModal })));

function useWarmLeadModal() {
  useEffect(() => {
    const warm = () => void loadLeadModal();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(warm, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(warm, 2000);
    return () => clearTimeout(id);
  }, []);
}

/** The car; for a sold one, also the similar cars its page shows. */
export function loader({ context, params }: LoaderFunctionArgs): Promise<null> {
  const client = loaderQueryClient(context);
  const rand = params.Rand ?? '';
  return loadPageData([
    client
      .ensureQueryData(carDetailsQuery(rand))
      .then((car) =>
        car.kind === 'sold' ? client.ensureQueryData(similarCarsQuery(rand)) : undefined,
      ),
  ]);
}

export function Component() {
  const { Rand = '' } = useParams();
  // The page's own query (shared cache): the heart needs the car's id and number.
  const query = useCarDetails(Rand);
  const car = query.data?.kind === 'car' ? query.data.car : null;
  return <CarDetailsPage favourite={car ? <FavouriteButton car={car} /> : undefined} />;
}

export interface CarDetailsPageProps {
  /** Wishlist control for this car (the favourites work passes its own). */
  favourite?: ReactNode;
}

export function CarDetailsPage({ favourite }: CarDetailsPageProps) {
  const { Rand = '', name } = useParams();
  const query = useCarDetails(Rand);

  // The server's title once the car is here; until then (and for a sold car) the URL's name.
  const car = query.data?.kind === 'car' ? query.data.car : null;
  useDocumentTitle(car ? carPageTitle(car) : slugToTitle(name) || 'Car details');

  let body: ReactNode;
  if (query.isPending) {
    body = <CarDetailsSkeleton />;
  } else if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    body = (
      <CarDetailsError
        notFound={status >= 400 && status < 500}
        message={query.error.message}
        onRetry={() => query.refetch()}
      />
    );
  } else if (query.data.kind === 'missing') {
    body = (
      <CarDetailsError notFound message={query.data.message} onRetry={() => query.refetch()} />
    );
  } else if (query.data.kind === 'sold') {
    body = (
      <>
        <CarSoldOut />
        <SimilarCars rand={Rand} />
      </>
    );
  } else {
    body = <CarPage key={query.data.car.Rand} car={query.data.car} favourite={favourite} />;
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6 md:pb-14 lg:px-8">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: 'Find Used Cars', to: paths.search },
          { label: 'CAR DETAILS' },
        ]}
      />
      {body}
    </div>
  );
}

function CarPage({ car, favourite }: { car: CarDetails; favourite?: ReactNode }) {
  const { pathname } = useLocation();
  // The server does not know the address the visitor used; the share link is completed once hydrated.
  const origin = useHydrated() ? window.location.origin : '';
  const [leadMode, setLeadMode] = useState<LeadMode | null>(null);
  const [seller, reveal] = useRevealedSeller(car.Rand);
  useWarmLeadModal();
  const title = carFullTitle(car);
  const dealerRand = car.dealerprofilelist[0]?.Rand ?? '';

  const target: LeadTarget = useMemo(
    () => ({ rand: car.Rand, carnumber: car.carnumber, dealerRand, title }),
    [car.Rand, car.carnumber, dealerRand, title],
  );

  const onLeadSuccess = (result: LeadSuccess) => {
    setLeadMode(null);
    toast.success(result.message);
    const revealed = result.dealers[0];
    if (revealed) reveal(revealed);
  };

  const sellerButton = (size: 'full' | 'compact') => (
    <button
      type="button"
      onClick={() => setLeadMode('Contact')}
      className={
        size === 'full'
          ? 'flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-primary-700 px-4 text-base font-semibold text-white shadow-sm transition hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700'
          : 'flex min-h-12 items-center justify-center rounded-xl bg-primary-700 px-4 text-[0.9375rem] font-semibold text-white shadow-sm transition hover:bg-primary-800'
      }
    >
      {size === 'full' ? <PhoneIcon className="h-5 w-5" /> : null}
      Get Seller Details
    </button>
  );

  return (
    <>
      <CarDetailsView
        car={car}
        shareUrl={`${origin}${pathname}`}
        favourite={favourite}
        onGetBestPrice={() => setLeadMode('Price')}
        seller={seller ? <ContactDealer seller={seller} carTitle={title} /> : sellerButton('full')}
        mobileAction={
          seller ? (
            <a
              href={telHref(seller.Mobileno)}
              className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-primary-700 px-5 text-base font-semibold text-white shadow-sm transition hover:bg-primary-800"
            >
              <PhoneIcon className="h-5 w-5" />
              Call
            </a>
          ) : (
            sellerButton('compact')
          )
        }
      />
      {leadMode ? (
        <Suspense fallback={null}>
          <LeadModal
            mode={leadMode}
            target={target}
            onClose={() => setLeadMode(null)}
            onSuccess={onLeadSuccess}
          />
        </Suspense>
      ) : null}
    </>
  );
}
