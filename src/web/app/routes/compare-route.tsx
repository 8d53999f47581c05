/**
 * /compare?cars=RAND,RAND,RAND: up to 3 cars side by side (docs/product.md#compare),
 * rendered on the server and shareable. Its list is the address; this browser
 * also keeps the last one (compare-list.ts) so that a car page's "Add to
 * compare" adds to it.
 */

import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { type LoaderFunctionArgs, useLocation } from 'react-router';
import { compareIntro } from '#messages/compare.ts';
import {
  addAnotherCar,
  compareEmpty,
  compareEmptyHint,
  compareGone,
  compareHeading,
  compareSold,
  findCarsToCompare,
  loadingLabel,
} from '#messages/frame.ts';
import { compareTitle } from '#messages/heads.ts';
import { COMPARE_MAX, compareCars } from '#shared/pages/compare.ts';
import { Spinner } from '#web/components/ui/Spinner.tsx';
import { carDetailsQuery } from '#web/features/car-details/api/get-car-details.ts';
import { type ComparedCar, CompareTable } from '#web/features/compare/components/CompareTable.tsx';
import { saveCompareList } from '#web/lib/compare-list.ts';
import { Link } from '#web/lib/links.tsx';
import { loaderQueryClient, loadPageData } from '#web/lib/query-client-context.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export function loader({ context, request }: LoaderFunctionArgs): Promise<null> {
  const client = loaderQueryClient(context);
  const rands = compareCars(new URL(request.url).searchParams.get('cars'));
  return loadPageData(rands.map((r) => client.ensureQueryData(carDetailsQuery(r))));
}

/** Column `rand`'s car (nothing asked for an empty column). */
function useCompared(rand: string | undefined) {
  return useQuery({ ...carDetailsQuery(rand ?? ''), enabled: Boolean(rand) });
}

export function Component() {
  useDocumentTitle(compareTitle);
  const { search } = useLocation();
  const listed = new URLSearchParams(search).get('cars');
  const rands = useMemo(() => compareCars(listed), [listed]);
  // One query per column (at most 3, always called in the same order): useQueries would bring its
  // own observer into every page's framework chunk.
  const results = [useCompared(rands[0]), useCompared(rands[1]), useCompared(rands[2])];
  useEffect(() => saveCompareList(rands), [rands]);

  const loading = results.slice(0, rands.length).some((r) => r.isPending);
  const compared: ComparedCar[] = rands.map((rand, i) => {
    const data = results[i]?.data;
    if (data?.kind === 'car') return { rand, kind: 'car', car: data.car };
    return {
      rand,
      kind: 'gone',
      message: data?.kind === 'sold' ? compareSold : compareGone,
    };
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">
        {compareHeading}
      </h1>
      <p className="mt-1 text-ink-600">{compareIntro(COMPARE_MAX)}</p>
      <div className="mt-5">
        {rands.length === 0 ? (
          <div className="rounded-2xl bg-white p-8 text-center shadow-card">
            <p className="font-semibold text-ink-900">{compareEmpty}</p>
            <p className="mt-1 text-ink-600">{compareEmptyHint}</p>
          </div>
        ) : loading ? (
          <Spinner label={loadingLabel} />
        ) : (
          <CompareTable compared={compared} />
        )}
      </div>
      {rands.length < COMPARE_MAX ? (
        <Link
          to="/search"
          className="mt-5 inline-flex min-h-11 items-center rounded-xl bg-primary-600 px-5 font-semibold text-white hover:bg-primary-700"
        >
          {rands.length ? addAnotherCar : findCarsToCompare}
        </Link>
      ) : null}
    </div>
  );
}
