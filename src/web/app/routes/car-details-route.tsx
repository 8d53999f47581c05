/**
 * /CarDetails/:Rand/:name (Car details; titled CAR DETAILS). Composes
 * the car-details feature (fetch, gallery, specs, related cars) with the leads
 * feature (lead dialogs, Contact Dealer block). The name parameter only sets
 * the document title; the car is found by Rand.
 *
 * The lead works without JavaScript: its dialogs are in the server's HTML,
 * opened by the browser itself, and their form posts to this page, whose
 * action sends the lead (features/leads/api/lead-outcome.ts); the page then
 * shows the Contact Dealer block, or the form again with its errors.
 */

import { type ReactNode, useMemo, useState } from 'react';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  useLocation,
  useParams,
} from 'react-router';
import {
  callSeller,
  carDetailsCrumb,
  carDetailsTitle,
  getSellerDetails,
  navHome,
  navSearch,
} from '#messages/frame.ts';
import { requestedCarDialog } from '#shared/page-dialogs.ts';
import { PAGE_MSG } from '#shared/page-messages.ts';
import { paths } from '#shared/pages/paths.ts';
import type { CarDetails } from '#shared/schemas/car.ts';
import { AddToCompare } from '#web/components/car/AddToCompare.tsx';
import { Breadcrumbs } from '#web/components/ui/Breadcrumbs.tsx';
import { DialogOpener } from '#web/components/ui/FormDialog.tsx';
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
import { answerLeadForm, type LeadOutcome } from '#web/features/leads/api/lead-outcome.ts';
import { useRevealedSeller } from '#web/features/leads/api/revealed-seller.ts';
import { ContactDealer, telHref } from '#web/features/leads/components/ContactDealer.tsx';
import { LeadDialog, leadDialogId } from '#web/features/leads/components/LeadDialog.tsx';
import { LEAD_ANSWER_ID } from '#web/features/leads/components/LeadForm.tsx';
import { SafetyTips } from '#web/features/leads/components/SafetyTips.tsx';
import { answerReportForm, type ReportOutcome } from '#web/features/reports/api/report-listing.ts';
import { CautionLine } from '#web/features/reports/components/CautionLine.tsx';
import {
  REPORT_DIALOG_ID,
  ReportButton,
  ReportDialog,
} from '#web/features/reports/components/ReportDialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { usePostedOutcome } from '#web/lib/first-page.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { loaderQueryClient, loadPageData } from '#web/lib/query-client-context.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/** The car; for a sold one, also the similar cars its page shows. */
export function loader({ context, params }: LoaderFunctionArgs): Promise<null> {
  const client = loaderQueryClient(context);
  const rand = params.Rand ?? '';
  return loadPageData([
    client
      .ensureQueryData(carDetailsQuery(rand))
      .then((car) =>
        car.kind === 'sold' || car.kind === 'unavailable'
          ? client.ensureQueryData(similarCarsQuery(rand))
          : undefined,
      ),
  ]);
}

/** What the lead needs to know about `car` (its seller's profile, the remark's title). */
function leadTarget(car: CarDetails): LeadTarget {
  return {
    rand: car.Rand,
    carnumber: car.carnumber,
    dealerRand: car.dealerprofilelist[0]?.Rand ?? '',
    title: carFullTitle(car),
    sellerName: car.dealerprofilelist[0]?.Firmname ?? '',
  };
}

/** The lead or Report form posted without JavaScript: answered 200 when sent, 400 with its errors. */
export async function action({ context, params, request }: ActionFunctionArgs) {
  const rand = params.Rand ?? '';
  const car = await loaderQueryClient(context)
    .ensureQueryData(carDetailsQuery(rand))
    .catch(() => null);
  const form = await request.formData();
  const outcome =
    form.get('mode') === 'Report'
      ? await answerReportForm(form, rand)
      : await answerLeadForm(
          form,
          car?.kind === 'car' ? leadTarget(car.car) : null,
          PAGE_MSG.unavailable,
        );
  return data(outcome, { status: outcome.sent ? 200 : 400 });
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
  useDocumentTitle(car ? carPageTitle(car) : slugToTitle(name) || carDetailsTitle);

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
  } else if (query.data.kind === 'sold' || query.data.kind === 'unavailable') {
    body = (
      <>
        <CarSoldOut unavailable={query.data.kind === 'unavailable'} />
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
          { label: navHome, to: '/' },
          { label: navSearch, to: paths.search },
          { label: carDetailsCrumb },
        ]}
      />
      {body}
    </div>
  );
}

function CarPage({ car, favourite }: { car: CarDetails; favourite?: ReactNode }) {
  const { pathname, search } = useLocation();
  // The server does not know the address the visitor used; the share link is completed once hydrated.
  const origin = useHydrated() ? window.location.origin : '';
  const postedForm = usePostedOutcome<LeadOutcome | ReportOutcome>('car-details-route');
  // A dialog asked for by the address (DialogOpener's link, followed without JavaScript), until
  // its form is posted (the answer, at the same address, shows the outcome instead).
  const opened = postedForm ? null : requestedCarDialog(new URLSearchParams(search));
  const posted = postedForm?.mode === 'Report' ? undefined : postedForm;
  const postedReport = postedForm?.mode === 'Report' ? postedForm : undefined;
  const [seller, reveal] = useRevealedSeller(car.Rand);
  // A lead sent without JavaScript shows its seller at once, as the dialog's success does.
  const shownSeller = seller ?? (posted?.sent ? posted.seller : null);
  const [notice, setNotice] = useState(posted?.sent ? posted.message : '');
  const target = useMemo(() => leadTarget(car), [car]);
  const refused = posted && !posted.sent ? posted : undefined;

  const onLeadSuccess = (result: LeadSuccess) => {
    notifySuccess(result.message);
    setNotice('');
    const revealed = result.dealers[0];
    if (revealed) reveal(revealed);
  };

  const sellerButton = (size: 'full' | 'compact') => (
    <DialogOpener
      dialogId={leadDialogId('Contact')}
      className={
        size === 'full'
          ? 'flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-primary-700 px-4 text-base font-semibold text-white shadow-sm transition hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700'
          : 'flex min-h-12 items-center justify-center rounded-xl bg-primary-700 px-4 text-[0.9375rem] font-semibold text-white shadow-sm transition hover:bg-primary-800'
      }
    >
      {size === 'full' ? <PhoneIcon className="h-5 w-5" /> : null}
      {getSellerDetails}
    </DialogOpener>
  );

  return (
    <>
      <CarDetailsView
        car={car}
        shareUrl={`${origin}${pathname}`}
        favourite={favourite}
        bestPriceDialog={leadDialogId('Price')}
        compare={<AddToCompare rand={car.Rand} />}
        seller={
          // A lead posted without the app lands here (LEAD_ANSWER_ID), its notice beside the seller.
          <div id={LEAD_ANSWER_ID} className="scroll-mt-24 space-y-3">
            {car.reported ? <CautionLine /> : null}
            {notice ? (
              <p
                role="status"
                className="rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800"
              >
                {notice}
              </p>
            ) : null}
            {shownSeller ? (
              <ContactDealer seller={shownSeller} carTitle={target.title} />
            ) : (
              <>
                {sellerButton('full')}
                <SafetyTips />
              </>
            )}
            <ReportButton posted={postedReport} />
          </div>
        }
        mobileAction={
          shownSeller ? (
            <a
              href={telHref(shownSeller.Mobileno)}
              className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-primary-700 px-5 text-base font-semibold text-white shadow-sm transition hover:bg-primary-800"
            >
              <PhoneIcon className="h-5 w-5" />
              {callSeller}
            </a>
          ) : (
            sellerButton('compact')
          )
        }
      />
      {(['Price', 'Contact'] as const).map((mode) => (
        <LeadDialog
          key={mode}
          mode={mode}
          target={target}
          refused={refused?.mode === mode ? refused : undefined}
          requested={opened === leadDialogId(mode)}
          onSuccess={onLeadSuccess}
        />
      ))}
      <ReportDialog
        rand={car.Rand}
        title={target.title}
        refused={postedReport && !postedReport.sent ? postedReport : undefined}
        requested={opened === REPORT_DIALOG_ID}
      />
    </>
  );
}
